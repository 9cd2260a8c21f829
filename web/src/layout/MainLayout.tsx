import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import { api } from "../api/client.js";
import { useChangeLevel, useSession, useSessionRefresh, type Level } from "../auth/session.js";
import { Button } from "../components/Button/index.js";
import { notify } from "../components/Toasts/toasts.js";
import { messageOf } from "../api/client.js";
import { appRoutes } from "../app/routes.js";
import { NotificationBell } from "../notifications/Bell/index.js";
import { SlotHost } from "../app/SlotHost.js";
import { headerTools } from "../kit/slots.js";
import { LocaleSwitcher, ThemeSwitcher } from "./Preferences.js";
import { NavBadge } from "./NavBadge.js";
import { NavIcon } from "./NavIcon.js";
import { navFor } from "./nav.js";
import { ContractPrompt } from "../contract/ContractPrompt.js";
import { CompanyLogo } from "./CompanyLogo.js";
import * as styles from "./layout.css.js";

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
  const routes = useMemo(() => appRoutes(), []);
  const signOut = async () => {
    try {
      await api.post("/api/auth/logout");
    } finally {
      await refresh(null);
      navigate("/login");
    }
  };
  const groups = navFor(routes, session, modules);
  // the entry whose path is the longest whole-segment prefix of the location (/company is not current on
  // /company-edit, /workers not on /workers/import when that has its own entry)
  const currentItem = groups
    .flatMap((g) => g.items)
    .filter((item) =>
      item.href === "/" ? location === "/" : location === item.href || location.startsWith(`${item.href}/`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0];
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
        <CompanyLogo companyId={session.company?.id} />
        <span className={styles.company}>{session.company?.name}</span>
        <span className={styles.spacer} />
        <SlotHost slot={headerTools} className={styles.headerTools} />
        <span className={styles.headerWide}>
          <LevelSwitcher />
          <LocaleSwitcher />
          <ThemeSwitcher />
        </span>
        <NotificationBell />
        <span className={styles.headerWide}>
          <Button variant="secondary" onPress={() => void signOut()}>
            {intl.formatMessage({ id: "header.signOut" })}
          </Button>
        </span>
      </header>
      <div className={styles.body}>
        <nav
          id="main-nav"
          aria-label={intl.formatMessage({ id: "nav.main" })}
          className={`${styles.sidebar} ${menuOpen ? "" : styles.sidebarHidden}`}
        >
          {groups.map(({ group, items }) => (
            <div key={group} role="group" aria-labelledby={`nav-group-${group}`} className={styles.navGroup}>
              <span id={`nav-group-${group}`} className={styles.navGroupTitle}>
                {intl.formatMessage({ id: `nav.group.${group}` })}
              </span>
              <ul className={styles.navList}>
                {items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className={styles.navLink}
                      aria-current={item === currentItem ? "page" : undefined}
                      onClick={() => setMenuOpen(false)}
                    >
                      {item.icon && <NavIcon name={item.icon} className={styles.navIcon} />}
                      {intl.formatMessage({ id: item.label })}
                      {item.badge && <NavBadge load={item.badge} />}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {/* on phones the header has room for the menu, the name and the bell only: signing out is the menu's last entry */}
          <div className={styles.navPhoneOnly}>
            <Button variant="secondary" onPress={() => void signOut()}>
              {intl.formatMessage({ id: "header.signOut" })}
            </Button>
          </div>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <ContractPrompt />
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
