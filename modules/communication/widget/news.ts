/**
 * The company news widget (`<workforce-widget name="news">`): anonymous, the company's latest posts addressed to
 * everyone (never those for a department, office or role), newest first, each linking to the post in the app (where
 * the reader signs in as usual), and a link to all the news.
 */
import {
  errorMessage,
  h,
  render,
  status,
  widgetClient,
  type WidgetLocale,
  type WidgetMount,
} from "../../../widgets/runtime/widget.js";

const MESSAGES = {
  en: {
    title: "Company news",
    loading: "Loading…",
    empty: "No news yet.",
    pinned: "Pinned",
    all: "All news",
  },
  "pt-BR": {
    title: "Notícias da empresa",
    loading: "Carregando…",
    empty: "Nenhuma notícia ainda.",
    pinned: "Fixada",
    all: "Todas as notícias",
  },
  es: {
    title: "Noticias de la empresa",
    loading: "Cargando…",
    empty: "Todavía no hay noticias.",
    pinned: "Fijada",
    all: "Todas las noticias",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

const CSS = `.wf .wf-news{list-style:none;display:grid;gap:8px}
.wf .wf-news li{display:block;padding:8px 10px}
.wf .wf-news a{font-weight:600;text-decoration:underline;display:inline-block;min-height:24px}
.wf .wf-news .wf-when{display:block;margin:2px 0 4px}
.wf .wf-news p{font-size:14px}
.wf .wf-more{margin-top:12px}`;

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  render(body, t.title, status(t.loading, "loading"));
  let news;
  try {
    news = await widgetClient(env).get("/api/widgets/communication/news", { query: { key: env.key } });
  } catch (error) {
    return render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
  const more = h(
    "p",
    { class: "wf-more" },
    h("a", { href: `${env.base}/news`, target: "_blank", rel: "noopener" }, t.all),
  );
  if (news.items.length === 0) return render(body, t.title, status(t.empty), more);
  const dateFormat = new Intl.DateTimeFormat(env.locale, { day: "numeric", month: "short", year: "numeric" });
  const list = h(
    "ul",
    { class: "wf-news" },
    ...news.items.map((post) => {
      const when = dateFormat.format(new Date(post.sendDate));
      return h(
        "li",
        {},
        h(
          "a",
          { href: `${env.base}/news/${encodeURIComponent(post.id)}`, target: "_blank", rel: "noopener" },
          post.title,
        ),
        h("span", { class: "wf-when" }, post.pinned ? `${when} · ${t.pinned}` : when),
        h("p", {}, post.excerpt),
      );
    }),
  );
  render(body, t.title, h("style", {}, CSS), list, more);
};

export default mount;
