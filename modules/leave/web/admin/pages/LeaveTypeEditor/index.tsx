import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "wouter";
import {
  api,
  ApiError,
  messageOf,
  Button,
  ButtonLink,
  Checkbox,
  ChoiceGroup,
  Dialog,
  NumberField,
  Page,
  SelectField,
  TextField,
  notify,
  useValidators,
} from "@web/kit";
import type { ApprovalStep } from "../../../../contract/index.js";
import * as css from "../../admin.css.js";
import { leaveKeys, titleOf, useCompanyId, useLeaveTypes, type LeaveType } from "../../lib/data.js";
import * as ed from "./editor.css.js";
import { ExtraFieldsEditor } from "./ExtraFieldsEditor.js";
import {
  LANGS,
  MAX_CONDITIONS,
  MAX_STEPS,
  convertAmount,
  rowKey,
  toBody,
  toForm,
  type Accrual,
  type Allowance,
  type Form,
  type Unit,
} from "./form.js";
import { StepEditor } from "./StepEditor.js";

/**
 * Errors by field: the title languages, `color`, `total`, `order`, `rangeTypes`, `minServiceMonths`, `everyMonths`,
 * and the contract's paths for the rest (`sale.maxTime`, `extraFields.0.label.en`, `approval.steps.1.userIds`…), so
 * an error the server names a field for lands on it too.
 */
type Errors = Partial<Record<string, string>>;

/** The biggest allowance the contract takes (10 years), in the unit. */
const MAX_DAYS = 3660;

/**
 * /config-leave-type/:id (spec §2: admin; `new` creates): a leave type's titles in the three languages, color,
 * unit and allowance (spec §3, §9: stored in milliseconds), order, how it is requested, paid and payroll, overlap,
 * balance tracking, the accrual policy, the request form's extra fields, sale and buy, rollover and expiry,
 * anticipation, the review period and the approval chain (steps of the supervisor, a level or named people, and
 * steps added for longer requests). Saved with POST or PATCH `/leave-types/many` in the contract's shape.
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
  const [errors, setErrors] = useState<Errors>({});
  const [removing, setRemoving] = useState(false);
  // every extra-field id this form has held: a new field never takes the id of one removed meanwhile
  const fieldIds = useRef(new Set((type?.extraFields ?? []).map((f) => f.id)));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: async (f: Form) => {
      const body = toBody(f, type);
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
    onError: (error) => {
      // the server names the field as `items.0.<path>`: shown next to the field as well as above the form
      const field = error instanceof ApiError ? error.field?.replace(/^items\.\d+\./, "") : undefined;
      if (field) setErrors((current) => ({ ...current, [field]: messageOf(error) }));
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

  const validate = (f: Form): Errors => {
    const out: Errors = {};
    const label = (key: string, text: string) => {
      const verdict = v.required(text) ?? v.maxLength(text.trim(), 120);
      if (verdict) out[key] = verdict;
    };
    for (const lang of LANGS) label(lang, f.title[lang]);
    if (!/^#[0-9a-fA-F]{6}$/.test(f.color.trim())) out.color = t("leave.types.colorInvalid");
    const max = f.unit === "hours" ? MAX_DAYS * 24 : MAX_DAYS;
    const least = f.unit === "hours" ? 0.5 : 1;
    /** An amount in the unit: empty only when optional, above zero (or zero when `zero`), at most ten years. */
    const amount = (key: string, n: number | null, opts: { required: boolean; zero?: boolean }) => {
      if (n === null) {
        if (opts.required) out[key] = t("validation.required");
      } else if (opts.zero ? n < 0 : n <= 0) out[key] = t("validation.minValue", { n: opts.zero ? 0 : least });
      else if (n > max) out[key] = t("validation.maxValue", { n: max });
    };
    /** A whole number (months, days) between the contract's limits. */
    const whole = (key: string, n: number | null, min: number, most: number, required: boolean) => {
      if (n === null) {
        if (required) out[key] = t("validation.required");
      } else if (!Number.isInteger(n)) out[key] = t("validation.numeric");
      else if (n < min) out[key] = t("validation.minValue", { n: min });
      else if (n > most) out[key] = t("validation.maxValue", { n: most });
    };
    amount("total", f.total, { required: true });
    if (f.order === null) out.order = t("validation.required");
    if (!f.single && !f.range) out.rangeTypes = t("validation.selection");
    if (f.accrual !== "none" && f.minServiceMonths === null) out.minServiceMonths = t("validation.required");
    if (f.accrual === "anniversary" && !f.everyMonths) out.everyMonths = t("validation.required");
    f.extraFields.forEach((x, i) => {
      for (const lang of LANGS) label(`extraFields.${i}.label.${lang}`, x.label[lang]);
    });
    if (f.sale.allowed) amount("sale.maxTime", f.sale.max, { required: false });
    if (f.buy.allowed) amount("buy.maxTime", f.buy.max, { required: false });
    if (f.anticipation.allowed) amount("anticipation.maxTime", f.anticipation.max, { required: true });
    if (f.rollover.allowed) {
      amount("rollover.maxTime", f.rollover.max, { required: false, zero: true });
      whole("rollover.expiresAfterMonths", f.rollover.expiresAfterMonths, 1, 120, false);
    }
    // a PATCH sets what it sends and cannot unset a field: a stored review period can change, not go
    if (f.reviewPeriodMonths === null && type?.reviewPeriodMonths)
      out.reviewPeriodMonths = t("leave.types.reviewPeriodKeep");
    else whole("reviewPeriodMonths", f.reviewPeriodMonths, 1, 120, false);
    const people = (key: string, step: ApprovalStep) => {
      if (step.kind === "people" && !step.userIds?.length) out[key] = t("validation.selection");
    };
    f.steps.forEach((s, i) => people(`approval.steps.${i}.userIds`, s.step));
    f.conditions.forEach((c, i) => {
      whole(`approval.conditions.${i}.moreThanDays`, c.moreThanDays, 0, 366, true);
      people(`approval.conditions.${i}.step.userIds`, c.step);
    });
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
  /** Lists whose rows are numbered: the errors of the old numbering would land on other rows. */
  const setList = <K extends "extraFields" | "steps" | "conditions">(key: K, value: Form[K]) => {
    if (value.length !== form[key].length) {
      const prefix = key === "extraFields" ? "extraFields." : `approval.${key}.`;
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(prefix))));
    }
    set(key, value);
  };
  const setStep = (i: number, step: ApprovalStep) =>
    set(
      "steps",
      form.steps.map((s, j) => (j === i ? { ...s, step } : s)),
    );
  const setCondition = (i: number, patch: Partial<Form["conditions"][number]>) =>
    set(
      "conditions",
      form.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    );
  const unitAmount = (what: "sale" | "buy" | "anticipation") => t(`leave.types.${what}.max.${form.unit}`);
  const allowance = (what: "sale" | "buy" | "anticipation", patch: Partial<Allowance>) =>
    set(what, { ...form[what], ...patch });

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
            onChange={(value) =>
              // amounts keep their length: 30 days are 720 hours (a day is 24 h in balances, README)
              setForm((f) => {
                const u = value as Unit;
                const to = (a: Allowance): Allowance => ({ ...a, max: convertAmount(a.max, f.unit, u) });
                return {
                  ...f,
                  unit: u,
                  total: convertAmount(f.total, f.unit, u),
                  sale: to(f.sale),
                  buy: to(f.buy),
                  anticipation: to(f.anticipation),
                  rollover: { ...f.rollover, max: convertAmount(f.rollover.max, f.unit, u) },
                };
              })
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

        <section className={css.section} aria-labelledby="leave-type-balance">
          <h2 id="leave-type-balance" className={css.sectionTitle}>
            {t("leave.types.balanceRules")}
          </h2>
          <p className={css.hint}>{t("leave.types.balanceRulesHint")}</p>
          {(["sale", "buy"] as const).map((what) => (
            <div key={what} className={ed.policy}>
              <Checkbox isSelected={form[what].allowed} onChange={(allowed) => allowance(what, { allowed })}>
                {t(`leave.types.${what}.allowed`)}
              </Checkbox>
              {form[what].allowed && (
                <div className={ed.policyFields}>
                  <NumberField
                    label={unitAmount(what)}
                    description={t("leave.types.noLimit")}
                    value={form[what].max}
                    onChange={(max) => allowance(what, { max })}
                    step={form.unit === "hours" ? 0.5 : 1}
                    errorMessage={errors[`${what}.maxTime`]}
                  />
                </div>
              )}
            </div>
          ))}
          <div className={ed.policy}>
            <Checkbox
              isSelected={form.anticipation.allowed}
              onChange={(allowed) => allowance("anticipation", { allowed })}
            >
              {t("leave.types.anticipation.allowed")}
            </Checkbox>
            {form.anticipation.allowed && (
              <div className={ed.policyFields}>
                <NumberField
                  label={unitAmount("anticipation")}
                  value={form.anticipation.max}
                  onChange={(max) => allowance("anticipation", { max })}
                  step={form.unit === "hours" ? 0.5 : 1}
                  errorMessage={errors["anticipation.maxTime"]}
                />
              </div>
            )}
          </div>

          <h3 className={ed.subTitle}>{t("leave.types.rollover")}</h3>
          <p className={css.hint} id="leave-type-rollover-hint">
            {t("leave.types.rolloverHint")}
          </p>
          <div className={ed.policy}>
            <Checkbox
              isSelected={form.rollover.allowed}
              onChange={(allowed) => set("rollover", { ...form.rollover, allowed })}
              aria-describedby="leave-type-rollover-hint"
            >
              {t("leave.types.rollover.allowed")}
            </Checkbox>
            {form.rollover.allowed && (
              <div className={ed.policyFields}>
                <NumberField
                  label={t(`leave.types.rollover.max.${form.unit}`)}
                  description={t("leave.types.rollover.maxHint")}
                  value={form.rollover.max}
                  onChange={(max) => set("rollover", { ...form.rollover, max })}
                  step={form.unit === "hours" ? 0.5 : 1}
                  errorMessage={errors["rollover.maxTime"]}
                />
                <NumberField
                  label={t("leave.types.rollover.expires")}
                  description={t("leave.types.rollover.expiresHint")}
                  value={form.rollover.expiresAfterMonths}
                  onChange={(n) => set("rollover", { ...form.rollover, expiresAfterMonths: n })}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  errorMessage={errors["rollover.expiresAfterMonths"]}
                />
              </div>
            )}
          </div>
          <div className={ed.fields}>
            <NumberField
              label={t("leave.types.reviewPeriod")}
              description={t("leave.types.reviewPeriodHint")}
              value={form.reviewPeriodMonths}
              onChange={(n) => set("reviewPeriodMonths", n)}
              formatOptions={{ maximumFractionDigits: 0 }}
              errorMessage={errors.reviewPeriodMonths}
            />
          </div>
        </section>

        <ExtraFieldsEditor
          rows={form.extraFields}
          onChange={(rows) => {
            for (const row of rows) fieldIds.current.add(row.id);
            setList("extraFields", rows);
          }}
          errors={errors}
          takenIds={() => [...fieldIds.current]}
        />

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
          <ol className={ed.rowList}>
            {form.steps.map(({ key, step }, i) => (
              <li key={key} className={ed.rowBox}>
                <div className={ed.stepLine}>
                  <div className={ed.grow}>
                    <StepEditor
                      label={t("leave.types.stepN", { n: i + 1 })}
                      name={t("leave.types.stepN", { n: i + 1 })}
                      step={step}
                      onChange={(next) => setStep(i, next)}
                      peopleError={errors[`approval.steps.${i}.userIds`]}
                      errorId={`leave-type-step-${key}-error`}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    className={[css.smallButton, ed.besideLabel].join(" ")}
                    aria-label={t("leave.types.removeStep", { n: i + 1 })}
                    onPress={() =>
                      setList(
                        "steps",
                        form.steps.filter((_, j) => j !== i),
                      )
                    }
                  >
                    ✕
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {form.steps.length < MAX_STEPS && (
            <Button
              variant="secondary"
              className={ed.wrapButton}
              onPress={() => setList("steps", [...form.steps, { key: rowKey(), step: { kind: "supervisor" } }])}
            >
              {t("leave.types.addStep")}
            </Button>
          )}

          <h3 className={ed.subTitle}>{t("leave.types.conditions")}</h3>
          <p className={css.hint}>{t("leave.types.conditionsHint")}</p>
          <ol className={ed.rowList}>
            {form.conditions.map((c, i) => {
              const name = t("leave.types.condition.n", { n: i + 1 });
              const headingId = `leave-type-condition-${c.key}`;
              return (
                <li key={c.key} className={ed.rowBox}>
                  <div role="group" aria-labelledby={headingId}>
                    <div className={ed.rowHeader}>
                      <h4 id={headingId} className={ed.rowTitle}>
                        {name}
                      </h4>
                      <Button
                        variant="ghost"
                        className={css.smallButton}
                        aria-label={t("leave.types.condition.remove", { n: i + 1 })}
                        onPress={() =>
                          setList(
                            "conditions",
                            form.conditions.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ✕
                      </Button>
                    </div>
                    <div className={ed.fields}>
                      <NumberField
                        label={t("leave.types.condition.moreThanDays")}
                        value={c.moreThanDays}
                        onChange={(n) => setCondition(i, { moreThanDays: n })}
                        formatOptions={{ maximumFractionDigits: 0 }}
                        errorMessage={errors[`approval.conditions.${i}.moreThanDays`]}
                      />
                    </div>
                    <StepEditor
                      label={t("leave.types.condition.who")}
                      name={name}
                      step={c.step}
                      onChange={(step) => setCondition(i, { step })}
                      peopleError={errors[`approval.conditions.${i}.step.userIds`]}
                      errorId={`leave-type-condition-${c.key}-error`}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          {form.conditions.length < MAX_CONDITIONS && (
            <Button
              variant="secondary"
              className={ed.wrapButton}
              onPress={() =>
                setList("conditions", [
                  ...form.conditions,
                  { key: rowKey(), moreThanDays: null, step: { kind: "supervisor" } },
                ])
              }
            >
              {t("leave.types.condition.add")}
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
