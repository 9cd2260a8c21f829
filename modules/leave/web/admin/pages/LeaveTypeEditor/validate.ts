import { useIntl } from "react-intl";
import { useValidators } from "@web/kit";
import type { ApprovalStep } from "../../../../contract/index.js";
import type { LeaveType } from "../../lib/data.js";
import { LANGS, type Form } from "./form.js";
import type { Errors } from "./section-props.js";

/** The biggest allowance the contract takes (10 years), in the unit. */
const MAX_DAYS = 3660;

/**
 * The editor's checks on submit (spec §5 messages), the contract's limits in the browser; the server checks again.
 * Answers the errors by field (see {@link Errors}).
 */
export function useLeaveTypeValidation(type: LeaveType | undefined): (f: Form) => Errors {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const v = useValidators();
  return (f: Form): Errors => {
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
}
