/**
 * The who's-out widget (`<workforce-widget name="whos-out">`): who is out today and the rest of this week, for any
 * visitor of the intranet (names and dates only, never the leave type). Imports only the widget runtime and the SDK.
 */
import {
  errorMessage,
  formatDay,
  h,
  render,
  status,
  widgetClient,
  type WidgetLocale,
  type WidgetMount,
} from "../../../widgets/runtime/widget.js";

const MESSAGES = {
  en: {
    title: "Who's out",
    today: "Today",
    week: "Later this week",
    nobodyToday: "Everyone is in today.",
    nobodyWeek: "Nobody else is out this week.",
    until: "until {day}",
    loading: "Loading…",
  },
  "pt-BR": {
    title: "Quem está ausente",
    today: "Hoje",
    week: "Ainda nesta semana",
    nobodyToday: "Todos estão presentes hoje.",
    nobodyWeek: "Ninguém mais ausente nesta semana.",
    until: "até {day}",
    loading: "Carregando…",
  },
  es: {
    title: "Quién está ausente",
    today: "Hoy",
    week: "Más adelante esta semana",
    nobodyToday: "Hoy están todos.",
    nobodyWeek: "Nadie más se ausenta esta semana.",
    until: "hasta {day}",
    loading: "Cargando…",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

interface Out {
  name: string;
  startDate: string;
  endDate: string;
}

function list(locale: WidgetLocale, people: Out[], label: (p: Out) => string, empty: string): Node {
  if (people.length === 0) return status(empty);
  return h(
    "ul",
    {},
    ...people.map((p) => h("li", {}, h("span", {}, p.name), h("span", { class: "wf-when" }, label(p)))),
  );
}

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  render(body, t.title, status(t.loading, "loading"));
  try {
    const data = await widgetClient(env).get("/api/widgets/leave/whos-out", { query: { key: env.key } });
    const today = data.items.filter((p) => p.startDate <= data.today && p.endDate >= data.today);
    const later = data.items.filter((p) => p.startDate > data.today);
    const until = (p: Out) => t.until.replace("{day}", formatDay(env.locale, p.endDate));
    const from = (p: Out) =>
      p.startDate === p.endDate
        ? formatDay(env.locale, p.startDate)
        : `${formatDay(env.locale, p.startDate)} – ${formatDay(env.locale, p.endDate)}`;
    render(
      body,
      t.title,
      h("h3", {}, t.today),
      list(env.locale, today, until, t.nobodyToday),
      h("h3", {}, t.week),
      list(env.locale, later, from, t.nobodyWeek),
    );
  } catch (error) {
    render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
};

export default mount;
