import { PositionFields } from "../../components/PositionFields/index.js";
import { useEffect, useState } from "react";
import type { ExtraFieldInput, Position } from "../../../contract/index.js";
import { useHiringActions, useHiringSettings, usePositionsTable, useWorkers } from "../../queries.js";
import {
  ApiError,
  Button,
  ButtonLink,
  Checkbox,
  ChoiceGroup,
  DataTable,
  messageOf,
  notify,
  Page,
  SelectField,
  shared as styles,
  TextField,
  useSession,
  useT,
} from "@web/kit";

type Draft = {
  name: string;
  reason: "staffIncrease" | "replacement";
  replacedWorkerId: string;
  startDate: string;
  description: string;
  requirements: string;
  justification: string;
  extra: Record<string, string>;
};
const EMPTY: Draft = {
  name: "",
  reason: "staffIncrease",
  replacedWorkerId: "",
  startDate: "",
  description: "",
  requirements: "",
  justification: "",
  extra: {},
};

/** /hiring (admin, revisor): the positions, the request form, and the company's hiring settings (admins). */
export default function HiringPage() {
  const t = useT("hiring.page");
  const { level } = useSession();
  const positions = usePositionsTable();
  const settings = useHiringSettings();
  const workers = useWorkers();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const actions = useHiringActions({
    onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
  });
  const [revisors, setRevisors] = useState<string[]>([]);
  const [rule, setRule] = useState<string>("any");
  const [fields, setFields] = useState<ExtraFieldInput[]>([]);
  const [newField, setNewField] = useState({ label: "", type: "text", options: "", required: false });
  useEffect(() => {
    if (settings.data) {
      setRevisors(settings.data.hiringRevisors);
      setRule(settings.data.approvalRule);
      setFields(settings.data.extraFieldHiring);
    }
  }, [settings.data]);
  const addField = () => {
    const label = newField.label.trim();
    if (!label) return setError({ field: "newField", message: t("required") });
    const options = newField.options
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean);
    setFields([
      ...fields,
      {
        label,
        type: newField.type,
        required: newField.required,
        ...(newField.type === "select" ? { options } : {}),
      },
    ]);
    setNewField({ label: "", type: "text", options: "", required: false });
    setError(null);
  };
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);
  const extraFields = settings.data?.extraFieldHiring ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!draft.name.trim()) return setError({ field: "name", message: t("required") });
    actions.request.mutate(
      {
        name: draft.name.trim(),
        reason: draft.reason,
        ...(draft.reason === "replacement" && draft.replacedWorkerId
          ? { replacedWorkerId: draft.replacedWorkerId }
          : {}),
        ...(draft.startDate ? { startDate: draft.startDate } : {}),
        ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
        ...(draft.requirements.trim() ? { requirements: draft.requirements.trim() } : {}),
        ...(draft.justification.trim() ? { justification: draft.justification.trim() } : {}),
        ...(extraFields.length ? { extraFields: draft.extra } : {}),
      },
      {
        onSuccess: () => {
          notify("positive", t("requested"));
          setDraft(EMPTY);
        },
      },
    );
  };

  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <section className={styles.card} aria-labelledby="hiring-request">
        <h2 id="hiring-request">{t("requestTitle")}</h2>
        <form noValidate onSubmit={submit}>
          <TextField
            label={t("name")}
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            errorMessage={errorOf("name")}
          />
          <ChoiceGroup
            label={t("reason")}
            compact
            choices={[
              { id: "staffIncrease", label: t("reason.staffIncrease") },
              { id: "replacement", label: t("reason.replacement") },
            ]}
            value={draft.reason}
            onChange={(reason) => setDraft({ ...draft, reason: reason as Draft["reason"] })}
          />
          {draft.reason === "replacement" && (
            <SelectField
              label={t("replaced")}
              options={(workers.data ?? []).map((w) => ({ id: w.id, label: w.name }))}
              value={draft.replacedWorkerId || null}
              onChange={(replacedWorkerId) => setDraft({ ...draft, replacedWorkerId })}
              errorMessage={errorOf("replacedWorkerId")}
            />
          )}
          <PositionFields
            values={{ ...draft, extra: draft.extra }}
            onChange={({ extra, ...patch }) => setDraft({ ...draft, ...patch, ...(extra ? { extra: extra } : {}) })}
            extraFields={extraFields}
            errorOf={errorOf}
          />
          {error &&
          !["name", "replacedWorkerId", "startDate"].includes(error.field ?? "") &&
          !error.field?.startsWith("extraFields.") ? (
            <p role="alert" className={styles.errorText}>
              {error.message}
            </p>
          ) : null}
          <Button type="submit" isDisabled={actions.request.isPending}>
            {t("request")}
          </Button>
        </form>
      </section>

      <DataTable<Position>
        label={t("positions")}
        rows={positions.items}
        {...positions.table}
        columns={[
          { id: "name", header: t("name"), isRowHeader: true, cell: (p) => p.name },
          { id: "status", header: t("status"), cell: (p) => t(`status.${p.status}`) },
          { id: "reason", header: t("reason"), cell: (p) => t(`reason.${p.reason}`) },
          { id: "candidates", header: t("candidates"), cell: (p) => String(p.candidateCount) },
          {
            id: "open",
            header: t("actions"),
            cell: (p) => (
              <ButtonLink variant="ghost" href={`/hiring/positions/${p.id}`}>
                {t("openPosition", { name: p.name })}
              </ButtonLink>
            ),
          },
        ]}
      />

      {level === "admin" && (
        <section className={styles.card} aria-labelledby="hiring-settings">
          <h2 id="hiring-settings">{t("settingsTitle")}</h2>
          <p className={styles.muted}>{t("settingsHint")}</p>
          <fieldset>
            <legend>{t("revisors")}</legend>
            {(workers.data ?? []).map((w) => (
              <Checkbox
                key={w.id}
                isSelected={revisors.includes(w.userId)}
                onChange={(on) => setRevisors(on ? [...revisors, w.userId] : revisors.filter((id) => id !== w.userId))}
              >
                {w.name}
              </Checkbox>
            ))}
          </fieldset>
          <ChoiceGroup
            label={t("rule")}
            compact
            choices={[
              { id: "any", label: t("rule.any") },
              { id: "all", label: t("rule.all") },
            ]}
            value={rule}
            onChange={setRule}
          />
          <fieldset>
            <legend>{t("extraFields")}</legend>
            <p className={styles.muted}>{t("extraFieldsHint")}</p>
            {fields.length > 0 && (
              <ul style={{ paddingLeft: "1.2rem" }}>
                {fields.map((field, index) => (
                  <li key={`${field.id ?? "new"}-${index}`} className={styles.row}>
                    <span>
                      {field.label} ({t(`fieldType.${field.type as "text" | "select" | "date"}`)}
                      {field.required ? `, ${t("fieldRequired")}` : ""}
                      {field.options?.length ? `: ${field.options.join(", ")}` : ""})
                    </span>
                    <Button variant="ghost" onPress={() => setFields(fields.filter((_, i) => i !== index))}>
                      {t("removeField", { name: field.label })}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <TextField
              label={t("fieldLabel")}
              value={newField.label}
              onChange={(label) => setNewField({ ...newField, label })}
              errorMessage={errorOf("newField")}
              maxLength={120}
            />
            <SelectField
              label={t("fieldTypeLabel")}
              options={(["text", "select", "date"] as const).map((id) => ({ id, label: t(`fieldType.${id}`) }))}
              value={newField.type}
              onChange={(type) => setNewField({ ...newField, type })}
            />
            {newField.type === "select" && (
              <TextField
                label={t("fieldOptions")}
                value={newField.options}
                onChange={(options) => setNewField({ ...newField, options })}
              />
            )}
            <div>
              <Checkbox isSelected={newField.required} onChange={(required) => setNewField({ ...newField, required })}>
                {t("fieldRequired")}
              </Checkbox>
            </div>
            <div className={styles.row}>
              <Button variant="secondary" onPress={addField}>
                {t("addField")}
              </Button>
            </div>
          </fieldset>
          <Button
            isDisabled={actions.settings.isPending}
            onPress={() =>
              actions.settings.mutate(
                {
                  hiringRevisors: revisors,
                  approvalRule: rule,
                  extraFieldHiring: fields,
                },
                { onSuccess: () => notify("positive", t("settingsSaved")) },
              )
            }
          >
            {t("saveSettings")}
          </Button>
          {error?.field?.startsWith("hiringRevisors") || error?.field?.startsWith("extraFieldHiring") ? (
            <p role="alert" className={styles.errorText}>
              {error.message}
            </p>
          ) : null}
        </section>
      )}
    </Page>
  );
}
