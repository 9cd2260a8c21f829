/**
 * The org chart's tree logic, apart from React: which people are shown given the open teams, moving between them
 * with the keyboard (WAI-ARIA tree pattern), and finding people by name.
 */
export interface TreeNode {
  id: string;
  name: string;
  lastName?: string;
  nickname?: string;
  parentId: string | null;
  children: string[];
}

export interface Tree<N extends TreeNode> {
  byId: Map<string, N>;
  roots: string[];
}

export function treeOf<N extends TreeNode>(nodes: readonly N[], roots: readonly string[]): Tree<N> {
  return { byId: new Map(nodes.map((n) => [n.id, n])), roots: [...roots] };
}

/** The people shown, top to bottom (depth-first): a team shows when its leader's team is open. */
export function visibleIds<N extends TreeNode>(tree: Tree<N>, expanded: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (id: string) => {
    const node = tree.byId.get(id);
    if (!node) return;
    out.push(id);
    if (expanded.has(id)) for (const child of node.children) walk(child);
  };
  for (const root of tree.roots) walk(root);
  return out;
}

/** The leaders above a person, nearest first. */
export function ancestorsOf<N extends TreeNode>(tree: Tree<N>, id: string): string[] {
  const out: string[] = [];
  let parent = tree.byId.get(id)?.parentId ?? null;
  while (parent && !out.includes(parent)) {
    out.push(parent);
    parent = tree.byId.get(parent)?.parentId ?? null;
  }
  return out;
}

/** Open teams at first: the top people's (so the chart starts with two levels). */
export function initialExpanded<N extends TreeNode>(tree: Tree<N>): Set<string> {
  return new Set(tree.roots.filter((id) => (tree.byId.get(id)?.children.length ?? 0) > 0));
}

export type TreeKey = "ArrowDown" | "ArrowUp" | "ArrowRight" | "ArrowLeft" | "Home" | "End";

/**
 * What a key does on the focused person (WAI-ARIA tree view): Down/Up the next/previous shown person, Right opens a
 * closed team or goes to the first member, Left closes an open team or goes to the leader, Home/End first/last.
 */
export function keyAction<N extends TreeNode>(
  tree: Tree<N>,
  expanded: ReadonlySet<string>,
  focused: string,
  key: TreeKey,
): { focus?: string; expand?: string; collapse?: string } {
  const visible = visibleIds(tree, expanded);
  const at = visible.indexOf(focused);
  const node = tree.byId.get(focused);
  switch (key) {
    case "ArrowDown":
      return at >= 0 && at < visible.length - 1 ? { focus: visible[at + 1] } : {};
    case "ArrowUp":
      return at > 0 ? { focus: visible[at - 1] } : {};
    case "Home":
      return visible.length ? { focus: visible[0] } : {};
    case "End":
      return visible.length ? { focus: visible[visible.length - 1] } : {};
    case "ArrowRight":
      if (!node || node.children.length === 0) return {};
      return expanded.has(focused) ? { focus: node.children[0] } : { expand: focused };
    case "ArrowLeft":
      if (node && node.children.length > 0 && expanded.has(focused)) return { collapse: focused };
      return node?.parentId && tree.byId.has(node.parentId) ? { focus: node.parentId } : {};
  }
}

/** Lower case without accents, so "jose" finds "José". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/** People whose name, last name or nickname contains the text, in chart order. */
export function searchTree<N extends TreeNode>(nodes: readonly N[], text: string): string[] {
  const wanted = fold(text.trim());
  if (!wanted) return [];
  return nodes
    .filter((n) => fold([n.name, n.lastName, n.nickname].filter(Boolean).join(" ")).includes(wanted))
    .map((n) => n.id);
}
