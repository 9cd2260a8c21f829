/**
 * The small org chart widget (`<workforce-widget name="org-chart">`): anonymous, the top three levels of the company's
 * chart as colleagues' public cards show them (name, role, picture). Compact: every person with reports is a
 * disclosure (`<details>`, the top level open), so the keyboard walks it with Tab and opens or closes a team with
 * Enter or Space, and screen readers announce each as expanded or collapsed.
 */
import {
  errorMessage,
  h,
  render,
  status,
  widgetClient,
  type WidgetEnv,
  type WidgetLocale,
  type WidgetMount,
} from "../../../widgets/runtime/widget.js";
import type { OrgChartWidget } from "../contract/org-chart-widget.js";

const MESSAGES = {
  en: {
    title: "Who's who",
    loading: "Loading…",
    empty: "No one in the org chart yet.",
    reports: "{n} below",
    total: "{n} people",
  },
  "pt-BR": {
    title: "Quem é quem",
    loading: "Carregando…",
    empty: "Ainda não há ninguém no organograma.",
    reports: "{n} abaixo",
    total: "{n} pessoas",
  },
  es: {
    title: "Quién es quién",
    loading: "Cargando…",
    empty: "Todavía no hay nadie en el organigrama.",
    reports: "{n} debajo",
    total: "{n} personas",
  },
} satisfies Record<WidgetLocale, Record<string, string>>;

type Node = OrgChartWidget["nodes"][number];

const CSS = `.wf .wf-org,.wf .wf-org ul{list-style:none;display:grid;gap:4px}
.wf .wf-org ul{margin:4px 0 0 18px;padding-left:10px;border-left:2px solid var(--line)}
.wf .wf-org li{display:block;padding:0;background:none}
.wf .wf-person{display:flex;align-items:center;gap:10px;min-height:44px;padding:4px 8px;border-radius:8px;background:var(--soft)}
.wf summary.wf-person{cursor:pointer;list-style:none}
.wf summary.wf-person::-webkit-details-marker{display:none}
.wf summary.wf-person::before{content:"▸";flex:none;width:12px}
.wf details[open]>summary.wf-person::before{content:"▾"}
.wf .wf-photo{flex:none;width:32px;height:32px;border-radius:50%;object-fit:cover;background:var(--line);
display:inline-flex;align-items:center;justify-content:center;font-size:12px;font-weight:700}
.wf .wf-who{display:grid;min-width:0}
.wf .wf-who span+span{font-size:13px;color:var(--muted)}
.wf .wf-total{margin-top:10px}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

function person(env: WidgetEnv, node: Node, count: string): HTMLElement[] {
  const photo = node.photo
    ? h("img", {
        class: "wf-photo",
        alt: "",
        crossorigin: "anonymous",
        loading: "lazy",
        src: `${env.base}/api/widgets/people/avatars/${encodeURIComponent(node.id)}?key=${encodeURIComponent(env.key)}`,
      })
    : h("span", { class: "wf-photo", "aria-hidden": "true" }, initials(node.name));
  const details = [node.role, node.totalReports > 0 ? count.replace("{n}", String(node.totalReports)) : undefined]
    .filter(Boolean)
    .join(" · ");
  return [
    photo,
    h("span", { class: "wf-who" }, h("span", {}, node.name), ...(details ? [h("span", {}, details)] : [])),
  ];
}

const mount: WidgetMount = async (body, env) => {
  const t = MESSAGES[env.locale];
  render(body, t.title, status(t.loading, "loading"));
  let chart: OrgChartWidget;
  try {
    chart = await widgetClient(env).get("/api/widgets/people/org-chart", { query: { key: env.key } });
  } catch (error) {
    return render(body, t.title, status(errorMessage(env.locale, error), "error"));
  }
  if (chart.nodes.length === 0) return render(body, t.title, status(t.empty));
  const childrenOf = new Map<string | null, Node[]>();
  for (const node of chart.nodes) {
    const list = childrenOf.get(node.parentId) ?? [];
    list.push(node);
    childrenOf.set(node.parentId, list);
  }
  const shown = new Set(chart.nodes.map((node) => node.id));
  const item = (node: Node): HTMLElement => {
    const reports = childrenOf.get(node.id) ?? [];
    if (reports.length === 0) return h("li", {}, h("div", { class: "wf-person" }, ...person(env, node, t.reports)));
    const details = h(
      "details",
      node.depth === 0 ? { open: "" } : {},
      h("summary", { class: "wf-person" }, ...person(env, node, t.reports)),
      h("ul", {}, ...reports.map(item)),
    );
    return h("li", {}, details);
  };
  // the top: nodes whose supervisor is not among those shown
  const roots = chart.nodes.filter((node) => node.parentId === null || !shown.has(node.parentId));
  render(
    body,
    t.title,
    h("style", {}, CSS),
    h("ul", { class: "wf-org" }, ...roots.map(item)),
    h("p", { class: "wf-status wf-total" }, t.total.replace("{n}", String(chart.total))),
  );
};

export default mount;
