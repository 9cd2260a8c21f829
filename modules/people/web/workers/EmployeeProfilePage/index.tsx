import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "wouter";
import { statusOf, useSession, Button, Page, shared, NotFound } from "@web/kit";
import { dictionaryLabel, type DictionaryId } from "../../../contract/dictionaries.js";
import { AvatarUpload } from "../components/AvatarUpload/index.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import { ProfileTabs } from "../components/ProfileTabs/index.js";
import { WorkerAvatar } from "../components/WorkerAvatar/index.js";
import {
  fullName,
  peopleKeys,
  useCompanyId,
  useCompanyProfile,
  useCountry,
  useInvalidateWorkers,
  useOwnWorker,
  usePeopleLocale,
  useSaveOwnWorker,
  useStructure,
  useWorkerCard,
  type Worker,
  type WorkerCard,
} from "../data.js";
import { isoToCountry } from "../lib/dates.js";
import { localPhone, type Section } from "../lib/profile-draft.js";
import * as styles from "../workers.css.js";
import { canReadField, canWriteField } from "../../../contract/field-access.js";

/** One's own record (field access `self`): pay and bank data are shown, not changed (issue 12). */
const OWN_ACCESS = { read: (f: string) => canReadField("self", f), write: (f: string) => canWriteField("self", f) };

/** The fields a person edits on their own profile (job, pay and schedule are the company's to set). */
export const OWN_SECTIONS: readonly Section[] = ["personal", "address", "bankEducation"];

/**
 * /employee-profile/:id? (spec §2, every level): without an id, the signed-in person's own profile, with "Edit
 * profile" for what they keep up to date themselves; with a colleague's id, the public view (picture, names, role,
 * department, office, email, supervisor).
 *
 * Every level reads and edits their own record (GET/PATCH /workers/me) and colleagues' public cards
 * (GET /workers/:id/public). Someone the company has not given a worker record yet sees their session (name, email,
 * company, level) and may choose a picture once the record exists.
 */
export default function EmployeeProfilePage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ColleagueProfile workerId={id} /> : <OwnProfile />;
}

function Loading() {
  const intl = useIntl();
  return (
    <p role="status" className={shared.muted}>
      {intl.formatMessage({ id: "app.loading" })}
    </p>
  );
}

function OwnProfile() {
  const own = useOwnWorker();
  if (own.isPending) return <Loading />;
  if (!own.data) return <SessionProfile />;
  return <EditableProfile worker={own.data} />;
}

function ColleagueProfile({ workerId }: { workerId: string }) {
  const own = useOwnWorker();
  const card = useWorkerCard(workerId);
  // one's own id in the address: the editable profile
  if (own.data?.id === workerId) return <EditableProfile worker={own.data} />;
  if (card.isError && [400, 403, 404].includes(statusOf(card.error) ?? 0)) return <NotFound />;
  if (own.isPending || !card.data) return <Loading />;
  return <PublicProfile worker={card.data} />;
}

/** A list of label/value pairs; empty values are left out. */
function Details({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== "");
  return (
    <dl className={styles.details}>
      {shown.map(([term, value]) => (
        <div key={term} style={{ display: "contents" }}>
          <dt className={styles.detailTerm}>{term}</dt>
          <dd className={styles.detailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useStructureNames() {
  const roles = useStructure("roles").data ?? [];
  const departments = useStructure("departments").data ?? [];
  const offices = useStructure("offices").data ?? [];
  const name = (items: Array<{ id: string; name: string }>, id?: string) => items.find((i) => i.id === id)?.name;
  return (w: Pick<Worker, "roleId" | "departmentId" | "officeId">) => ({
    role: name(roles, w.roleId),
    department: name(departments, w.departmentId),
    office: name(offices, w.officeId),
  });
}

function Supervisor({ id }: { id: string | null }) {
  const supervisor = useWorkerCard(id);
  if (!id || !supervisor.data) return null;
  return (
    <Link href={`/employee-profile/${id}`} className={shared.standaloneLink}>
      {fullName(supervisor.data)}
    </Link>
  );
}

/** What colleagues see of each other: the public card, nothing private. */
function PublicProfile({ worker: w }: { worker: WorkerCard }) {
  const intl = useIntl();
  const country = useCountry();
  const names = useStructureNames()(w);
  const label = (field: string) => intl.formatMessage({ id: `people.profile.field.${field}` });
  return (
    <Page title={fullName(w)}>
      <section className={shared.card}>
        <div className={styles.profileHeader}>
          <WorkerAvatar src={w.avatar?.src} name={w.name} lastName={w.lastName} size="medium" />
          <div className={styles.profileIdentity}>
            {w.nickname && <span className={styles.subtle}>{w.nickname}</span>}
            <span>{[names.role, names.department].filter(Boolean).join(" · ")}</span>
          </div>
        </div>
        <Details
          rows={[
            [
              label("email"),
              <a href={`mailto:${w.email}`} className={shared.standaloneLink}>
                {w.email}
              </a>,
            ],
            [label("roleId"), names.role],
            [label("departmentId"), names.department],
            [label("officeId"), names.office],
            [label("referenceWorkerId"), w.referenceWorkerId ? <Supervisor id={w.referenceWorkerId} /> : undefined],
            [label("startDateAtCompany"), isoToCountry(w.startDateAtCompany, country.dateFormat)],
          ]}
        />
      </section>
    </Page>
  );
}

/** The signed-in person's own record: read, then "Edit profile" for the fields they keep. */
function EditableProfile({ worker: w }: { worker: Worker }) {
  const intl = useIntl();
  const session = useSession();
  const locale = usePeopleLocale();
  const country = useCountry();
  const company = useCompanyProfile();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const invalidate = useInvalidateWorkers();
  const names = useStructureNames()(w);
  const saveOwn = useSaveOwnWorker();
  const [editing, setEditing] = useState(false);
  const message = company.data?.settings?.messageWorkerProfile;
  const companyMessage = typeof message === "string" ? message.trim() : "";
  const label = (field: string) => intl.formatMessage({ id: `people.profile.field.${field}` });
  const dict = (id: DictionaryId, value?: string) => (value ? dictionaryLabel(id, value, locale) : undefined);
  const refresh = (next: Worker) => {
    client.setQueryData(peopleKeys.ownWorker(companyId, session.view?.user.id ?? ""), next);
    client.setQueryData(peopleKeys.worker(companyId, w.id), next);
    void invalidate();
  };
  const address = w.address
    ? [
        [w.address.street, w.address.number].filter(Boolean).join(", "),
        w.address.complement,
        w.address.district,
        [w.address.city, w.address.state].filter(Boolean).join(" - "),
        w.address.zipcode,
      ]
        .filter(Boolean)
        .join(" · ")
    : undefined;

  return (
    <Page
      title={intl.formatMessage({ id: "people.profile.ownTitle" })}
      actions={
        !editing && (
          <Button onPress={() => setEditing(true)}>{intl.formatMessage({ id: "people.profile.edit" })}</Button>
        )
      }
    >
      {companyMessage && (
        // spec §3 Company "messageWorkerProfile": what the company tells everyone on their profile
        <p role="note" className={styles.notice.info}>
          {companyMessage}
        </p>
      )}
      <ProfileTabs worker={w}>
        <section className={shared.card}>
          <div className={styles.profileHeader}>
            <WorkerAvatar src={w.avatar?.src} name={w.name} lastName={w.lastName} size="medium" />
            <div className={styles.profileIdentity}>
              <h2 className={styles.profileName}>{fullName(w)}</h2>
              <span>{[names.role, names.department, names.office].filter(Boolean).join(" · ")}</span>
              <span className={styles.subtle}>{w.email}</span>
            </div>
            <div className={styles.uploadBox}>
              <AvatarUpload self onUploaded={(avatar) => refresh({ ...w, avatar })} />
            </div>
          </div>
          {editing && company.data ? (
            <>
              <p className={styles.notice.info}>{intl.formatMessage({ id: "people.profile.askAdmin" })}</p>
              <ProfileEditor
                worker={w}
                sections={OWN_SECTIONS}
                layout="stacked"
                country={country}
                editorIsAdmin={session.level === "admin"}
                extraFields={company.data.workerExtraFields}
                access={OWN_ACCESS}
                save={saveOwn}
                onSaved={(saved) => {
                  refresh(saved);
                  setEditing(false);
                }}
                actions={
                  <Button variant="secondary" onPress={() => setEditing(false)}>
                    {intl.formatMessage({ id: "common.cancel" })}
                  </Button>
                }
              />
            </>
          ) : (
            <Details
              rows={[
                [label("nickname"), w.nickname],
                [label("birthdate"), isoToCountry(w.birthdate, country.dateFormat)],
                [label("gender"), dict("gender", w.gender)],
                [label("nationality"), w.nationality],
                [label("maritalStatus"), dict("maritalStatus", w.maritalStatus)],
                [label("phone"), w.phone ? `+${country.prefixPhone} ${localPhone(w.phone, country)}` : undefined],
                [label("emergencyContact"), w.emergencyContact],
                [intl.formatMessage({ id: "people.profile.section.address" }), address],
                [label("startDateAtCompany"), isoToCountry(w.startDateAtCompany, country.dateFormat)],
                [label("referenceWorkerId"), w.referenceWorkerId ? <Supervisor id={w.referenceWorkerId} /> : undefined],
                [label("educationLevel"), dict("educationLevel", w.educationLevel)],
                [label("course"), w.course === "another" ? w.courseOther : dict("course", w.course)],
              ]}
            />
          )}
        </section>
      </ProfileTabs>
    </Page>
  );
}

/** Someone without a worker record in this company yet: their session, and a word on who sets the record up. */
function SessionProfile() {
  const intl = useIntl();
  const session = useSession();
  const user = session.view?.user;
  return (
    <Page title={intl.formatMessage({ id: "people.profile.ownTitle" })}>
      <section className={shared.card}>
        <div className={styles.profileHeader}>
          <WorkerAvatar name={user?.name} size="medium" />
          <div className={styles.profileIdentity}>
            <h2 className={styles.profileName}>{user?.name}</h2>
            <span className={styles.subtle}>{user?.email}</span>
            <span>
              {intl.formatMessage(
                { id: "people.profile.companyLevel" },
                {
                  company: session.company?.name ?? "",
                  level: session.level ? intl.formatMessage({ id: `level.${session.level}` }) : "",
                },
              )}
            </span>
          </div>
        </div>
        <p className={styles.notice.info}>{intl.formatMessage({ id: "people.profile.noRecord" })}</p>
      </section>
    </Page>
  );
}
