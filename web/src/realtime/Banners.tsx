import { useAtomValue } from "jotai";
import { useIntl } from "react-intl";
import { Button } from "../components/Button/index.js";
import * as styles from "../components/styles.css.js";
import { BUNDLE_VERSION, connectionStateAtom, serverVersionAtom, versionNoteAtom } from "./connection.js";

/**
 * Spec §8: "Connection has been lost" stays until the connection is back ("try again" reloads), then
 * "Connected" shows for a moment; a newer server version, or a version note the founder publishes, offers "Update",
 * which reloads.
 */
export function Banners() {
  const intl = useIntl();
  const state = useAtomValue(connectionStateAtom);
  const serverVersion = useAtomValue(serverVersionAtom);
  // a version note the founder published while the tab was open (issue 18) shows the banner with its text
  const note = useAtomValue(versionNoteAtom);
  const newVersion =
    note !== null || (serverVersion !== null && BUNDLE_VERSION !== "dev" && serverVersion !== BUNDLE_VERSION);
  return (
    <>
      {state === "lost" && (
        <div role="alert" className={`${styles.bannerBar} ${styles.banner.danger}`}>
          <span>{intl.formatMessage({ id: "banner.connectionLost" })}</span>
          <Button variant="secondary" onPress={() => location.reload()}>
            {intl.formatMessage({ id: "banner.tryAgain" })}
          </Button>
        </div>
      )}
      {state === "recovered" && (
        <div role="status" className={`${styles.bannerBar} ${styles.banner.success}`}>
          {intl.formatMessage({ id: "banner.connected" })}
        </div>
      )}
      {newVersion && (
        <div role="status" className={`${styles.bannerBar} ${styles.banner.info}`}>
          {note ? (
            <span>
              {intl.formatMessage({ id: "banner.newVersionNote" }, { label: note.label })} <q>{note.notes}</q>
            </span>
          ) : (
            <span>{intl.formatMessage({ id: "banner.newVersion" })}</span>
          )}
          <Button variant="secondary" onPress={() => location.reload()}>
            {intl.formatMessage({ id: "banner.update" })}
          </Button>
        </div>
      )}
    </>
  );
}
