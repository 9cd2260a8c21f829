import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import {
  STAGES,
  type ChecklistItem,
  type OnboardingSettings,
  type Requirement,
  type Stage,
  type VerifyResult,
} from "../../../contract/index.js";
import {
  fileLinks,
  useCompanyId,
  useOnboardingTable,
  usePerson,
  useRemoveFromOnboarding,
  useReview,
  useSaveSettings,
  useSettings,
  useVerify,
  useZip,
  type PersonRow,
} from "../../queries.js";
import {
  Button,
  Checkbox,
  DataTable,
  messageOf,
  notify,
  Page,
  ProgressBar,
  SelectField,
  shared as styles,
  TextField,
  useT,
} from "@web/kit";

const PLACEHOLDERS = "{{name}} {{lastName}} {{email}} {{startDateAtCompany}} {{contractType}} {{companyName}}";

function DocumentReview({ item }: { item: ChecklistItem }) {
  const t = useT("onboarding.admin");
  const companyId = useCompanyId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const review = useReview({
    onSuccess: (accepted) => {
      setError(undefined);
      setReason("");
      notify("positive", accepted ? t("accepted") : t("returned"));
    },
    onError: (e) => setError(messageOf(e)),
  });
  return (
    <li className={styles.card} data-requirement={item.requirementId}>
      <h4>{item.name}</h4>
      <p>
        {t(`state.${item.state}`)}
        {item.reason ? `: ${item.reason}` : ""}
      </p>
      {item.documentId && (
        <a className={styles.standaloneLink} href={fileLinks.document(companyId, item.documentId)} download>
          {t("download", { name: item.name })}
        </a>
      )}
      {item.state === "in-review" && item.documentId && (
        <div>
          <Button
            isDisabled={review.isPending}
            onPress={() => review.mutate({ documentId: item.documentId!, accept: true })}
          >
            {t("accept", { name: item.name })}
          </Button>
          <TextField
            label={t("reason", { name: item.name })}
            value={reason}
            onChange={setReason}
            maxLength={500}
            errorMessage={error}
          />
          <Button
            variant="secondary"
            isDisabled={review.isPending}
            onPress={() => review.mutate({ documentId: item.documentId!, accept: false, reason })}
          >
            {t("return", { name: item.name })}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The zip of a person's documents: built by a job, its progress shown, then downloaded. */
function ZipPanel({ workerId }: { workerId: string }) {
  const t = useT("onboarding.admin");
  const companyId = useCompanyId();
  const { start, job } = useZip();
  const busy = start.isPending || job?.status === "queued" || job?.status === "running";
  return (
    <div>
      {job?.status !== "done" && (
        <Button variant="secondary" isDisabled={busy} onPress={() => start.mutate(workerId)}>
          {t("zip")}
        </Button>
      )}
      {busy && job && (
        <ProgressBar
          label={t("zipProgress", { files: String(job.files) })}
          value={job.progress}
          valueLabel={`${job.progress}%`}
        />
      )}
      {job?.status === "done" && (
        <a className={styles.standaloneLink} href={fileLinks.builtZip(companyId, job.id)} download>
          {t("zipReady", { files: String(job.files) })}
        </a>
      )}
      {(job?.status === "failed" || start.isError) && (
        <p role="alert" className={styles.errorText}>
          {start.isError ? messageOf(start.error) : t("zipFailed")}
        </p>
      )}
    </div>
  );
}

function PersonPanel({ workerId, onClose }: { workerId: string; onClose: () => void }) {
  const t = useT("onboarding.admin");
  const intl = useIntl();
  const person = usePerson(workerId);
  const verify = useVerify();
  const [verified, setVerified] = useState<VerifyResult | null>(null);
  const remove = useRemoveFromOnboarding({
    onSuccess: () => {
      notify("positive", t("removed"));
      onClose();
    },
  });
  const data = person.data;
  if (!data) return null;
  const stage = t(`stage.${data.stage}`);
  return (
    <section className={styles.card} aria-labelledby="onb-person" data-stage={data.stage}>
      <h2 id="onb-person">{t("personTitle", { name: data.name, stage })}</h2>
      <p>
        {data.missingProfile.length > 0
          ? t("missingProfile", { fields: data.missingProfile.join(", ") })
          : t("profileDone")}
      </p>
      {data.documents.length > 0 && (
        <>
          <h3>{t("documents")}</h3>
          <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.documents.map((item) => (
              <DocumentReview key={item.requirementId} item={item} />
            ))}
          </ul>
        </>
      )}
      {data.contractRequired && (
        <>
          <h3>{t("contract")}</h3>
          <p>
            {!data.contract
              ? t("contractNone")
              : data.contract.signed
                ? t("contractSigned", {
                    date: intl.formatDate(new Date(data.contract.signedAt!), {
                      dateStyle: "medium",
                      timeStyle: "short",
                    }),
                  })
                : t("contractUnsigned")}
          </p>
          {data.contract?.signed && (
            <Button
              variant="secondary"
              isDisabled={verify.isPending}
              onPress={() => verify.mutate(workerId, { onSuccess: setVerified })}
            >
              {t("verify")}
            </Button>
          )}
          {verified && <p role="status">{verified.intact ? t("intact") : t("changed")}</p>}
        </>
      )}
      <ZipPanel workerId={workerId} />
      <div className={styles.row}>
        <Button variant="secondary" isDisabled={remove.isPending} onPress={() => remove.mutate(workerId)}>
          {t("remove")}
        </Button>
        <Button variant="ghost" onPress={onClose}>
          {t("close")}
        </Button>
      </div>
    </section>
  );
}

function SettingsForm({ initial }: { initial: OnboardingSettings }) {
  const t = useT("onboarding.admin");
  const [form, setForm] = useState<OnboardingSettings>(initial);
  const [newName, setNewName] = useState("");
  const [newCategory, setNewCategory] = useState<Requirement["category"]>("id");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setForm(initial), [initial]);
  const save = useSaveSettings({
    onSuccess: () => {
      setError(undefined);
      notify("positive", t("saved"));
    },
    onError: (e) => setError(messageOf(e)),
  });
  const template = form.contractTemplates[0] ?? { id: "terms", title: "", body: "" };
  const setTemplate = (patch: Partial<typeof template>) =>
    setForm({ ...form, contractTemplates: [{ ...template, ...patch }, ...form.contractTemplates.slice(1)] });
  const slug = (name: string) =>
    name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "doc";
  const add = () => {
    const name = newName.trim();
    if (!name) return;
    let id = slug(name);
    for (let i = 2; form.workersDocument.some((r) => r.id === id); i++) id = `${slug(name).slice(0, 36)}-${i}`;
    setForm({ ...form, workersDocument: [...form.workersDocument, { id, name, category: newCategory }] });
    setNewName("");
  };
  const categories = (["id", "certificate", "other"] as const).map((id) => ({ id, label: t(`category.${id}`) }));
  return (
    <section className={styles.card} aria-labelledby="onb-settings">
      <h2 id="onb-settings">{t("settings")}</h2>
      <h3>{t("requirements")}</h3>
      <ul style={{ paddingLeft: "1.2rem" }}>
        {form.workersDocument.map((r) => (
          <li key={r.id} className={styles.row}>
            <span>
              {r.name} ({t(`category.${r.category}`)})
            </span>
            <Button
              variant="ghost"
              onPress={() => setForm({ ...form, workersDocument: form.workersDocument.filter((x) => x.id !== r.id) })}
            >
              {t("removeRequirement", { name: r.name })}
            </Button>
          </li>
        ))}
      </ul>
      <TextField label={t("requirementName")} value={newName} onChange={setNewName} maxLength={80} />
      <SelectField
        label={t("category")}
        options={categories}
        value={newCategory}
        onChange={(v) => setNewCategory(v as Requirement["category"])}
      />
      <Button variant="secondary" onPress={add}>
        {t("addRequirement")}
      </Button>
      <Checkbox isSelected={form.allowContracts} onChange={(allowContracts) => setForm({ ...form, allowContracts })}>
        {t("allowContracts")}
      </Checkbox>
      {form.allowContracts && (
        <>
          <TextField label={t("templateTitle")} value={template.title} onChange={(title) => setTemplate({ title })} />
          <TextField
            label={t("templateBody", { placeholders: PLACEHOLDERS })}
            value={template.body}
            onChange={(body) => setTemplate({ body })}
          />
        </>
      )}
      <TextField
        label={t("welcome")}
        value={form.templateWelcome}
        onChange={(templateWelcome) => setForm({ ...form, templateWelcome })}
        maxLength={4000}
      />
      {error && (
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
      )}
      <Button
        isDisabled={save.isPending}
        onPress={() =>
          save.mutate({
            ...form,
            contractTemplates:
              form.allowContracts && (template.title || template.body)
                ? form.contractTemplates.length
                  ? form.contractTemplates
                  : [template]
                : form.contractTemplates,
          })
        }
      >
        {t("save")}
      </Button>
    </section>
  );
}

/** /onboarding (admin): people by stage, one person's checklist to review, and the company's settings. */
export default function OnboardingPage() {
  const t = useT("onboarding.admin");
  const intl = useIntl();
  const [stage, setStage] = useState<Stage | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const table = useOnboardingTable(stage);
  const settings = useSettings();
  const stages = [{ id: "all", label: t("allStages") }, ...STAGES.map((s) => ({ id: s, label: t(`stage.${s}`) }))];
  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <SelectField
        label={t("stageFilter")}
        options={stages}
        value={stage ?? "all"}
        onChange={(v) => setStage(v === "all" ? null : (v as Stage))}
      />
      <DataTable<PersonRow>
        label={t("people")}
        rows={table.items}
        {...table.table}
        columns={[
          { id: "name", header: t("name"), isRowHeader: true, cell: (p) => p.name },
          { id: "stage", header: t("stage"), cell: (p) => t(`stage.${p.stage}`) },
          {
            id: "started",
            header: t("started"),
            cell: (p) => intl.formatDate(new Date(p.startedAt), { dateStyle: "medium" }),
          },
          {
            id: "open",
            header: t("open"),
            cell: (p) => (
              <Button
                variant="ghost"
                aria-label={t("openPerson", { name: p.name })}
                onPress={() => setSelected(p.workerId)}
              >
                {t("open")}
              </Button>
            ),
          },
        ]}
      />
      {selected && <PersonPanel key={selected} workerId={selected} onClose={() => setSelected(null)} />}
      {settings.data && <SettingsForm initial={settings.data} />}
    </Page>
  );
}
