import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "wouter";
import { api } from "../../../../../web/src/api/client.js";
import { useSession } from "../../../../../web/src/auth/session.js";
import { ButtonLink } from "../../../../../web/src/components/Button/index.js";
import { Page } from "../../../../../web/src/components/Page/index.js";
import * as shared from "../../../../../web/src/components/styles.css.js";
import type { Avatar } from "../../../contract/images.js";
import { AvatarUpload } from "../components/AvatarUpload/index.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import { WorkerAvatar } from "../components/WorkerAvatar/index.js";
import {
  canListWorkers,
  peopleKeys,
  useCompanyId,
  useCompanyProfile,
  useCountry,
  useInvalidateWorkers,
  useOwnWorker,
} from "../data.js";
import type { Section } from "../lib/profile-draft.js";
import * as styles from "../workers.css.js";

const SECTIONS: readonly Section[] = ["personal", "address"];
/** What a new worker is asked for on top of the API's rules (the name is always required). */
export const COMPLETE_PROFILE_REQUIRED = ["lastName", "birthdate", "phone", "emergencyContact"] as const;

/**
 * /complete-profile (spec §2, every level): where a worker lands after the first access. They fill their personal
 * details and address (required except complement, spec §5), then go home.
 */
export default function CompleteProfilePage() {
  const intl = useIntl();
  const session = useSession();
  return (
    <Page
      title={intl.formatMessage({ id: "people.complete.title" })}
      actions={<ButtonLink href="/">{intl.formatMessage({ id: "people.complete.later" })}</ButtonLink>}
    >
      {canListWorkers(session.level) ? <CompleteOwnRecord /> : <PictureOnly />}
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
  const [, navigate] = useLocation();
  if (own.isPending || !company.data)
    return (
      <p role="status" className={shared.muted}>
        {intl.formatMessage({ id: "app.loading" })}
      </p>
    );
  if (!own.data) return <PictureOnly />;
  const worker = own.data;
  return (
    <section className={shared.card}>
      <p>{intl.formatMessage({ id: "people.complete.body" }, { name: session.view?.user.name ?? "" })}</p>
      <ProfileEditor
        worker={worker}
        sections={SECTIONS}
        layout="stacked"
        country={country}
        editorIsAdmin={session.level === "admin"}
        extraFields={company.data.workerExtraFields}
        required={COMPLETE_PROFILE_REQUIRED}
        submitLabel={intl.formatMessage({ id: "people.complete.submit" })}
        save={(patch) =>
          api.patch("/api/companies/{companyId}/workers/{workerId}", {
            params: { companyId, workerId: worker.id },
            body: patch,
          })
        }
        onSaved={(saved) => {
          client.setQueryData(peopleKeys.worker(companyId, saved.id), saved);
          void invalidate();
          navigate("/");
        }}
      />
    </section>
  );
}

/**
 * An employee: the API keeps worker records to admins and managers, so the details are the administrator's to fill;
 * the picture is theirs to choose (POST /workers/me/avatar).
 */
function PictureOnly() {
  const intl = useIntl();
  const session = useSession();
  const [avatar, setAvatar] = useState<Avatar>();
  return (
    <section className={shared.card}>
      <p>{intl.formatMessage({ id: "people.complete.bodyPicture" }, { name: session.view?.user.name ?? "" })}</p>
      <div className={styles.profileHeader}>
        <WorkerAvatar src={avatar?.src} name={session.view?.user.name} size="medium" />
        <p className={styles.profileIdentity}>{intl.formatMessage({ id: "people.profile.askAdmin" })}</p>
        <div className={styles.uploadBox}>
          <AvatarUpload self onUploaded={setAvatar} />
        </div>
      </div>
      <div className={styles.formFooter}>
        <ButtonLink href="/" variant="primary">
          {intl.formatMessage({ id: "people.complete.home" })}
        </ButtonLink>
      </div>
    </section>
  );
}
