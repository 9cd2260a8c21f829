import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "wouter";
import { api, statusOf, useSession, Button, Page, shared, NotFound } from "@web/kit";
import { dictionaryLabel } from "../../../contract/dictionaries.js";
import { canReadField, canWriteField, type Relation } from "../../../contract/field-access.js";
import { AvatarUpload } from "../components/AvatarUpload/index.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import { ProfileTabs } from "../components/ProfileTabs/index.js";
import { MoveTeamDialog, RemoveDialog, TerminateDialog } from "../components/WorkerActions/index.js";
import { WorkerAvatar } from "../components/WorkerAvatar/index.js";
import {
  fullName,
  peopleKeys,
  useCompanyId,
  useCompanyProfile,
  useCountry,
  useInvalidateWorkers,
  usePeopleLocale,
  useStructure,
  useWorker,
  type Worker,
} from "../data.js";
import { isoToCountry } from "../lib/dates.js";
import { SECTIONS, sectionFields, type Section } from "../lib/profile-draft.js";
import * as styles from "../workers.css.js";

type Open = "terminate" | "remove" | "moveTeam" | null;

/**
 * /workers/:id (spec §2, §3; every level): a worker's profile in tabs (personal, address, job, bank and education,
 * schedule, the company's extra fields), the picture, and the admin's actions: terminate, remove, move the team to
 * another supervisor. What shows and what can be changed follows field access (contract/field-access.ts): the API
 * answers only what the caller reads, fields they may not write are disabled, and with nothing to write there is no
 * Save. Managers move the teams of the people below them.
 */
export default function WorkerProfilePage() {
  const session = useSession();
  const { id } = useParams<{ id: string }>();
  return <WorkerProfile workerId={id} isAdmin={session.level === "admin"} />;
}

/**
 * The caller's relation to the worker on screen. The server decides who reports to a manager (the supervisor
 * chain) and answers job data to them only, so a manager's relation is read from the answer it gave.
 */
export function relationOf(level: string | null | undefined, worker: Worker, userId: string | undefined): Relation {
  if (level === "admin") return "admin";
  if (userId !== undefined && worker.userId === userId) return "self";
  if (level === "revisor" && worker.createdAt !== undefined) return "manager";
  return "colleague";
}

function WorkerProfile({ workerId, isAdmin }: { workerId: string; isAdmin: boolean }) {
  const intl = useIntl();
  const session = useSession();
  const worker = useWorker(workerId);
  const company = useCompanyProfile();
  const country = useCountry();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const invalidate = useInvalidateWorkers();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);

  if (worker.isError && [400, 403, 404].includes(statusOf(worker.error) ?? 0)) return <NotFound />;
  if (!worker.data || !company.data)
    return (
      <p role="status" className={shared.muted}>
        {intl.formatMessage({ id: "app.loading" })}
      </p>
    );

  const w = worker.data;
  const extraFields = company.data.workerExtraFields;
  const relation = relationOf(session.level, w, session.view?.user.id);
  const access = { read: (f: string) => canReadField(relation, f), write: (f: string) => canWriteField(relation, f) };
  // a section shows when the caller reads one of its fields; the extra fields when the company has some
  const sections: Section[] = SECTIONS.filter(
    (section) => sectionFields(section).some(access.read) && (section !== "extra" || extraFields.length > 0),
  );
  const isSelf = relation === "self";
  const canMoveTeam = isAdmin || (session.level === "revisor" && (relation === "manager" || isSelf));
  const refresh = (next?: Worker) => {
    if (next) client.setQueryData(peopleKeys.worker(companyId, w.id), next);
    void invalidate();
  };

  return (
    <Page
      title={fullName(w)}
      actions={
        <>
          {canMoveTeam && (
            <Button variant="secondary" onPress={() => setOpen("moveTeam")}>
              {intl.formatMessage({ id: "people.moveTeam.open" })}
            </Button>
          )}
          {isAdmin && w.status === "active" && (
            <Button variant="secondary" onPress={() => setOpen("terminate")}>
              {intl.formatMessage({ id: "people.terminate.open" })}
            </Button>
          )}
          {isAdmin && (
            <Button variant="danger" onPress={() => setOpen("remove")}>
              {intl.formatMessage({ id: "people.remove.open" })}
            </Button>
          )}
        </>
      }
    >
      <ProfileHeader
        worker={w}
        onAvatar={(avatar) => refresh({ ...w, avatar })}
        isSelf={isSelf}
        canChangePicture={access.write("avatar")}
      />
      {relation !== "admin" && relation !== "self" && (
        <p className={shared.muted}>{intl.formatMessage({ id: "people.profile.limitedAccess" })}</p>
      )}
      <ProfileTabs worker={w}>
        <section className={shared.card}>
          <ProfileEditor
            key={w.id}
            worker={w}
            sections={sections}
            layout="tabs"
            country={country}
            editorIsAdmin={isAdmin}
            extraFields={extraFields}
            access={access}
            save={(patch) =>
              // one's own record goes through /workers/me at every level (employees have no PATCH /workers/:id)
              isSelf && !isAdmin
                ? api.patch("/api/companies/{companyId}/workers/me", { params: { companyId }, body: patch })
                : api.patch("/api/companies/{companyId}/workers/{workerId}", {
                    params: { companyId, workerId: w.id },
                    body: patch,
                  })
            }
            onSaved={refresh}
            onFilesChanged={() => void invalidate()}
          />
        </section>
      </ProfileTabs>
      <MoveTeamDialog
        worker={w}
        isOpen={open === "moveTeam"}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          refresh();
        }}
      />
      {isAdmin && (
        <>
          <TerminateDialog
            worker={w}
            country={country}
            isOpen={open === "terminate"}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              refresh();
            }}
          />
          <RemoveDialog
            worker={w}
            isOpen={open === "remove"}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              void invalidate();
              navigate("/workers");
            }}
          />
        </>
      )}
    </Page>
  );
}

/** The picture, who the worker is in the company, and their status. */
function ProfileHeader({
  worker: w,
  onAvatar,
  isSelf,
  canChangePicture,
}: {
  worker: Worker;
  onAvatar: (avatar: NonNullable<Worker["avatar"]>) => void;
  isSelf: boolean;
  canChangePicture: boolean;
}) {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const country = useCountry();
  const roles = useStructure("roles").data ?? [];
  const departments = useStructure("departments").data ?? [];
  const offices = useStructure("offices").data ?? [];
  const name = (items: Array<{ id: string; name: string }>, id?: string) => items.find((i) => i.id === id)?.name;
  const where = [name(roles, w.roleId), name(departments, w.departmentId), name(offices, w.officeId)]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className={styles.profileHeader}>
      <WorkerAvatar src={w.avatar?.src} name={w.name} lastName={w.lastName} size="medium" />
      <div className={styles.profileIdentity}>
        {where && <p className={styles.profileName}>{where}</p>}
        <span className={styles.subtle}>{w.email}</span>
        <span>
          <span className={styles.badge[w.status]}>
            {intl.formatMessage({ id: `people.workers.status.${w.status}` })}
          </span>
        </span>
        {w.status === "terminated" && w.terminate && (
          <span className={styles.subtle}>
            {intl.formatMessage(
              { id: "people.terminate.summary" },
              {
                date: isoToCountry(w.terminate.lastDayWork, country.dateFormat),
                type: dictionaryLabel("terminationType", w.terminate.type, locale),
              },
            )}
          </span>
        )}
      </div>
      {canChangePicture && (
        <div className={styles.uploadBox}>
          <AvatarUpload workerId={w.id} self={isSelf} onUploaded={onAvatar} />
        </div>
      )}
    </div>
  );
}
