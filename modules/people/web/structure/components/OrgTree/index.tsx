import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import type { ApiResponse } from "../../../../../../sdk/src/index.js";
import { Button, SearchField } from "@web/kit";
import { fullName } from "../../../workers/data.js";
import { WorkerAvatar } from "../../../workers/components/WorkerAvatar/index.js";
import {
  ancestorsOf,
  initialExpanded,
  keyAction,
  searchTree,
  treeOf,
  visibleIds,
  type Tree,
  type TreeKey,
} from "../../lib/org-tree.js";
import * as css from "../../structure.css.js";
import * as styles from "./org-tree.css.js";

export type OrgChartData = ApiResponse<"get", "/api/companies/{companyId}/org-chart">;
type OrgNode = OrgChartData["nodes"][number];

/** Zoom steps of the chart (1 is the natural size). */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5] as const;
const NATURAL = ZOOM_STEPS.indexOf(1);
/** A team of more people than this, none of them leading a team, is shown in columns instead of a row. */
const ROW_MAX = 4;
const COLUMN_LENGTH = 7;
const TREE_KEYS = new Set(["ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft", "Home", "End"]);

/**
 * Brings a person's card into the chart's own scrolling area (centred sideways, shown vertically) without moving the
 * page, as `scrollIntoView` would.
 */
function scrollWithin(viewport: HTMLElement, card: HTMLElement) {
  const v = viewport.getBoundingClientRect();
  const r = card.getBoundingClientRect();
  viewport.scrollLeft += r.left + r.width / 2 - (v.left + v.width / 2);
  if (r.top < v.top || r.bottom > v.bottom) viewport.scrollTop += r.top - v.top - v.height / 3;
}

interface NodeProps {
  id: string;
  tree: Tree<OrgNode>;
  expanded: ReadonlySet<string>;
  focused: string | undefined;
  matches: ReadonlySet<string>;
  currentMatch: string | undefined;
  register: (id: string, el: HTMLDivElement | null) => void;
  onToggle: (id: string) => void;
  onFocusNode: (id: string) => void;
  position: { setSize: number; posInSet: number };
}

function OrgTreeNode(props: NodeProps) {
  const intl = useIntl();
  const { id, tree, expanded } = props;
  const node = tree.byId.get(id)!;
  const name = fullName(node);
  const hasTeam = node.children.length > 0;
  const isOpen = hasTeam && expanded.has(id);
  const stacked =
    node.children.length > ROW_MAX && node.children.every((c) => (tree.byId.get(c)?.children.length ?? 0) === 0);
  const rows = Math.ceil(node.children.length / Math.ceil(node.children.length / COLUMN_LENGTH));
  const cardClass = [
    styles.card,
    props.matches.has(id) && styles.match,
    props.currentMatch === id && styles.currentMatch,
  ]
    .filter(Boolean)
    .join(" ");
  const groupId = `org-${id}-team`;
  return (
    // the layout node (a person and, below, their team). The tree item holds only the card's texts, so its
    // accessible name is all its visible text (no initials of the picture, no "+3" of the button); the team is not
    // inside the item but owned by it (WAI-ARIA tree pattern: a treeitem owns its group, here through aria-owns)
    <li role="none" className={styles.node}>
      {/* the card: the picture (decoration), the tree item (the texts), the open / close button */}
      <div className={cardClass}>
        <span aria-hidden="true">
          <WorkerAvatar src={node.avatar?.src} name={node.name} lastName={node.lastName} />
        </span>
        <div
          ref={(el) => props.register(id, el)}
          role="treeitem"
          // the name is everything the item shows (WCAG 2.5.3): name, role · department, the number of reports
          aria-labelledby={`org-${id}-name org-${id}-meta${hasTeam ? ` org-${id}-reports` : ""}`}
          aria-expanded={hasTeam ? isOpen : undefined}
          aria-owns={isOpen ? groupId : undefined}
          aria-level={node.depth + 1}
          aria-setsize={props.position.setSize}
          aria-posinset={props.position.posInSet}
          aria-current={props.currentMatch === id ? "true" : undefined}
          tabIndex={props.focused === id ? 0 : -1}
          className={styles.item}
          data-node-id={id}
          onFocus={(e) => {
            if (e.target === e.currentTarget) props.onFocusNode(id);
          }}
        >
          {/* the texts are one link to the profile: a pointer target of at least 44 px */}
          <Link href={`/workers/${id}`} tabIndex={-1} className={styles.text}>
            <span className={styles.name} id={`org-${id}-name`}>
              {name}
            </span>
            {/* the spaces keep the words apart in the item's text (its lines are flex items: nothing shows) */}{" "}
            <span id={`org-${id}-meta`} className={styles.meta}>
              {[node.role ?? intl.formatMessage({ id: "people.orgChart.unassigned" }), node.department]
                .filter(Boolean)
                .join(" · ")}
            </span>
            {hasTeam && " "}
            {hasTeam && (
              <span id={`org-${id}-reports`} className={styles.meta}>
                {intl.formatMessage({ id: "people.orgChart.reports" }, { n: node.directReports })}
              </span>
            )}
          </Link>
        </div>
        {hasTeam && (
          // on the card's lower edge, for the pointer only: the keyboard opens and closes teams with the arrow keys and
          // a screen reader hears aria-expanded on the item. Outside the item (the "+3" pictures the reports its name
          // already says) and hidden from the accessibility tree, where a button may not sit between a tree and its
          // items. The pointer's hint is its title
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={intl.formatMessage({ id: isOpen ? "people.orgChart.collapse" : "people.orgChart.expand" }, { name })}
            className={styles.toggle}
            onClick={() => props.onToggle(id)}
          >
            <span className={styles.toggleBadge}>{isOpen ? "−" : `+${node.directReports}`}</span>
          </button>
        )}
      </div>
      {isOpen && (
        <ul
          role="group"
          id={groupId}
          className={stacked ? styles.stack : styles.row}
          style={stacked ? { gridTemplateRows: `repeat(${rows}, auto)` } : undefined}
        >
          {node.children.map((child, i) => (
            <OrgTreeNode
              key={child}
              {...props}
              id={child}
              position={{ setSize: node.children.length, posInSet: i + 1 }}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The org chart (spec §2 org chart route): people under their supervisors (`referenceWorkerId`), from the top. A
 * WAI-ARIA tree: one tab stop, arrow keys move and open or close teams, Enter opens the person's profile. The search
 * highlights the people found and scrolls to them (Next match cycles); zoom and open/close all help with large teams.
 */
export function OrgTree({ chart, label }: { chart: OrgChartData; label: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const tree = useMemo(() => treeOf(chart.nodes, chart.roots), [chart]);
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(tree));
  const [focused, setFocused] = useState<string | undefined>(chart.roots[0]);
  const [query, setQuery] = useState("");
  const [matchIndex, setMatchIndex] = useState(0);
  const [zoom, setZoom] = useState(NATURAL);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const viewport = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  // the chart opens on the largest team (a wide chart scrolls sideways)
  const scrollNext = useRef<string | null>(
    [...chart.roots].sort((a, b) => (tree.byId.get(b)?.totalReports ?? 0) - (tree.byId.get(a)?.totalReports ?? 0))[0] ??
      null,
  );

  const matches = useMemo(() => searchTree(chart.nodes, query), [chart.nodes, query]);
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const currentMatch = matches.length ? matches[matchIndex % matches.length] : undefined;

  const reveal = (ids: readonly string[]) =>
    setExpanded((open) => {
      const next = new Set(open);
      for (const id of ids) for (const a of ancestorsOf(tree, id)) next.add(a);
      return next;
    });

  // a new search opens the teams of everyone found and brings the first one into view (focus stays in the search
  // box)
  useEffect(() => {
    setMatchIndex(0);
    if (matches.length === 0) return;
    reveal(matches);
    setFocused(matches[0]);
    scrollNext.current = matches[0]!;
  }, [matches]);

  // the focused person stays shown: closing a team moves focus to its leader
  const visible = useMemo(() => visibleIds(tree, expanded), [tree, expanded]);
  useEffect(() => {
    if (!focused || visible.includes(focused)) return;
    const shownAncestor = ancestorsOf(tree, focused).find((a) => visible.includes(a));
    setFocused(shownAncestor ?? visible[0]);
  }, [visible, focused, tree]);

  useEffect(() => {
    const focusId = focusNext.current;
    focusNext.current = null;
    if (focusId) elements.current.get(focusId)?.focus({ preventScroll: true });
    const scrollId = scrollNext.current ?? focusId;
    scrollNext.current = null;
    const el = scrollId ? elements.current.get(scrollId) : undefined;
    if (el && viewport.current) scrollWithin(viewport.current, el);
  });

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: React.KeyboardEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>("[role=treeitem]");
    const id = item?.dataset.nodeId;
    if (!id || item !== event.target) return;
    if (event.key === "Enter") {
      event.preventDefault();
      navigate(`/workers/${id}`);
      return;
    }
    if (event.key === " ") {
      event.preventDefault();
      if (tree.byId.get(id)?.children.length) toggle(id);
      return;
    }
    if (!TREE_KEYS.has(event.key)) return;
    event.preventDefault();
    const action = keyAction(tree, expanded, id, event.key as TreeKey);
    if (action.expand || action.collapse) toggle((action.expand ?? action.collapse)!);
    if (action.focus) {
      focusNext.current = action.focus;
      setFocused(action.focus);
    }
  };

  const withTeams = chart.nodes.filter((n) => n.children.length > 0).map((n) => n.id);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `people.orgChart.${id}` }, values);

  if (chart.nodes.length === 0) return <p className={css.hint}>{t("empty")}</p>;
  return (
    <div>
      <div className={styles.controls} style={{ alignItems: "flex-end" }}>
        <div className={css.grow} style={{ maxWidth: "24rem" }}>
          <SearchField label={t("search")} onSearch={setQuery} />
        </div>
        <Button
          variant="secondary"
          isDisabled={matches.length < 2}
          onPress={() => {
            const next = (matchIndex + 1) % matches.length;
            setMatchIndex(next);
            setFocused(matches[next]);
            scrollNext.current = matches[next]!;
          }}
        >
          {t("next")}
        </Button>
        <span role="status" className={css.hint} style={{ margin: 0, paddingBottom: "0.55rem" }}>
          {query ? t("found", { n: matches.length }) : ""}
        </span>
      </div>
      <div className={styles.controls} role="group" aria-label={t("view")}>
        <Button
          variant="secondary"
          className={css.smallButton}
          aria-label={t("zoomOut")}
          isDisabled={zoom === 0}
          onPress={() => setZoom(zoom - 1)}
        >
          −
        </Button>
        <span className={styles.zoomValue} aria-live="polite">
          {intl.formatNumber(ZOOM_STEPS[zoom]!, { style: "percent" })}
        </span>
        <Button
          variant="secondary"
          className={css.smallButton}
          aria-label={t("zoomIn")}
          isDisabled={zoom === ZOOM_STEPS.length - 1}
          onPress={() => setZoom(zoom + 1)}
        >
          +
        </Button>
        <Button
          variant="ghost"
          className={css.smallButton}
          isDisabled={zoom === NATURAL}
          onPress={() => setZoom(NATURAL)}
        >
          {t("zoomReset")}
        </Button>
        <span className={styles.divider} aria-hidden="true" />
        <Button variant="secondary" className={css.smallButton} onPress={() => setExpanded(new Set(withTeams))}>
          {t("expandAll")}
        </Button>
        <Button variant="secondary" className={css.smallButton} onPress={() => setExpanded(new Set())}>
          {t("collapseAll")}
        </Button>
        <span className={css.hint} style={{ margin: 0 }}>
          {t("keyboardHint")}
        </span>
      </div>
      <div className={styles.viewport} ref={viewport}>
        <ul
          role="tree"
          aria-label={label}
          className={styles.tree}
          style={{ zoom: ZOOM_STEPS[zoom] }}
          onKeyDown={onKeyDown}
        >
          {chart.roots.map((id, i) => (
            <OrgTreeNode
              key={id}
              id={id}
              tree={tree}
              expanded={expanded}
              focused={focused}
              matches={matchSet}
              currentMatch={currentMatch}
              register={(nodeId, el) => {
                if (el) elements.current.set(nodeId, el);
                else elements.current.delete(nodeId);
              }}
              onToggle={toggle}
              onFocusNode={setFocused}
              position={{ setSize: chart.roots.length, posInSet: i + 1 }}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
