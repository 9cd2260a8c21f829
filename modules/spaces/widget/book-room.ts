/**
 * The book-a-room widget (`<workforce-widget name="book-room">`, issue 19): pick an office, a day of this week, a room
 * or desk and a free half hour, and book it; see and cancel one's upcoming reservations. It needs the person: "Sign
 * in" opens the app's sign-in popup, and the short-lived widget token it returns (kept in memory by the loader, never
 * the app's session cookie) authorizes the calls. Bookings go through the spaces module's own rules: its refusals
 * (overlap, hours, who may book...) come back as the catalogue's messages, in the widget's language.
 * Imports only the widget runtime, the SDK and (types only) the spaces contract.
 */
import type { WidgetAvailability, WidgetReservations } from "../contract/widgets.js";
import {
  errorMessage,
  formatDay,
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
    title: "Book a room",
    signInHint: "Sign in to book a room or desk and see your reservations.",
    signIn: "Sign in",
    blocked: "The sign-in window did not open. Allow pop-ups for this site and try again.",
    loading: "Loading…",
    office: "Office",
    day: "Day",
    today: "Today",
    space: "Room or desk",
    start: "Start",
    length: "Length",
    subject: "Subject (optional)",
    book: "Book",
    booked: "Booked: {space}, {when}.",
    noSpace: "Nothing is free that day. Try another day.",
    noOffice: "Your company has no offices with rooms yet.",
    people: "{n} people",
    desk: "desk, whole day",
    mine: "My upcoming reservations",
    none: "No upcoming reservations.",
    cancel: "Cancel",
    cancelLabel: "Cancel {space}, {when}",
    canceled: "Canceled: {space}, {when}.",
    minutes: "{n} min",
    hours: "{n} h",
  },
  "pt-BR": {
    title: "Reservar sala",
    signInHint: "Entre para reservar uma sala ou mesa e ver suas reservas.",
    signIn: "Entrar",
    blocked: "A janela de login não abriu. Permita pop-ups para este site e tente de novo.",
    loading: "Carregando…",
    office: "Escritório",
    day: "Dia",
    today: "Hoje",
    space: "Sala ou mesa",
    start: "Início",
    length: "Duração",
    subject: "Assunto (opcional)",
    book: "Reservar",
    booked: "Reservado: {space}, {when}.",
    noSpace: "Nada está livre nesse dia. Tente outro dia.",
    noOffice: "Sua empresa ainda não tem escritórios com salas.",
    people: "{n} pessoas",
    desk: "mesa, dia inteiro",
    mine: "Minhas próximas reservas",
    none: "Nenhuma reserva próxima.",
    cancel: "Cancelar",
    cancelLabel: "Cancelar {space}, {when}",
    canceled: "Cancelada: {space}, {when}.",
    minutes: "{n} min",
    hours: "{n} h",
  },
  es: {
    title: "Reservar sala",
    signInHint: "Inicia sesión para reservar una sala o un escritorio y ver tus reservas.",
    signIn: "Iniciar sesión",
    blocked:
      "La ventana de inicio de sesión no se abrió. Permite ventanas emergentes para este sitio e inténtalo de nuevo.",
    loading: "Cargando…",
    office: "Oficina",
    day: "Día",
    today: "Hoy",
    space: "Sala o escritorio",
    start: "Inicio",
    length: "Duración",
    subject: "Asunto (opcional)",
    book: "Reservar",
    booked: "Reservado: {space}, {when}.",
    noSpace: "No hay nada libre ese día. Prueba otro día.",
    noOffice: "Tu empresa aún no tiene oficinas con salas.",
    people: "{n} personas",
    desk: "escritorio, todo el día",
    mine: "Mis próximas reservas",
    none: "No hay reservas próximas.",
    cancel: "Cancelar",
    cancelLabel: "Cancelar {space}, {when}",
    canceled: "Cancelada: {space}, {when}.",
    minutes: "{n} min",
    hours: "{n} h",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

type Texts = (typeof MESSAGES)[WidgetLocale];
/** The lengths offered, in minutes (the rooms are booked by the half hour). */
const LENGTHS = [30, 60, 90, 120];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const signInView = (body: HTMLElement, env: WidgetEnv, t: Texts): void =>
  showSignIn(body, env, t, () => void load(body, env, t));

function options(select: HTMLSelectElement, items: Array<[string, string]>, selected?: string): void {
  select.replaceChildren(...items.map(([value, label]) => h("option", { value }, label)));
  if (selected !== undefined && items.some(([value]) => value === selected)) select.value = selected;
}

async function load(body: HTMLElement, env: WidgetEnv, t: Texts, query: { officeId?: string; date?: string } = {}) {
  const api = widgetClient(env);
  render(body, t.title, status(t.loading, "loading"));
  const signInAgain = (error: unknown): boolean => {
    if (!needsSignIn(error)) return false;
    env.forgetToken();
    signInView(body, env, t);
    return true;
  };
  let availability: WidgetAvailability;
  let mine: WidgetReservations;
  try {
    [availability, mine] = await Promise.all([
      api.get("/api/widgets/spaces/availability", { query: { key: env.key, ...query } }),
      api.get("/api/widgets/spaces/reservations", { query: { key: env.key } }),
    ]);
  } catch (error) {
    if (signInAgain(error)) return;
    return render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
  const dayLabel = (day: string) => (day === availability.today ? t.today : formatDay(env.locale, day));
  const when = (r: { date: string; hours: string; kind: string }) =>
    `${dayLabel(r.date)}${r.kind === "desk" ? "" : ` ${r.hours.replace("-", "–")}`}`;

  // the list of my reservations, with cancel for those I organized
  const outcome = h("p", { class: "wf-status", role: "status" });
  const list = h("ul", {});
  const showMine = (items: WidgetReservations["items"]) => {
    if (items.length === 0) {
      list.replaceChildren(h("li", {}, h("span", { class: "wf-status" }, t.none)));
      return;
    }
    list.replaceChildren(
      ...items.map((r) => {
        const label = h(
          "span",
          {},
          h("span", {}, r.title ? `${r.title} · ${r.room}` : r.room),
          h("br", {}),
          h("span", { class: "wf-when" }, when(r)),
        );
        if (!r.mine) return h("li", {}, label);
        const cancel = h(
          "button",
          { type: "button", "aria-label": fill(t.cancelLabel, { space: r.room, when: when(r) }) },
          t.cancel,
        );
        cancel.addEventListener("click", () => {
          cancel.setAttribute("disabled", "");
          void api
            .post("/api/widgets/spaces/reservations/{reservationId}/cancel", {
              params: { reservationId: r.id },
              query: { key: env.key },
            })
            .then((next) => {
              showMine(next.items);
              outcome.className = "wf-status";
              outcome.textContent = fill(t.canceled, { space: r.room, when: when(r) });
              void refreshFree();
            })
            .catch((error: unknown) => {
              if (signInAgain(error)) return;
              cancel.removeAttribute("disabled");
              outcome.className = "wf-status wf-error";
              outcome.textContent = errorMessage(env.locale, error);
            });
        });
        return h("li", {}, label, cancel);
      }),
    );
  };
  showMine(mine.items);

  if (availability.offices.length === 0) {
    return render(body, t.title, status(t.noOffice), h("h3", {}, t.mine), list);
  }

  const office = h("select", { name: "officeId" });
  options(
    office,
    availability.offices.map((o) => [o.id, o.name]),
    availability.officeId,
  );
  const day = h("select", { name: "date" });
  options(
    day,
    availability.days.map((d) => [d, dayLabel(d)]),
    availability.date,
  );
  const space = h("select", { name: "spaceId", required: "" });
  const start = h("select", { name: "startTime" });
  const length = h("select", { name: "length" });
  const subject = h("input", { type: "text", name: "title", maxlength: "120", autocomplete: "off" });
  const timeFields = [field(t.start, start, "wf-start"), field(t.length, length, "wf-length")];
  const empty = status(t.noSpace);
  const submit = h("button", { type: "submit" }, t.book);

  const lengthLabel = (minutes: number) =>
    minutes < 60
      ? fill(t.minutes, { n: String(minutes) })
      : fill(t.hours, { n: new Intl.NumberFormat(env.locale).format(minutes / 60) });
  const showSpaces = () => {
    const free = availability.spaces.filter((s) => s.free.length > 0);
    const previous = space.value;
    options(
      space,
      free.map((s) => [
        s.id,
        s.kind === "desk" ? `${s.name} (${t.desk})` : `${s.name} (${fill(t.people, { n: String(s.capacity) })})`,
      ]),
      previous,
    );
    empty.style.display = free.length > 0 ? "none" : "";
    space.disabled = free.length === 0;
    submit.disabled = free.length === 0;
    showTimes();
  };
  const showTimes = () => {
    const chosen = availability.spaces.find((s) => s.id === space.value);
    const desk = !chosen || chosen.kind === "desk";
    // display, not `hidden`: the fields' own `display: grid` would win over the attribute
    for (const f of timeFields) f.style.display = desk ? "none" : "";
    if (!chosen || desk) return;
    options(
      start,
      chosen.free.map((time) => [time, time]),
      start.value,
    );
    const close = minutesOf(chosen.openTo);
    const from = minutesOf(start.value || chosen.free[0]!);
    options(
      length,
      LENGTHS.filter((m) => from + m <= close).map((m) => [String(m), lengthLabel(m)]),
      length.value || "60",
    );
  };
  const refreshFree = async () => {
    try {
      availability = await api.get("/api/widgets/spaces/availability", {
        query: { key: env.key, officeId: office.value, date: day.value },
      });
      showSpaces();
    } catch (error) {
      if (signInAgain(error)) return;
      outcome.className = "wf-status wf-error";
      outcome.textContent = errorMessage(env.locale, error);
    }
  };
  office.addEventListener("change", () => void refreshFree());
  day.addEventListener("change", () => void refreshFree());
  space.addEventListener("change", showTimes);
  start.addEventListener("change", showTimes);

  const form = h(
    "form",
    { class: "wf-form" },
    ...(availability.offices.length > 1 ? [field(t.office, office, "wf-office")] : []),
    field(t.day, day, "wf-day"),
    field(t.space, space, "wf-space"),
    empty,
    ...timeFields,
    field(t.subject, subject, "wf-subject"),
    submit,
    outcome,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = availability.spaces.find((s) => s.id === space.value);
    if (!chosen) return;
    outcome.className = "wf-status";
    outcome.textContent = "";
    const room = chosen.kind === "room";
    const begin = start.value;
    const end = room ? timeOf(minutesOf(begin) + Number(length.value)) : undefined;
    const date = day.value;
    submit.disabled = true;
    void api
      .post("/api/widgets/spaces/reservations", {
        query: { key: env.key },
        body: {
          spaceId: chosen.id,
          date,
          ...(room ? { startTime: begin, endTime: end } : {}),
          ...(subject.value.trim() ? { title: subject.value.trim() } : {}),
        },
      })
      .then((next) => {
        showMine(next.items);
        outcome.textContent = fill(t.booked, {
          space: chosen.name,
          when: when({ date, kind: chosen.kind, hours: `${begin}-${end ?? ""}` }),
        });
        subject.value = "";
        return refreshFree();
      })
      .catch((error: unknown) => {
        if (signInAgain(error)) return;
        outcome.className = "wf-status wf-error";
        outcome.textContent = errorMessage(env.locale, error);
      })
      .finally(() => {
        submit.disabled = availability.spaces.every((s) => s.free.length === 0);
      });
  });
  showSpaces();
  render(body, t.title, form, h("h3", {}, t.mine), list);
}

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  if (env.token()) await load(body, env, t);
  else signInView(body, env, t);
};

export default mount;
