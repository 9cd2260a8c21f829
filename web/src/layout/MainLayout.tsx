import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import { webModules } from "../../../modules/web.js";
import type { WebNavItem } from "../../modules.js";
import { api } from "../api/client.js";
import { useChangeLevel, useSession, useSessionRefresh, type Level, type Session } from "../auth/session.js";
import { Button } from "../components/Button/index.js";
import { notify } from "../components/Toasts/toasts.js";
import { messageOf } from "../api/client.js";
import { LocaleSwitcher, ThemeSwitcher } from "./Preferences.js";
import * as styles from "./layout.css.js";

const SHELL_NAV: WebNavItem[] = [{ path: "/", label: "nav.home", order: 0 }];
const SHELL_NAV_END: WebNavItem[] = [{ path: "/settings", label: "nav.settings", order: 1000 }];

/** The navigation a person sees: filtered by their level, the company's modules and plan. */
export function navFor(session: Session, modules: ReadonlySet<string> | undefined): WebNavItem[] {
  const fromModules = webModules.filter((m) => modules?.has(m.id)).flatMap((m) => m.nav ?? []);
  return [...SHELL_NAV, ...fromModules, ...SHELL_NAV_END]
    .filter((item) => !item.levels || (session.level !== null && item.levels.includes(session.level)))
    .filter((item) => !item.plans || (session.company !== null && item.plans.includes(session.company.plan)))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}

function LevelSwitcher() {
  const intl = useIntl();
  const session = useSession();
  const changeLevel = useChangeLevel();
  const levels = (session.company?.levels ?? []) as Level[];
  if (levels.length < 2 || !session.level) return null;
  const change = async (level: Level) => {
    try {
      await changeLevel(level);
    } catch (error) {
      notify("negative", messageOf(error));
    }
  };
  return (
    <select
      aria-label={intl.formatMessage({ id: "header.level" })}
      className={styles.compactSelect}
      value={session.level}
      onChange={(e) => void change(e.target.value as Level)}
    >
      {levels.map((l) => (
        <option key={l} value={l}>
          {intl.formatMessage({ id: `level.${l}` })}
        </option>
      ))}
    </select>
  );
}

/** The signed-in layout: header (company, level, language, theme, sign out), navigation, content. */
export function MainLayout({
  modules,
  children,
}: {
  modules: ReadonlySet<string> | undefined;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const session = useSession();
  const refresh = useSessionRefresh();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = async () => {
    try {
      await api.post("/api/auth/logout");
    } finally {
      await refresh(null);
      navigate("/login");
    }
  };
  const items = navFor(session, modules);
  // the entry whose path is the longest whole-segment prefix of the location (/company is not current on
  // /company-edit, /workers not on /workers/import when that has its own entry)
  const currentItem = items
    .filter((item) =>
      item.path === "/" ? location === "/" : location === item.path || location.startsWith(`${item.path}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage({ id: "app.skipToContent" })}
      </a>
      <header className={styles.header}>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onPress={() => setMenuOpen((open) => !open)}
        >
          ☰{" "}
          <span className="visually-hidden">
            {intl.formatMessage({ id: menuOpen ? "nav.closeMenu" : "nav.openMenu" })}
          </span>
        </Button>
        <Link href="/" className={styles.brand}>
          {intl.formatMessage({ id: "app.name" })}
        </Link>
        <span className={styles.company}>{session.company?.name}</span>
        <span className={styles.spacer} />
        <span className={styles.headerWide}>
          <LevelSwitcher />
          <LocaleSwitcher />
          <ThemeSwitcher />
        </span>
        <Button variant="secondary" onPress={() => void signOut()}>
          {intl.formatMessage({ id: "header.signOut" })}
        </Button>
      </header>
      <div className={styles.body}>
        <nav
          id="main-nav"
          aria-label={intl.formatMessage({ id: "nav.main" })}
          className={`${styles.sidebar} ${menuOpen ? "" : styles.sidebarHidden}`}
        >
          <ul className={styles.navList}>
            {items.map((item) => {
              const current = item === currentItem;
              return (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    className={styles.navLink}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {intl.formatMessage({ id: item.label })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The layout of the sign-in pages and other public pages: a centred card with language and theme. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.authPage}>
      <header className={styles.authTools}>
        <strong>{intl.formatMessage({ id: "app.name" })}</strong>
        <LocaleSwitcher />
        <ThemeSwitcher />
      </header>
      <main id="main" className={styles.authCard}>
        {children}
      </main>
    </div>
  );
}
