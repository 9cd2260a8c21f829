import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from "react-aria-components";
import { Link, useLocation } from "wouter";
import * as styles from "./tabs.css.js";

export interface TabItem {
  id: string;
  label: string;
  content: React.ReactNode;
}

/** In-page tabs (WAI-ARIA tabs: arrow keys move between tabs, the panel follows). */
export function Tabs({
  label,
  items,
  selectedKey,
  onSelectionChange,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
}) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
    >
      <TabList aria-label={label} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}

/**
 * Sub-pages shown as tabs: each entry is a link (a real navigation, so each has its own address); the current one
 * carries `aria-current="page"`. An entry is current on its own path and on the paths below it.
 */
export function LinkTabs({ label, items }: { label: string; items: ReadonlyArray<{ href: string; label: string }> }) {
  const [location] = useLocation();
  const current = items
    .filter((item) => location === item.href || location.startsWith(item.href + "/"))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <nav aria-label={label} className={styles.tabList}>
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          className={styles.tab}
          aria-current={item === current ? "page" : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
