import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "wouter";
import { api, messageOf } from "../../../../../../web/src/api/client.js";
import { Button, ButtonLink } from "../../../../../../web/src/components/Button/index.js";
import { Checkbox } from "../../../../../../web/src/components/Checkbox/index.js";
import { ChoiceGroup } from "../../../../../../web/src/components/ChoiceGroup/index.js";
import { Dialog } from "../../../../../../web/src/components/Dialog/index.js";
import { NumberField } from "../../../../../../web/src/components/NumberField/index.js";
import { Page } from "../../../../../../web/src/components/Page/index.js";
import { SelectField } from "../../../../../../web/src/components/SelectField/index.js";
import { TextField } from "../../../../../../web/src/components/TextField/index.js";
import { notify } from "../../../../../../web/src/components/Toasts/toasts.js";
import { useValidators } from "../../../../../../web/src/forms/validation.js";
import type { ApprovalStep } from "../../../../contract/index.js";
import * as css from "../../admin.css.js";
import { fromUnit, inUnit, leaveKeys, titleOf, useCompanyId, useLeaveTypes, type LeaveType } from "../../lib/data.js";

type Lang = "en" | "pt-BR" | "es";
const LANGS: Lang[] = ["en", "pt-BR", "es"];
type Accrual = "none" | "yearly" | "monthly" | "anniversary";

interface Form {
  title: Record<Lang, string>;
  color: string;
  unit: "days" | "hours";
  total: number | null;
  order: number | null;
  single: boolean;
  range: boolean;
  paid: boolean;
  payroll: boolean;
  allowOverlap: boolean;
  tracked: boolean;
  workingDaysOnly: boolean;
  accrual: Accrual;
  minServiceMonths: number | null;
  everyMonths: number | null;
  approvalRequired: boolean;
  steps: ApprovalStep[];
}
type Field = "en" | "pt-BR" | "es" | "color" | "total" | "order" | "rangeTypes" | "minServiceMonths" | "everyMonths";

/** The biggest allowance the contract takes (10 years), in the unit. */
const MAX_DAYS = 3660;

function toForm(t: LeaveType | undefined): Form {
  return {
    title: { en: t?.title.en ?? "", "pt-BR": t?.title["pt-BR"] ?? "", es: t?.title.es ?? "" },
    color: t?.color ?? "#1f4fd1",
    unit: t?.unit ?? "days",
    total: t ? inUnit(t.totalTime, t.unit) : null,
    order: t?.order ?? 0,
    single: t ? t.rangeTypes.includes("single") : true,
    range: t ? t.rangeTypes.includes("range") : true,
    paid: t?.paid ?? true,
    payroll: t?.payroll ?? false,
    allowOverlap: t?.allowOverlap ?? false,
    tracked: t?.tracked ?? true,
    workingDaysOnly: t?.workingDaysOnly ?? false,
    accrual: (t?.accrual.kind as Accrual) ?? "none",
    minServiceMonths: t?.accrual.minServiceMonths ?? 0,
    everyMonths: t?.accrual.everyMonths ?? 12,
    approvalRequired: t?.approval?.required ?? true,
    steps: t?.approval?.steps ?? [{ kind: "supervisor" }],
  };
}

/**
 * /config-leave-type/:id (spec §2: admin; `new` creates): a leave type's titles in the three languages, color,
 * unit and allowance (spec §3, §9: stored in milliseconds), order, how it is requested, paid and payroll, overlap,
 * balance tracking, the accrual policy and the approval chain. Saved with POST or PATCH `/leave-types/many`.
 */
export default function LeaveTypeEditorPage() {
  const { id = "new" } = useParams<{ id: string }>();
  const types = useLeaveTypes();
  const intl = useIntl();
  if (id !== "new" && types.isPending) return <p>{intl.formatMessage({ id: "app.loading" })}</p>;
  const type = id === "new" ? undefined : types.data?.find((t) => t.id === id);
  if (id !== "new" && !type)
    return (
      <Page title={intl.formatMessage({ id: "leave.types.notFound" })}>
        <ButtonLink href="/config-leave-type">{intl.formatMessage({ id: "leave.types.backToList" })}</ButtonLink>
      </Page>
    );
  return <Editor key={id} type={type} />;
}

function Editor({ type }: { type: LeaveType | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const v = useValidators();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(() => toForm(type));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [removing, setRemoving] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: async (f: Form) => {
      const body = {
        title: { en: f.title.en.trim(), "pt-BR": f.title["pt-BR"].trim(), es: f.title.es.trim() },
        color: f.color,
        unit: f.unit,
        totalTime: fromUnit(f.total ?? 0, f.unit),
        order: f.order ?? 0,
        rangeTypes: [...(f.single ? ["single" as const] : []), ...(f.range ? ["range" as const] : [])],
        paid: f.paid,
        payroll: f.payroll,
        allowOverlap: f.allowOverlap,
        tracked: f.tracked,
        workingDaysOnly: f.unit === "days" && f.workingDaysOnly,
        accrual:
          f.accrual === "none"
            ? { kind: "none" as const }
            : {
                kind: f.accrual,
                minServiceMonths: f.minServiceMonths ?? 0,
                ...(f.accrual === "anniversary" ? { everyMonths: f.everyMonths ?? 12 } : {}),
              },
        approval: { ...type?.approval, required: f.approvalRequired, steps: f.steps },
      };
      return type
        ? api.patch("/api/companies/{companyId}/leave-types/many", {
            params: { companyId },
            body: { items: [{ id: type.id, ...body }] },
          })
        : api.post("/api/companies/{companyId}/leave-types/many", { params: { companyId }, body: { items: [body] } });
    },
    onSuccess: async () => {
      notify("positive", t(type ? "leave.types.saved" : "leave.types.created"));
      await client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
      navigate("/config-leave-type");
    },
  });
  const remove = useMutation({
    meta: { quiet: true },
    mutationFn: () =>
      api.delete("/api/companies/{companyId}/leave-types/{leaveTypeId}", {
        params: { companyId, leaveTypeId: type!.id },
      }),
    onSuccess: async () => {
      notify("positive", t("leave.types.removed"));
      await client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
      navigate("/config-leave-type");
    },
    onError: (error) => {
      setRemoving(false);
      notify("negative", messageOf(error));
    },
  });

  const validate = (f: Form): Partial<Record<Field, string>> => {
    const out: Partial<Record<Field, string>> = {};
    for (const lang of LANGS) {
      const verdict = v.required(f.title[lang]) ?? v.maxLength(f.title[lang].trim(), 120);
      if (verdict) out[lang] = verdict;
    }
    if (!/^#[0-9a-fA-F]{6}$/.test(f.color.trim())) out.color = t("leave.types.colorInvalid");
    const max = f.unit === "hours" ? MAX_DAYS * 24 : MAX_DAYS;
    if (f.total === null) out.total = t("validation.required");
    else if (f.total <= 0) out.total = t("validation.minValue", { n: f.unit === "hours" ? 0.5 : 1 });
    else if (f.total > max) out.total = t("validation.maxValue", { n: max });
    if (f.order === null) out.order = t("validation.required");
    if (!f.single && !f.range) out.rangeTypes = t("validation.selection");
    if (f.accrual !== "none" && f.minServiceMonths === null) out.minServiceMonths = t("validation.required");
    if (f.accrual === "anniversary" && !f.everyMonths) out.everyMonths = t("validation.required");
    return out;
  };
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
    else
      requestAnimationFrame(() =>
        (e.target as HTMLFormElement)
          .querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid] input")
          ?.focus(),
      );
  };
  const setStep = (i: number, step: ApprovalStep) =>
    set(
      "steps",
      form.steps.map((s, j) => (j === i ? step : s)),
    );
  const stepKinds = [
    { id: "supervisor", label: t("leave.types.step.supervisor") },
    { id: "level-revisor", label: t("leave.types.step.revisor") },
    { id: "level-admin", label: t("leave.types.step.admin") },
  ];
  const stepKey = (s: ApprovalStep) => (s.kind === "level" ? `level-${s.level ?? "admin"}` : s.kind);

  const title = type ? t("leave.types.editTitle", { name: titleOf(type, intl.locale) }) : t("leave.types.create");
  return (
    <Page
      title={title}
      actions={
        type && (
          <Button variant="secondary" onPress={() => setRemoving(true)}>
            {t("leave.types.remove")}
          </Button>
        )
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {save.error && (
          <p role="alert" className={css.hint} style={{ color: "inherit", fontWeight: 600 }}>
            {messageOf(save.error)}
          </p>
        )}
        <section className={css.section} aria-labelledby="leave-type-general">
          <h2 id="leave-type-general" className={css.sectionTitle}>
            {t("leave.types.general")}
          </h2>
          <div className={css.formGrid}>
            {LANGS.map((lang) => (
              <TextField
                key={lang}
                label={t(`leave.types.title.${lang}`)}
                value={form.title[lang]}
                onChange={(value) => set("title", { ...form.title, [lang]: value })}
                errorMessage={errors[lang]}
              />
            ))}
            <div className={css.colorRow}>
              <div className={css.grow}>
                <TextField
                  label={t("leave.types.color")}
                  description={t("leave.types.colorHint")}
                  value={form.color}
                  onChange={(value) => set("color", value)}
                  errorMessage={errors.color}
                />
              </div>
              <span className={css.swatchLarge} style={{ background: form.color }} aria-hidden="true" />
            </div>
            <NumberField
              label={t("leave.types.order")}
              value={form.order}
              onChange={(n) => set("order", n)}
              minValue={0}
              maxValue={1000}
              errorMessage={errors.order}
            />
          </div>
          {type?.legalBasis && (
            <p className={css.hint}>
              {t("leave.types.legalBasis")}: {type.legalBasis}
            </p>
          )}
        </section>

        <section className={css.section} aria-labelledby="leave-type-time">
          <h2 id="leave-type-time" className={css.sectionTitle}>
            {t("leave.types.time")}
          </h2>
          <ChoiceGroup
            compact
            label={t("leave.types.unit")}
            value={form.unit}
            onChange={(u) =>
              // the allowance keeps its length: 30 days are 720 hours (a day is 24 h in balances, README)
              setForm((f) =>
                f.unit === u || f.total === null
                  ? { ...f, unit: u as Form["unit"] }
                  : {
                      ...f,
                      unit: u as Form["unit"],
                      total: u === "hours" ? f.total * 24 : Math.round((f.total / 24) * 100) / 100,
                    },
              )
            }
            choices={[
              { id: "days", label: t("leave.types.unit.days") },
              { id: "hours", label: t("leave.types.unit.hours") },
            ]}
          />
          <div className={css.formGrid}>
            <NumberField
              label={t(form.unit === "hours" ? "leave.types.totalHours" : "leave.types.totalDays")}
              value={form.total}
              onChange={(n) => set("total", n)}
              step={form.unit === "hours" ? 0.5 : 1}
              errorMessage={errors.total}
            />
            <SelectField
              label={t("leave.types.accrual")}
              value={form.accrual}
              onChange={(k) => set("accrual", k as Accrual)}
              options={(["none", "yearly", "monthly", "anniversary"] as const).map((k) => ({
                id: k,
                label: t(`leave.types.accrual.${k}`),
              }))}
            />
            {form.accrual !== "none" && (
              <NumberField
                label={t("leave.types.minServiceMonths")}
                value={form.minServiceMonths}
                onChange={(n) => set("minServiceMonths", n)}
                minValue={0}
                maxValue={600}
                errorMessage={errors.minServiceMonths}
              />
            )}
            {form.accrual === "anniversary" && (
              <NumberField
                label={t("leave.types.everyMonths")}
                value={form.everyMonths}
                onChange={(n) => set("everyMonths", n)}
                minValue={1}
                maxValue={120}
                errorMessage={errors.everyMonths}
              />
            )}
          </div>
          <fieldset
            className={css.fieldset}
            aria-describedby={errors.rangeTypes ? "leave-type-range-error" : undefined}
          >
            <legend className={css.legendText}>{t("leave.types.rangeTypes")}</legend>
            <div className={css.checks}>
              <Checkbox isSelected={form.single} onChange={(b) => set("single", b)}>
                {t("leave.types.range.single")}
              </Checkbox>
              <Checkbox isSelected={form.range} onChange={(b) => set("range", b)}>
                {t("leave.types.range.range")}
              </Checkbox>
            </div>
            {errors.rangeTypes && (
              <p id="leave-type-range-error" className={css.error}>
                {errors.rangeTypes}
              </p>
            )}
          </fieldset>
          <div className={css.checks}>
            <Checkbox isSelected={form.paid} onChange={(b) => set("paid", b)}>
              {t("leave.types.paid")}
            </Checkbox>
            <Checkbox isSelected={form.payroll} onChange={(b) => set("payroll", b)}>
              {t("leave.types.payroll")}
            </Checkbox>
            <Checkbox isSelected={form.allowOverlap} onChange={(b) => set("allowOverlap", b)}>
              {t("leave.types.allowOverlap")}
            </Checkbox>
            <Checkbox isSelected={form.tracked} onChange={(b) => set("tracked", b)}>
              {t("leave.types.tracked")}
            </Checkbox>
            {form.unit === "days" && (
              <Checkbox isSelected={form.workingDaysOnly} onChange={(b) => set("workingDaysOnly", b)}>
                {t("leave.types.workingDaysOnly")}
              </Checkbox>
            )}
          </div>
        </section>

        <section className={css.section} aria-labelledby="leave-type-approval">
          <h2 id="leave-type-approval" className={css.sectionTitle}>
            {t("leave.types.approval")}
          </h2>
          <p className={css.hint}>{t("leave.types.approvalHint")}</p>
          <div className={css.checks}>
            <Checkbox isSelected={form.approvalRequired} onChange={(b) => set("approvalRequired", b)}>
              {t("leave.types.approvalRequired")}
            </Checkbox>
          </div>
          <ol className={css.steps}>
            {form.steps.map((step, i) => (
              <li key={i} className={css.step}>
                {step.kind === "people" ? (
                  <span>{t("leave.types.step.people", { n: step.userIds?.length ?? 0 })}</span>
                ) : (
                  <div className={css.stepField}>
                    <SelectField
                      label={t("leave.types.stepN", { n: i + 1 })}
                      value={stepKey(step)}
                      onChange={(k) =>
                        setStep(
                          i,
                          k === "supervisor"
                            ? { kind: "supervisor" }
                            : { kind: "level", level: k === "level-revisor" ? "revisor" : "admin" },
                        )
                      }
                      options={stepKinds}
                    />
                  </div>
                )}
                <Button
                  variant="ghost"
                  className={css.smallButton}
                  aria-label={t("leave.types.removeStep", { n: i + 1 })}
                  onPress={() =>
                    set(
                      "steps",
                      form.steps.filter((_, j) => j !== i),
                    )
                  }
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
          {form.steps.length < 5 && (
            <Button variant="secondary" onPress={() => set("steps", [...form.steps, { kind: "supervisor" }])}>
              {t("leave.types.addStep")}
            </Button>
          )}
        </section>

        <div className={css.actions}>
          <ButtonLink href="/config-leave-type">{t("common.cancel")}</ButtonLink>
          <Button type="submit" isDisabled={save.isPending}>
            {t(type ? "common.save" : "common.create")}
          </Button>
        </div>
      </form>
      <Dialog title={t("leave.types.removeTitle")} isOpen={removing} onClose={() => setRemoving(false)}>
        <p>{t("leave.types.removeBody", { name: titleOf(type, intl.locale) })}</p>
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => setRemoving(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" isDisabled={remove.isPending} onPress={() => remove.mutate()}>
            {t("leave.types.remove")}
          </Button>
        </div>
      </Dialog>
    </Page>
  );
}
