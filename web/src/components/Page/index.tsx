import { useEffect } from "react";
import { useIntl } from "react-intl";
import * as styles from "../styles.css.js";

/** A page's heading and actions; sets the document title. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: "app.name" })}`;
  }, [title, intl]);
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {actions && <div className={styles.row}>{actions}</div>}
      </header>
      {children}
    </>
  );
}
