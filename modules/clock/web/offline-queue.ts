import type { ClockStatus, GeoPoint } from "../contract/index.js";

/**
 * The PWA's queue of punches taken without a connection (issue 13 "Offline punches"): IndexedDB, so a punch survives
 * a closed tab or a restarted phone. Each keeps the device's time of the tap, a monotonic sequence number (per
 * device, stored with the queue: a clock changed backwards cannot reorder punches) and the idempotency key made at
 * the tap, so sending it again after a lost answer stores it once.
 */
export interface QueuedPunch {
  idempotencyKey: string;
  companyId: string;
  status?: ClockStatus;
  deviceTime: string;
  deviceSeq: number;
  qr?: string;
  geo?: GeoPoint;
  /** The photo taken with the tap (base64 JPEG), sent with the punch. */
  photo?: string;
  /** The server's refusal, when it refused it (kept for the person to see, never resent). */
  refused?: string;
}

const DB = "clock-offline";
const STORE = "punches";
const META = "meta";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: "idempotencyKey" });
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Queues a punch; the sequence number is taken and the punch stored in one transaction. */
export async function enqueuePunch(punch: Omit<QueuedPunch, "deviceSeq">): Promise<QueuedPunch> {
  const db = await open();
  const tx = db.transaction([STORE, META], "readwrite");
  const meta = tx.objectStore(META);
  const stored = await new Promise<QueuedPunch>((resolve, reject) => {
    const get = meta.get("seq");
    get.onsuccess = () => {
      const deviceSeq = (typeof get.result === "number" ? get.result : 0) + 1;
      meta.put(deviceSeq, "seq");
      const item: QueuedPunch = { ...punch, deviceSeq };
      tx.objectStore(STORE).put(item);
      resolve(item);
    };
    get.onerror = () => reject(get.error);
  });
  await done(tx);
  db.close();
  return stored;
}

/** The queued punches of a company, oldest first (by sequence). */
export async function queuedPunches(companyId: string): Promise<QueuedPunch[]> {
  const db = await open();
  const tx = db.transaction(STORE, "readonly");
  const all = await new Promise<QueuedPunch[]>((resolve, reject) => {
    const request = tx.objectStore(STORE).getAll();
    request.onsuccess = () => resolve(request.result as QueuedPunch[]);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return all.filter((p) => p.companyId === companyId).sort((a, b) => a.deviceSeq - b.deviceSeq);
}

export async function removeQueued(idempotencyKey: string): Promise<void> {
  const db = await open();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).delete(idempotencyKey);
  await done(tx);
  db.close();
}

export async function markRefused(punch: QueuedPunch, message: string): Promise<void> {
  const db = await open();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).put({ ...punch, refused: message });
  await done(tx);
  db.close();
}

/** A key for one tap (a retry reuses it). */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
