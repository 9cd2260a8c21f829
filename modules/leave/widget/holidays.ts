/**
 * The holidays widget (`<workforce-widget name="holidays">`): the company's next days off (its country's public
 * holidays with its own changes), for any visitor of the intranet. Imports only the widget runtime and the SDK.
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
  en: { title: "Upcoming holidays", none: "No holidays in the next twelve months.", loading: "Loading…" },
  "pt-BR": { title: "Próximos feriados", none: "Nenhum feriado nos próximos doze meses.", loading: "Carregando…" },
  es: { title: "Próximos feriados", none: "No hay feriados en los próximos doce meses.", loading: "Cargando…" },
} satisfies Record<WidgetLocale, Record<string, string>>;

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  render(body, t.title, status(t.loading, "loading"));
  try {
    const data = await widgetClient(env).get("/api/widgets/leave/holidays", { query: { key: env.key } });
    const content =
      data.items.length === 0
        ? status(t.none)
        : h(
            "ul",
            {},
            ...data.items.map((holiday) =>
              h(
                "li",
                {},
                h("span", {}, holiday.name),
                h("span", { class: "wf-when" }, formatDay(env.locale, holiday.date, { year: "numeric" })),
              ),
            ),
          );
    render(body, t.title, content);
  } catch (error) {
    render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
};

export default mount;
