/**
 * The my-balance widget (`<workforce-widget name="my-balance">`): the person's leave balances and a request form.
 * It needs the person: a "Sign in" button opens the app's sign-in popup, and the short-lived widget token it returns
 * (kept in memory by the loader, never the app's session cookie) authorizes the calls. The request goes through the
 * leave module's own rules: its refusals come back as the catalogue's messages, in the widget's language.
 */
import {
  errorMessage,
  h,
  needsSignIn,
  signInView as showSignIn,
  field,
  render,
  status,
  widgetClient,
  type WidgetEnv,
  type WidgetLocale,
  type WidgetMount,
} from "../../../widgets/runtime/widget.js";

const MESSAGES = {
  en: {
    title: "My time off",
    signInHint: "Sign in to see your balance and request leave.",
    signIn: "Sign in",
    blocked: "The sign-in window did not open. Allow pop-ups for this site and try again.",
    loading: "Loading…",
    type: "Leave type",
    start: "First day",
    end: "Last day",
    request: "Request leave",
    sent: "Request sent: waiting for approval.",
    approved: "Leave recorded.",
    days: "{n} days",
    hours: "{n} hours",
    unlimited: "no limit",
  },
  "pt-BR": {
    title: "Minhas ausências",
    signInHint: "Entre para ver seu saldo e pedir ausência.",
    signIn: "Entrar",
    blocked: "A janela de login não abriu. Permita pop-ups para este site e tente de novo.",
    loading: "Carregando…",
    type: "Tipo de ausência",
    start: "Primeiro dia",
    end: "Último dia",
    request: "Pedir ausência",
    sent: "Pedido enviado: aguardando aprovação.",
    approved: "Ausência registrada.",
    days: "{n} dias",
    hours: "{n} horas",
    unlimited: "sem limite",
  },
  es: {
    title: "Mis ausencias",
    signInHint: "Inicia sesión para ver tu saldo y pedir una ausencia.",
    signIn: "Iniciar sesión",
    blocked:
      "La ventana de inicio de sesión no se abrió. Permite ventanas emergentes para este sitio e inténtalo de nuevo.",
    loading: "Cargando…",
    type: "Tipo de ausencia",
    start: "Primer día",
    end: "Último día",
    request: "Pedir ausencia",
    sent: "Solicitud enviada: esperando aprobación.",
    approved: "Ausencia registrada.",
    days: "{n} días",
    hours: "{n} horas",
    unlimited: "sin límite",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

type Texts = (typeof MESSAGES)[WidgetLocale];

const signInView = (body: HTMLElement, env: WidgetEnv, t: Texts): void =>
  showSignIn(body, env, t, () => void load(body, env, t));

async function load(body: HTMLElement, env: WidgetEnv, t: Texts): Promise<void> {
  const api = widgetClient(env);
  render(body, t.title, status(t.loading, "loading"));
  let me;
  try {
    me = await api.get("/api/widgets/leave/me", { query: { key: env.key } });
  } catch (error) {
    if (needsSignIn(error)) {
      env.forgetToken();
      return signInView(body, env, t);
    }
    return render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
  const titleOf = (title: Record<string, string>) => title[env.locale] ?? title.en ?? Object.values(title)[0] ?? "";
  const amount = (type: (typeof me.types)[number]) =>
    type.available === null
      ? t.unlimited
      : (type.unit === "hours" ? t.hours : t.days).replace(
          "{n}",
          new Intl.NumberFormat(env.locale, { maximumFractionDigits: 1 }).format(type.available),
        );
  const balances = h(
    "ul",
    {},
    ...me.types.map((type) =>
      h("li", {}, h("span", {}, titleOf(type.title)), h("span", { class: "wf-when" }, amount(type))),
    ),
  );
  const select = h("select", { name: "leaveTypeId", required: "" });
  for (const type of me.types) select.append(h("option", { value: type.id }, titleOf(type.title)));
  const start = h("input", { type: "date", name: "startDate", required: "" });
  const end = h("input", { type: "date", name: "endDate" });
  const outcome = h("p", { class: "wf-status", role: "status" });
  const form = h(
    "form",
    { class: "wf-form" },
    field(t.type, select, "wf-type"),
    field(t.start, start, "wf-start"),
    field(t.end, end, "wf-end"),
    h("button", { type: "submit" }, t.request),
    outcome,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    outcome.className = "wf-status";
    outcome.textContent = "";
    void api
      .post("/api/widgets/leave/requests", {
        query: { key: env.key },
        body: { leaveTypeId: select.value, startDate: start.value, ...(end.value ? { endDate: end.value } : {}) },
      })
      .then((created) => {
        outcome.textContent = created.status === "pending" ? t.sent : t.approved;
        form.reset();
      })
      .catch((error: unknown) => {
        if (needsSignIn(error)) {
          env.forgetToken();
          return signInView(body, env, t);
        }
        outcome.className = "wf-status wf-error";
        outcome.textContent = errorMessage(env.locale, error);
      });
  });
  render(body, t.title, balances, form);
}

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  if (env.token()) await load(body, env, t);
  else signInView(body, env, t);
};

export default mount;
