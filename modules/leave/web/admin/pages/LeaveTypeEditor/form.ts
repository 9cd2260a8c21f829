import type { ApprovalStep, LeaveTypeInput } from "../../../../contract/index.js";
import { fromUnit, inUnit, type LeaveType } from "../../lib/data.js";

/**
 * The leave type editor's form state and its conversions: from a stored type (milliseconds) to what the form shows
 * (the type's unit) and back to exactly the contract's `LeaveTypeInput` shape.
 */
export type Lang = "en" | "pt-BR" | "es";
export const LANGS: Lang[] = ["en", "pt-BR", "es"];
export type Accrual = "none" | "yearly" | "monthly" | "anniversary";
export type Unit = "days" | "hours";
export type ExtraFieldType = "text" | "date" | "file";
export const EXTRA_FIELD_TYPES: ExtraFieldType[] = ["text", "date", "file"];

/** The contract's limits (contract/index.ts). */
export const MAX_EXTRA_FIELDS = 10;
export const MAX_STEPS = 5;
export const MAX_CONDITIONS = 5;
export const MAX_STEP_PEOPLE = 20;

/** One row of a list the person edits: `key` is the row's React key, stable while they add and remove rows. */
export interface ExtraFieldRow {
  key: string;
  /** The contract's id (`^[a-z0-9-]{1,40}$`): kept for stored fields, generated once for new ones. */
  id: string;
  label: Record<Lang, string>;
  type: ExtraFieldType;
  required: boolean;
}
export interface StepRow {
  key: string;
  step: ApprovalStep;
}
export interface ConditionRow {
  key: string;
  moreThanDays: number | null;
  step: ApprovalStep;
}
/** Sale, buy and anticipation: allowed, and a limit in the type's unit. */
export interface Allowance {
  allowed: boolean;
  max: number | null;
}

export interface Form {
  title: Record<Lang, string>;
  color: string;
  unit: Unit;
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
  extraFields: ExtraFieldRow[];
  sale: Allowance;
  buy: Allowance;
  anticipation: Allowance;
  rollover: { allowed: boolean; max: number | null; expiresAfterMonths: number | null };
  reviewPeriodMonths: number | null;
  approvalRequired: boolean;
  steps: StepRow[];
  conditions: ConditionRow[];
}

let lastKey = 0;
/** A React key for a new row. */
export function rowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

/**
 * An id for a new extra field, unlike every id the type has (or had in this form). Random rather than numbered, so
 * a field removed earlier never gives its id, and with it the answers past requests stored under it, to a new one.
 */
export function newFieldId(taken: Iterable<string>): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const id = `field-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
    if (!used.has(id)) return id;
  }
}

export function emptyExtraField(taken: Iterable<string>): ExtraFieldRow {
  return {
    key: rowKey(),
    id: newFieldId(taken),
    label: { en: "", "pt-BR": "", es: "" },
    type: "text",
    required: false,
  };
}

/** An amount in one unit in the other (a day is 24 h in balances, README "Dates and units"). */
export function convertAmount(n: number | null, from: Unit, to: Unit): number | null {
  if (n === null || from === to) return n;
  return to === "hours" ? n * 24 : Math.round((n / 24) * 100) / 100;
}

const allowanceOf = (policy: { allowed: boolean; maxTime?: number } | undefined, unit: Unit): Allowance => ({
  allowed: policy?.allowed ?? false,
  max: policy?.maxTime !== undefined ? inUnit(policy.maxTime, unit) : null,
});

export function toForm(t: LeaveType | undefined): Form {
  const unit: Unit = t?.unit ?? "days";
  return {
    title: { en: t?.title.en ?? "", "pt-BR": t?.title["pt-BR"] ?? "", es: t?.title.es ?? "" },
    color: t?.color ?? "#1f4fd1",
    unit,
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
    extraFields: (t?.extraFields ?? []).map((f) => ({
      key: rowKey(),
      id: f.id,
      label: { en: f.label.en, "pt-BR": f.label["pt-BR"], es: f.label.es },
      type: f.type,
      required: f.required,
    })),
    sale: allowanceOf(t?.sale, unit),
    buy: allowanceOf(t?.buy, unit),
    anticipation: allowanceOf(t?.anticipation, unit),
    // no policy carries everything forever, as `{ allowed: true }` does (README "Rollover and expiry")
    rollover: {
      allowed: t?.rollover?.allowed ?? true,
      max: t?.rollover?.maxTime !== undefined ? inUnit(t.rollover.maxTime, unit) : null,
      expiresAfterMonths: t?.rollover?.expiresAfterMonths ?? null,
    },
    reviewPeriodMonths: t?.reviewPeriodMonths ?? null,
    approvalRequired: t?.approval?.required ?? true,
    steps: (t?.approval?.steps ?? [{ kind: "supervisor" }]).map((step) => ({ key: rowKey(), step })),
    conditions: (t?.approval?.conditions ?? []).map((c) => ({
      key: rowKey(),
      moreThanDays: c.moreThanDays,
      step: c.step,
    })),
  };
}

/** A step as the contract takes it: only the fields of its kind. */
export function cleanStep(step: ApprovalStep): ApprovalStep {
  if (step.kind === "level") return { kind: "level", level: step.level ?? "admin" };
  if (step.kind === "people") return { kind: "people", userIds: [...(step.userIds ?? [])] };
  return { kind: "supervisor" };
}

/**
 * Sale, buy and anticipation as the contract takes them. Not allowed and never set: left out (no policy means not
 * allowed). Not allowed but stored: `{ allowed: false }`, since a PATCH replaces only the fields it sends.
 */
function allowanceBody(a: Allowance, unit: Unit, stored: unknown): { allowed: boolean; maxTime?: number } | undefined {
  if (!a.allowed) return stored ? { allowed: false } : undefined;
  return { allowed: true, ...(a.max !== null ? { maxTime: fromUnit(a.max, unit) } : {}) };
}

/** The form as the contract's `LeaveTypeInput` (POST and, with the type's id, PATCH `/leave-types/many`). */
export function toBody(f: Form, type: LeaveType | undefined): LeaveTypeInput {
  const unit = f.unit;
  const sale = allowanceBody(f.sale, unit, type?.sale);
  const buy = allowanceBody(f.buy, unit, type?.buy);
  const anticipation = allowanceBody(f.anticipation, unit, type?.anticipation);
  const carriesAll = f.rollover.allowed && f.rollover.max === null && f.rollover.expiresAfterMonths === null;
  // carrying everything forever is what no policy does: a new type gets no policy, a stored one is replaced by it
  const rollover =
    carriesAll && !type?.rollover
      ? undefined
      : {
          allowed: f.rollover.allowed,
          ...(f.rollover.allowed && f.rollover.max !== null ? { maxTime: fromUnit(f.rollover.max, unit) } : {}),
          ...(f.rollover.allowed && f.rollover.expiresAfterMonths !== null
            ? { expiresAfterMonths: f.rollover.expiresAfterMonths }
            : {}),
        };
  const conditions = f.conditions.map((c) => ({ moreThanDays: c.moreThanDays ?? 0, step: cleanStep(c.step) }));
  return {
    title: { en: f.title.en.trim(), "pt-BR": f.title["pt-BR"].trim(), es: f.title.es.trim() },
    color: f.color,
    unit,
    totalTime: fromUnit(f.total ?? 0, unit),
    order: f.order ?? 0,
    rangeTypes: [...(f.single ? ["single" as const] : []), ...(f.range ? ["range" as const] : [])],
    extraFields: f.extraFields.map((x) => ({
      id: x.id,
      label: { en: x.label.en.trim(), "pt-BR": x.label["pt-BR"].trim(), es: x.label.es.trim() },
      required: x.required,
      type: x.type,
    })),
    paid: f.paid,
    payroll: f.payroll,
    allowOverlap: f.allowOverlap,
    tracked: f.tracked,
    workingDaysOnly: unit === "days" && f.workingDaysOnly,
    ...(sale ? { sale } : {}),
    ...(buy ? { buy } : {}),
    ...(rollover ? { rollover } : {}),
    ...(anticipation ? { anticipation } : {}),
    ...(f.reviewPeriodMonths !== null ? { reviewPeriodMonths: f.reviewPeriodMonths } : {}),
    accrual:
      f.accrual === "none"
        ? { kind: "none" }
        : {
            kind: f.accrual,
            minServiceMonths: f.minServiceMonths ?? 0,
            ...(f.accrual === "anniversary" ? { everyMonths: f.everyMonths ?? 12 } : {}),
          },
    approval: {
      required: f.approvalRequired,
      steps: f.steps.map((s) => cleanStep(s.step)),
      ...(conditions.length > 0 ? { conditions } : {}),
    },
  };
}
