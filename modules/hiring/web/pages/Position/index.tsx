import { PositionFields } from "../../components/PositionFields/index.js";
import { useState } from "react";
import { useParams } from "wouter";
import {
  CANDIDATE_MOVES,
  type Candidate,
  canHireFrom,
  type ExtraField,
  type Position,
  POSITION_TRANSITIONS,
  type PositionAction,
} from "../../../contract/index.js";
import {
  candidateFileLink,
  useCandidates,
  useCompanyId,
  useHiringActions,
  useHiringSettings,
  usePosition,
  useWorkers,
} from "../../queries.js";
import {
  ApiError,
  Button,
  Dialog,
  FileUpload,
  messageOf,
  notify,
  NotFound,
  Page,
  shared as styles,
  TextField,
  useCompanyToday,
  useT,
} from "@web/kit";

const ACCEPT = ["application/pdf", "image/png", "image/jpeg"] as const;

type Draft = Pick<Position, "name" | "description" | "requirements" | "justification"> & {
  startDate: string;
  extraFields: Record<string, string>;
};

/** The edit dialog of a pending or open position: its texts, start date and the company's extra fields. */
function EditPosition({
  position,
  extraFields,
  onClose,
}: {
  position: Position;
  extraFields: readonly ExtraField[];
  onClose: () => void;
}) {
  const t = useT("hiring.position");
  const [draft, setDraft] = useState<Draft>({
    name: position.name,
    description: position.description,
    requirements: position.requirements,
    justification: position.justification,
    startDate: position.startDate ?? "",
    extraFields: { ...position.extraFields },
  });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const actions = useHiringActions({
    onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
  });
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);
  const shown = ["name", "startDate", ...extraFields.map((f) => `extraFields.${f.id}`)];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        actions.update.mutate(
          {
            positionId: position.id,
            name: draft.name,
            description: draft.description,
            requirements: draft.requirements,
            justification: draft.justification,
            ...(draft.startDate ? { startDate: draft.startDate } : {}),
            ...(extraFields.length ? { extraFields: draft.extraFields } : {}),
          },
          { onSuccess: () => (notify("positive", t("edited")), onClose()) },
        );
      }}
    >
      <TextField
        label={t("name")}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        errorMessage={errorOf("name")}
      />
      <PositionFields
        values={{ ...draft, extra: draft.extraFields }}
        onChange={({ extra, ...patch }) => setDraft({ ...draft, ...patch, ...(extra ? { extraFields: extra } : {}) })}
        extraFields={extraFields}
        errorOf={errorOf}
      />
      {error && !shown.includes(error.field ?? "") ? (
        <p role="alert" className={styles.errorText}>
          {error.message}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isDisabled={actions.update.isPending}>
          {t("saveEdit")}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A candidate's files: the résumé sent with the application and the ones attached here, each downloadable. */
function CandidateFiles({ candidate, who, canAttach }: { candidate: Candidate; who: string; canAttach: boolean }) {
  const t = useT("hiring.position");
  const companyId = useCompanyId();
  const [error, setError] = useState<string | undefined>();
  const actions = useHiringActions({ onError: (e) => setError(messageOf(e)) });
  return (
    <div>
      {candidate.files.length > 0 && (
        <ul aria-label={t("filesOf", { name: who })} style={{ paddingLeft: "1.2rem" }}>
          {candidate.files.map((file) => (
            <li key={file.id}>
              <a
                className={styles.standaloneLink}
                href={candidateFileLink(companyId, candidate.id, file.id)}
                download={file.name}
              >
                {t("download", { name: file.name })}
              </a>{" "}
              <span className={styles.muted}>{t(`fileSource.${file.source}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <FileUpload
          label={t("attachFor", { name: who })}
          buttonLabel={t("attach")}
          accept={ACCEPT}
          typeMessage={t("fileType")}
          sizeMessage={t("fileSize")}
          description={t("fileHint")}
          errorMessage={error}
          isDisabled={actions.attach.isPending}
          onFile={(file) =>
            actions.attach.mutate(
              { candidateId: candidate.id, file },
              { onSuccess: () => (setError(undefined), notify("positive", t("attached", { name: file.name }))) },
            )
          }
        />
      )}
    </div>
  );
}

/** /hiring/positions/:positionId (admin, revisor): the position's decisions, its application link and candidates. */
export default function PositionPage() {
  const t = useT("hiring.position");
  const { positionId = "" } = useParams<{ positionId: string }>();
  const position = usePosition(positionId);
  const candidates = useCandidates(positionId);
  const settings = useHiringSettings();
  const workers = useWorkers();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useHiringActions({ onError: (e) => setError(messageOf(e)) });
  const [candidate, setCandidate] = useState({ firstName: "", lastName: "", email: "" });
  const [hiring, setHiring] = useState<Candidate | null>(null);
  const today = useCompanyToday();
  const [startDate, setStartDate] = useState("");
  const [notes, setNotes] = useState<Record<string, string>>({});

  if (position.isError) return <NotFound />;
  if (!position.data) return <p role="status">{t("loading")}</p>;
  const p = position.data;
  const offered = Object.keys(POSITION_TRANSITIONS[p.status]).filter((a) => a !== "hire") as PositionAction[];
  const link = p.applicationPath ? `${window.location.origin}${p.applicationPath}` : null;
  const done = () => setError(null);

  return (
    <Page title={p.name}>
      <section className={styles.card} aria-labelledby="position-facts">
        <h2 id="position-facts">{t(`status.${p.status}`)}</h2>
        <dl>
          <dt>{t("reason")}</dt>
          <dd>{t(`reason.${p.reason}`)}</dd>
          {p.startDate && (
            <>
              <dt>{t("startDate")}</dt>
              <dd>{p.startDate}</dd>
            </>
          )}
          {p.description && (
            <>
              <dt>{t("description")}</dt>
              <dd>{p.description}</dd>
            </>
          )}
          {p.requirements && (
            <>
              <dt>{t("requirements")}</dt>
              <dd>{p.requirements}</dd>
            </>
          )}
          {p.justification && (
            <>
              <dt>{t("justification")}</dt>
              <dd>{p.justification}</dd>
            </>
          )}
          {p.replacedWorkerId && (
            <>
              <dt>{t("replaced")}</dt>
              <dd>
                <a className={styles.standaloneLink} href={`/workers/${p.replacedWorkerId}`}>
                  {workers.data?.find((w) => w.id === p.replacedWorkerId)?.name ?? t("replacedProfile")}
                </a>
              </dd>
            </>
          )}
          {(settings.data?.extraFieldHiring ?? [])
            .filter((f) => p.extraFields[f.id])
            .map((f) => (
              <div key={f.id} style={{ display: "contents" }}>
                <dt>{f.label}</dt>
                <dd>{p.extraFields[f.id]}</dd>
              </div>
            ))}
          <dt>{t("approvals")}</dt>
          <dd>{p.approvals.length}</dd>
        </dl>
        <div className={styles.row}>
          {offered.map((action) => (
            <Button
              key={action}
              variant={action === "approve" ? "primary" : "secondary"}
              isDisabled={actions.decide.isPending}
              onPress={() =>
                actions.decide.mutate(
                  { positionId, action: action as never },
                  { onSuccess: () => (done(), notify("positive", t("saved"))) },
                )
              }
            >
              {t(`action.${action}`)}
            </Button>
          ))}
          {(p.status === "pending" || p.status === "open") && (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t("edit")}
            </Button>
          )}
          {p.status === "pending" && (
            <Button
              variant="secondary"
              onPress={() =>
                actions.alert.mutate(positionId, {
                  onSuccess: (r) => (
                    done(),
                    notify("positive", t("alerted", { count: (r as { alerted: number }).alerted }))
                  ),
                })
              }
            >
              {t("alert")}
            </Button>
          )}
        </div>
        {error ? (
          <p role="alert" className={styles.errorText}>
            {error}
          </p>
        ) : null}
      </section>

      {p.status !== "pending" && (
        <section className={styles.card} aria-labelledby="position-link">
          <h2 id="position-link">{t("applicationTitle")}</h2>
          {link ? (
            <p style={{ overflowWrap: "anywhere" }}>
              <a className={styles.standaloneLink} href={link}>
                {link}
              </a>
            </p>
          ) : p.status === "open" ? (
            <Button onPress={() => actions.applicationForm.mutate(positionId, { onSuccess: done })}>
              {t("makeForm")}
            </Button>
          ) : (
            <p className={styles.muted}>{t("noForm")}</p>
          )}
        </section>
      )}

      <section className={styles.card} aria-labelledby="position-candidates">
        <h2 id="position-candidates">{t("candidates")}</h2>
        {(candidates.data ?? []).length === 0 && <p className={styles.muted}>{t("noCandidates")}</p>}
        <ul style={{ listStyle: "none", padding: 0 }}>
          {(candidates.data ?? []).map((c) => {
            const who = `${c.firstName} ${c.lastName}`.trim();
            return (
              <li key={c.id} className={styles.card} aria-label={who}>
                <h3>{who}</h3>
                <p style={{ overflowWrap: "anywhere" }}>
                  {c.email} · {t(`stage.${c.stage}`)}
                </p>
                <CandidateFiles candidate={c} who={who} canAttach={p.status === "open"} />
                {c.notes.map((n) => (
                  <p key={n.id} className={styles.muted}>
                    {n.text}
                  </p>
                ))}
                {p.status === "open" && (
                  <div className={styles.row}>
                    {CANDIDATE_MOVES[c.stage].map((stage) => (
                      <Button
                        key={stage}
                        variant={stage === "rejected" ? "ghost" : "secondary"}
                        aria-label={t("moveTo", { action: t(`move.${stage}`), name: who })}
                        isDisabled={actions.move.isPending}
                        onPress={() => actions.move.mutate({ candidateId: c.id, stage }, { onSuccess: done })}
                      >
                        {t(`move.${stage}`)}
                      </Button>
                    ))}
                    {canHireFrom(c.stage) && (
                      <Button
                        aria-label={t("hireName", { name: who })}
                        onPress={() => (setStartDate(p.startDate ?? today), setHiring(c))}
                      >
                        {t("hire")}
                      </Button>
                    )}
                  </div>
                )}
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    const text = notes[c.id]?.trim();
                    if (text)
                      actions.note.mutate(
                        { candidateId: c.id, text },
                        { onSuccess: () => (done(), setNotes({ ...notes, [c.id]: "" })) },
                      );
                  }}
                >
                  <TextField
                    label={t("noteFor", { name: who })}
                    value={notes[c.id] ?? ""}
                    onChange={(text) => setNotes({ ...notes, [c.id]: text })}
                  />
                  <Button type="submit" variant="secondary">
                    {t("addNote")}
                  </Button>
                </form>
              </li>
            );
          })}
        </ul>
        {p.status === "open" && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actions.addCandidate.mutate(
                { positionId, firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email },
                { onSuccess: () => (done(), setCandidate({ firstName: "", lastName: "", email: "" })) },
              );
            }}
          >
            <h3>{t("addCandidate")}</h3>
            <TextField
              label={t("firstName")}
              value={candidate.firstName}
              onChange={(firstName) => setCandidate({ ...candidate, firstName })}
            />
            <TextField
              label={t("lastName")}
              value={candidate.lastName}
              onChange={(lastName) => setCandidate({ ...candidate, lastName })}
            />
            <TextField
              label={t("email")}
              type="email"
              value={candidate.email}
              onChange={(email) => setCandidate({ ...candidate, email })}
            />
            <Button type="submit" variant="secondary">
              {t("add")}
            </Button>
          </form>
        )}
      </section>

      <Dialog title={t("editTitle", { name: p.name })} isOpen={editing} onClose={() => setEditing(false)}>
        {editing && (
          <EditPosition
            position={p}
            extraFields={settings.data?.extraFieldHiring ?? []}
            onClose={() => setEditing(false)}
          />
        )}
      </Dialog>

      <Dialog
        title={t("hireTitle", { name: hiring ? hiring.firstName : "" })}
        isOpen={hiring !== null}
        onClose={() => setHiring(null)}
      >
        <TextField label={t("startDate")} type="date" value={startDate} onChange={setStartDate} />
        <div className={styles.row}>
          <Button
            isDisabled={actions.hire.isPending}
            onPress={() =>
              hiring &&
              actions.hire.mutate(
                { candidateId: hiring.id, startDate },
                {
                  onSuccess: () => (done(), setHiring(null), notify("positive", t("hired"))),
                  onError: (e) => (setHiring(null), setError(messageOf(e))),
                },
              )
            }
          >
            {t("confirmHire")}
          </Button>
          <Button variant="secondary" onPress={() => setHiring(null)}>
            {t("cancel")}
          </Button>
        </div>
      </Dialog>
    </Page>
  );
}
