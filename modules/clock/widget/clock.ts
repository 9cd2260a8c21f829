/**
 * The clock widget (`<workforce-widget name="clock">`): the signed-in person's status today and their next punch, and
 * the punch itself through the clock module's own punch path (`POST /api/widgets/clock/punches`): the same checks, the
 * person's hash chain, the idempotency key made once per tap. A tap that gets no answer (the network dropped) is kept
 * in the page's memory with its key and device time, and sent again as an offline punch when the browser is back online
 * or the person asks, as the app's offline queue does: a retry never stores a punch twice. It needs the person: a
 * "Sign in" button opens the app's sign-in popup (a short-lived widget token, never the app's session cookie).
 */
import { ApiError } from "../../../sdk/src/index.js";
import {
  errorMessage,
  h,
  needsSignIn,
  signInView as showSignIn,
  render,
  status,
  widgetClient,
  type WidgetEnv,
  type WidgetLocale,
  type WidgetMount,
} from "../../../widgets/runtime/widget.js";
import type { ClockWidgetMe } from "../contract/widgets.js";

const MESSAGES = {
  en: {
    title: "Time clock",
    signInHint: "Sign in to punch the clock.",
    signIn: "Sign in",
    blocked: "The sign-in window did not open. Allow pop-ups for this site and try again.",
    loading: "Loading…",
    out: "You are not clocked in.",
    working: "Working since {time}.",
    lunch: "At lunch since {time}.",
    worked: "Worked today: {time}",
    start: "Clock in",
    "lunch-out": "Start lunch",
    "lunch-in": "Back from lunch",
    end: "Clock out",
    punched: "Punched at {time}. Receipt code {code}.",
    duplicate: "Already recorded at {time}. Receipt code {code}.",
    pending: "No connection: your punch of {time} is kept and will be sent when you are back online.",
    sendNow: "Send now",
    qr: "Your company asks for the office QR code: punch in the app.",
    location: "Your office checks your location when you punch: punch in the app.",
    photo: "Your company asks for a photo with each punch: punch in the app.",
    openApp: "Open the time clock",
    noProfile: "You need an active worker profile to use the time clock.",
  },
  "pt-BR": {
    title: "Ponto",
    signInHint: "Entre para marcar o ponto.",
    signIn: "Entrar",
    blocked: "A janela de login não abriu. Permita pop-ups para este site e tente de novo.",
    loading: "Carregando…",
    out: "Você não marcou entrada.",
    working: "Trabalhando desde {time}.",
    lunch: "No almoço desde {time}.",
    worked: "Trabalhado hoje: {time}",
    start: "Marcar entrada",
    "lunch-out": "Sair para o almoço",
    "lunch-in": "Voltar do almoço",
    end: "Marcar saída",
    punched: "Marcado às {time}. Código do comprovante {code}.",
    duplicate: "Já registrado às {time}. Código do comprovante {code}.",
    pending: "Sem conexão: sua marcação das {time} está guardada e será enviada quando a conexão voltar.",
    sendNow: "Enviar agora",
    qr: "Sua empresa pede o QR code do escritório: marque o ponto no app.",
    location: "Seu escritório confere sua localização na marcação: marque o ponto no app.",
    photo: "Sua empresa pede uma foto em cada marcação: marque o ponto no app.",
    openApp: "Abrir o ponto",
    noProfile: "Você precisa de um perfil de colaborador ativo para usar o ponto.",
  },
  es: {
    title: "Reloj",
    signInHint: "Inicia sesión para marcar.",
    signIn: "Iniciar sesión",
    blocked:
      "La ventana de inicio de sesión no se abrió. Permite ventanas emergentes para este sitio e inténtalo de nuevo.",
    loading: "Cargando…",
    out: "No has marcado la entrada.",
    working: "Trabajando desde las {time}.",
    lunch: "En el almuerzo desde las {time}.",
    worked: "Trabajado hoy: {time}",
    start: "Marcar entrada",
    "lunch-out": "Salir a almorzar",
    "lunch-in": "Volver del almuerzo",
    end: "Marcar salida",
    punched: "Marcado a las {time}. Código del comprobante {code}.",
    duplicate: "Ya registrado a las {time}. Código del comprobante {code}.",
    pending: "Sin conexión: tu marcación de las {time} se guarda y se enviará cuando vuelvas a estar en línea.",
    sendNow: "Enviar ahora",
    qr: "Tu empresa pide el código QR de la oficina: marca en la app.",
    location: "Tu oficina comprueba tu ubicación al marcar: marca en la app.",
    photo: "Tu empresa pide una foto en cada marcación: marca en la app.",
    openApp: "Abrir el reloj",
    noProfile: "Necesitas un perfil de colaborador activo para usar el reloj.",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

type Texts = (typeof MESSAGES)[WidgetLocale];
type Status = "start" | "middle" | "end";

/** A tap waiting to be sent: its key and device time never change, so sending it again never stores it twice. */
interface Pending {
  status: Status;
  idempotencyKey: string;
  deviceTime: string;
}

/** The page's unsent taps, per loader (in memory only: nothing of the person is kept in the intranet's storage). */
const pending: Pending[] = [];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function clockTime(locale: WidgetLocale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

const signInView = (body: HTMLElement, env: WidgetEnv, t: Texts): void =>
  showSignIn(body, env, t, () => void load(body, env, t));

/** The buttons of what may come next: the expected punch, and clocking out while at work or at lunch. */
function choices(me: ClockWidgetMe): Array<{ status: Status; label: keyof Texts }> {
  const next = { status: me.next.status, label: me.next.kind } as const;
  if (me.state === "out" || me.next.kind === "end") return [next];
  return [next, { status: "end", label: "end" }];
}

async function load(body: HTMLElement, env: WidgetEnv, t: Texts, outcome?: HTMLElement): Promise<void> {
  const api = widgetClient(env);
  if (!outcome) render(body, t.title, status(t.loading, "loading"));
  let me: ClockWidgetMe;
  try {
    me = await api.get("/api/widgets/clock/me", { query: { key: env.key } });
  } catch (error) {
    if (needsSignIn(error)) {
      env.forgetToken();
      return signInView(body, env, t);
    }
    return render(body, t.title, ...(outcome ? [outcome] : []), status(errorMessage(env.locale, error), "error"));
  }
  if (!me.hasWorkerProfile) return render(body, t.title, status(t.noProfile, "error"));

  const since = me.last ? clockTime(env.locale, me.last.statusDate) : "";
  const where = me.state === "out" ? t.out : fill(me.state === "lunch" ? t.lunch : t.working, { time: since });
  const summary = h(
    "ul",
    {},
    h("li", {}, h("span", {}, where)),
    h("li", {}, h("span", {}, fill(t.worked, { time: duration(me.workedMs) }))),
  );
  const result = outcome ?? h("p", { class: "wf-status", role: "status" });
  if (me.blockedBy) {
    const link = h(
      "a",
      { class: "wf-button", href: `${env.base}/clock`, target: "_blank", rel: "noopener" },
      t.openApp,
    );
    return render(body, t.title, summary, status(t[me.blockedBy], "info"), link);
  }
  const buttons = h("p", { class: "wf-actions" });
  for (const choice of choices(me)) {
    const button = h("button", { type: "button" }, t[choice.label]);
    button.addEventListener("click", () => {
      const tap: Pending = { status: choice.status, idempotencyKey: newKey(), deviceTime: new Date().toISOString() };
      for (const b of buttons.querySelectorAll("button")) b.disabled = true;
      void send(body, env, t, tap, false, result);
    });
    buttons.append(button);
  }
  const style = h("style", {}, ".wf .wf-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}");
  render(body, t.title, style, summary, buttons, result);
  if (pending.length > 0) showPending(body, env, t, result);
}

/** Sends a tap; `offline` once it got no answer before (it then counts at its device time, as the app's). */
async function send(
  body: HTMLElement,
  env: WidgetEnv,
  t: Texts,
  tap: Pending,
  offline: boolean,
  result: HTMLElement,
): Promise<void> {
  const api = widgetClient(env);
  result.className = "wf-status";
  try {
    const punch = await api.post("/api/widgets/clock/punches", {
      query: { key: env.key },
      body: { ...tap, ...(offline ? { offline: true } : {}) },
    });
    const index = pending.findIndex((p) => p.idempotencyKey === tap.idempotencyKey);
    if (index >= 0) pending.splice(index, 1);
    result.textContent = fill(punch.duplicate ? t.duplicate : t.punched, {
      time: clockTime(env.locale, punch.statusDate),
      code: punch.hash.slice(0, 8),
    });
    await load(body, env, t, result);
  } catch (error) {
    if (needsSignIn(error)) {
      env.forgetToken();
      return signInView(body, env, t);
    }
    if (!(error instanceof ApiError)) {
      // no answer: kept with its key and device time, sent again later (a second send never stores it twice)
      if (!pending.some((p) => p.idempotencyKey === tap.idempotencyKey)) pending.push(tap);
      return showPending(body, env, t, result);
    }
    const index = pending.findIndex((p) => p.idempotencyKey === tap.idempotencyKey);
    if (index >= 0) pending.splice(index, 1);
    await load(body, env, t, result);
    result.className = "wf-status wf-error";
    result.textContent = errorMessage(env.locale, error);
  }
}

function showPending(body: HTMLElement, env: WidgetEnv, t: Texts, result: HTMLElement): void {
  const first = pending[0];
  if (!first) return;
  const retry = h("button", { type: "button" }, t.sendNow);
  const flush = () => {
    window.removeEventListener("online", flush);
    retry.disabled = true;
    void (async () => {
      for (const tap of [...pending]) await send(body, env, t, tap, true, result);
    })();
  };
  retry.addEventListener("click", flush);
  window.addEventListener("online", flush);
  result.className = "wf-status wf-error";
  result.replaceChildren(fill(t.pending, { time: clockTime(env.locale, first.deviceTime) }), " ", retry);
  if (!result.isConnected) body.append(result);
}

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  if (env.token()) await load(body, env, t);
  else signInView(body, env, t);
};

export default mount;
