import { useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useLocation } from "wouter";
import { useSession, ButtonLink, Page, shared } from "@web/kit";
import { AvatarUpload } from "../components/AvatarUpload/index.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import { WorkerAvatar } from "../components/WorkerAvatar/index.js";
import {
  peopleKeys,
  useCompanyId,
  useCompanyProfile,
  useCountry,
  useInvalidateWorkers,
  useOwnWorker,
  useSaveOwnWorker,
  type Worker,
} from "../data.js";
import type { Section } from "../lib/profile-draft.js";
import * as styles from "../workers.css.js";
import { canReadField, canWriteField } from "../../../contract/field-access.js";

/** One's own record (field access `self`): pay and bank data are shown, not changed (issue 12). */
const OWN_ACCESS = { read: (f: string) => canReadField("self", f), write: (f: string) => canWriteField("self", f) };

const SECTIONS: readonly Section[] = ["personal", "address"];
/** What a new worker is asked for on top of the API's rules (the name is always required). */
export const COMPLETE_PROFILE_REQUIRED = ["lastName", "birthdate", "phone", "emergencyContact"] as const;

/**
 * /complete-profile (spec §2, every level): where a worker lands after the first access. They choose a picture and
 * fill their personal details and address (required except complement unless admin, spec §5), saved through
 * PATCH /workers/me, then go home.
 */
export default function CompleteProfilePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: "people.complete.title" })}
      actions={<ButtonLink href="/">{intl.formatMessage({ id: "people.complete.later" })}</ButtonLink>}
    >
      <CompleteOwnRecord />
    </Page>
  );
}

function CompleteOwnRecord() {
  const intl = useIntl();
  const session = useSession();
  const own = useOwnWorker();
  const company = useCompanyProfile();
  const country = useCountry();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const invalidate = useInvalidateWorkers();
  const save = useSaveOwnWorker();
  const [, navigate] = useLocation();
  if (own.isPending || (own.data && !company.data))
    return (
      <p role="status" className={shared.muted}>
        {intl.formatMessage({ id: "app.loading" })}
      </p>
    );
  if (!own.data || !company.data) return <NoRecord />;
  const worker = own.data;
  const keep = (next: Worker) => {
    client.setQueryData(peopleKeys.ownWorker(companyId, session.view?.user.id ?? ""), next);
    client.setQueryData(peopleKeys.worker(companyId, next.id), next);
  };
  return (
    <section className={shared.card}>
      <p>{intl.formatMessage({ id: "people.complete.body" }, { name: session.view?.user.name ?? "" })}</p>
      <div className={styles.profileHeader}>
        <WorkerAvatar src={worker.avatar?.src} name={worker.name} lastName={worker.lastName} size="medium" />
        <div className={styles.uploadBox}>
          <AvatarUpload self onUploaded={(avatar) => keep({ ...worker, avatar })} />
        </div>
      </div>
      <ProfileEditor
        worker={worker}
        sections={SECTIONS}
        layout="stacked"
        country={country}
        editorIsAdmin={session.level === "admin"}
        extraFields={company.data.workerExtraFields}
        access={OWN_ACCESS}
        required={COMPLETE_PROFILE_REQUIRED}
        submitLabel={intl.formatMessage({ id: "people.complete.submit" })}
        save={save}
        onSaved={(saved) => {
          keep(saved);
          void invalidate();
          navigate("/");
        }}
      />
    </section>
  );
}

/** The company has not given this person a worker record yet: nothing to complete, the administrator adds it. */
function NoRecord() {
  const intl = useIntl();
  return (
    <section className={shared.card}>
      <p className={styles.notice.info}>{intl.formatMessage({ id: "people.profile.noRecord" })}</p>
      <div className={styles.formFooter}>
        <ButtonLink href="/" variant="primary">
          {intl.formatMessage({ id: "people.complete.home" })}
        </ButtonLink>
      </div>
    </section>
  );
}
