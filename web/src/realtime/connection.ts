import { atom, getDefaultStore } from "jotai";
import {
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  type RealtimeVersionNote,
} from "../../../core/realtime/types.js";

/** `lost` drives the connection-lost banner; `recovered` shows "Connected" for a moment. */
export type ConnectionState = "idle" | "connecting" | "open" | "lost" | "recovered";

export const connectionStateAtom = atom<ConnectionState>("idle");
/** The version the server announced; differs from the bundle's when a new version is live. */
export const serverVersionAtom = atom<string | null>(null);
/** The founder's version note published while this tab was open (tenants/README.md "Version notes"); null until one comes. */
export const versionNoteAtom = atom<RealtimeVersionNote | null>(null);

/** The version this bundle was built from (vite `define`, package.json). */
export const BUNDLE_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";

const RECOVERED_MS = 4000;
const BACKOFF_MS = [500, 1000, 2000, 5000, 10_000];

type Listener = (message: Extract<RealtimeServerMessage, { type: "event" }>) => void;

/**
 * One WebSocket per signed-in tab (core/realtime): heartbeats tell when the connection is gone (no frame for two
 * intervals), the browser's online state too; it reconnects with backoff and resubscribes. Signed-out pages use
 * the online state only.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private wanted = false;
  private attempt = 0;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private heartbeatMs = 25_000;
  private everLost = false;
  private readonly topics = new Map<string, Set<Listener>>();
  /** Per topic, who wants to know when the server has confirmed the subscription (events flow from then on). */
  private readonly liveWatchers = new Map<string, Set<() => void>>();
  /** Topics the server confirmed on the current socket. */
  private readonly live = new Set<string>();
  private readonly store = getDefaultStore();

  constructor() {
    if (typeof window === "undefined") return;
    window.addEventListener("offline", () => this.markLost());
    window.addEventListener("online", () => {
      if (this.wanted) this.reconnectNow();
      else if (this.everLost) this.markRecovered();
    });
    if (navigator.onLine === false) this.markLost();
  }

  start() {
    if (this.wanted) return;
    this.wanted = true;
    this.open();
  }

  stop() {
    this.wanted = false;
    clearTimeout(this.retry);
    clearTimeout(this.watchdog);
    this.socket?.close(1000);
    this.socket = null;
    this.live.clear();
    if (this.store.get(connectionStateAtom) !== "lost") this.store.set(connectionStateAtom, "idle");
  }

  /**
   * Listens to a topic's events; returns the unsubscribe function. Events are not replayed: `onLive` runs each time
   * the server confirms the subscription (first subscribe, and again after every reconnect), which is when a caller
   * reads the state it mirrors, so nothing sent before the subscription took hold is missed.
   */
  subscribe(topic: string, listener: Listener, onLive?: () => void): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
      this.send({ type: "subscribe", topic });
    }
    listeners.add(listener);
    if (onLive) {
      let watchers = this.liveWatchers.get(topic);
      if (!watchers) this.liveWatchers.set(topic, (watchers = new Set()));
      watchers.add(onLive);
      if (this.live.has(topic)) queueMicrotask(onLive);
    }
    return () => {
      listeners.delete(listener);
      if (onLive) this.liveWatchers.get(topic)?.delete(onLive);
      if (listeners.size === 0) {
        this.topics.delete(topic);
        this.liveWatchers.delete(topic);
        this.live.delete(topic);
        this.send({ type: "unsubscribe", topic });
      }
    };
  }

  private send(message: RealtimeClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private open() {
    if (this.store.get(connectionStateAtom) !== "lost") this.store.set(connectionStateAtom, "connecting");
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${REALTIME_PATH}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
    };
    socket.onmessage = (frame) => this.receive(JSON.parse(String(frame.data)) as RealtimeServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.live.clear();
      clearTimeout(this.watchdog);
      if (!this.wanted) return;
      // the session ended: the app re-reads it (and goes to login); no banner for that
      if (event.code === REALTIME_CLOSE_CODES.policyViolation) {
        this.endSession();
        return;
      }
      // A refused upgrade (401: the session ended as the socket opened, e.g. signed out in another tab) reaches the
      // browser as a bare 1006 close, like a server that cannot be reached: ask over HTTP which one it was.
      if (!opened) {
        void this.diagnoseRefusal();
        return;
      }
      this.markLost();
      this.scheduleRetry();
    };
  }

  private endSession() {
    this.wanted = false;
    window.dispatchEvent(new Event("workforce:session-ended"));
  }

  /**
   * The socket never opened: a 401 or a `null` session from the session read means the session is gone (no banner, the app goes to
   * login); any other answer means the server is reachable (retry quietly); no answer at all is a lost connection.
   */
  private async diagnoseRefusal() {
    let status: number | undefined;
    let signedOut = false;
    try {
      const answer = await fetch("/api/auth/session", { credentials: "same-origin" });
      status = answer.status;
      // the probe answers 200 `null` when the cookie's session has ended (core/auth: no 401 for the anonymous probe)
      signedOut = answer.ok && (await answer.text()).trim() === "null";
    } catch {
      status = undefined;
    }
    if (!this.wanted) return;
    if (status === 401 || signedOut) {
      this.endSession();
      return;
    }
    if (status === undefined) this.markLost();
    this.scheduleRetry();
  }

  private receive(message: RealtimeServerMessage) {
    this.armWatchdog();
    switch (message.type) {
      case "welcome":
        this.heartbeatMs = message.heartbeatIntervalMs;
        this.attempt = 0;
        if (this.store.get(connectionStateAtom) === "lost") this.markRecovered();
        else this.store.set(connectionStateAtom, "open");
        for (const topic of this.topics.keys()) this.send({ type: "subscribe", topic });
        break;
      case "version":
        this.store.set(serverVersionAtom, message.version);
        if (message.note) this.store.set(versionNoteAtom, message.note);
        break;
      case "subscribed":
        if (!this.topics.has(message.topic)) break;
        this.live.add(message.topic);
        for (const onLive of this.liveWatchers.get(message.topic) ?? []) onLive();
        break;
      case "event":
        for (const listener of this.topics.get(message.topic) ?? []) listener(message);
        break;
      default:
        break;
    }
  }

  /** No frame for about two heartbeat intervals: the connection is gone even if the socket did not say so. */
  private armWatchdog() {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(
      () => {
        this.markLost();
        this.socket?.close();
      },
      this.heartbeatMs * 2 + 5000,
    );
  }

  private scheduleRetry() {
    clearTimeout(this.retry);
    const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
    this.attempt += 1;
    this.retry = setTimeout(() => this.wanted && this.open(), delay);
  }

  private reconnectNow() {
    this.attempt = 0;
    if (!this.socket) {
      clearTimeout(this.retry);
      this.open();
    }
  }

  /**
   * What the app's requests learn about the API: a request that could not reach it (a network error, whatever
   * `navigator.onLine` says: the server may be down, or the browser may not report an emulated or captive-portal
   * offline state) shows the banner; a signed-out page that reaches it again clears it (signed in, the socket's
   * welcome does).
   */
  reportReachable(ok: boolean) {
    if (!ok) this.markLost();
    else if (!this.wanted && this.store.get(connectionStateAtom) === "lost") this.markRecovered();
  }

  private markLost() {
    this.everLost = true;
    this.store.set(connectionStateAtom, "lost");
  }

  private markRecovered() {
    this.store.set(connectionStateAtom, "recovered");
    setTimeout(() => {
      if (this.store.get(connectionStateAtom) === "recovered") this.store.set(connectionStateAtom, "open");
    }, RECOVERED_MS);
  }
}

export const realtime = new RealtimeConnection();
