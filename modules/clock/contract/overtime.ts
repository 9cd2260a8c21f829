import { Type, type Static } from "typebox";
import { errorEntry } from "../../../core/errors/catalogue.js";
import type { ServiceContext } from "../../../core/context.js";
import { defineEvent, defineService } from "../../../core/modules/contract.js";

/**
 * Overtime, the time bank and the time-sheet report (issue 13 "Overtime and time bank", "Reports"): schemas,
 * permissions, events, error codes and the `clock.timeBank` service clock provides. Merged into the clock contract
 * in contract/index.ts (its own block).
 */

const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

/** Rates per day kind (1.5 = 50 % extra); night applies on top to overtime worked 22:00-05:00. */
export const OvertimeRates = Type.Object(
  {
    weekday: Type.Number({ minimum: 1, maximum: 5 }),
    restDay: Type.Number({ minimum: 1, maximum: 5 }),
    holiday: Type.Number({ minimum: 1, maximum: 5 }),
    night: Type.Number({ minimum: 1, maximum: 5 }),
  },
  { additionalProperties: false },
);
export type OvertimeRates = Static<typeof OvertimeRates>;

export const OvertimeSettings = Type.Object(
  {
    /** Differences up to this many minutes a day count as neither overtime nor undertime. */
    toleranceMinutes: Type.Integer({ minimum: 0, maximum: 60 }),
    /** Overtime beyond this a day is recorded as excess, not credited. */
    dailyLimitMinutes: Type.Integer({ minimum: 0, maximum: 720 }),
    /** Overtime beyond this a week (Monday to Sunday) is recorded as excess, not credited. */
    weeklyLimitMinutes: Type.Integer({ minimum: 0, maximum: 3600 }),
    rates: OvertimeRates,
    /** Whether a leader approves overtime before it reaches the time bank. */
    requireApproval: Type.Boolean(),
    /** Months after which an unused credit expires (0: never). */
    bankExpiryMonths: Type.Integer({ minimum: 0, maximum: 24 }),
    /** Day of the month the payroll period closes (spec §3 company `deadlinePayroll`); 0: never closes. */
    deadlinePayroll: Type.Integer({ minimum: 0, maximum: 28 }),
    /** Lunch break minutes inside a long single-range schedule (the company's lunchTime). */
    lunchMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
    /** The leave type whose approved requests spend the time bank (compensatory time off). */
    compensatoryLeaveTypeId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  {
    examples: [
      {
        toleranceMinutes: 10,
        dailyLimitMinutes: 120,
        weeklyLimitMinutes: 600,
        rates: { weekday: 1.5, restDay: 2, holiday: 2, night: 1.2 },
        requireApproval: true,
        bankExpiryMonths: 6,
        deadlinePayroll: 5,
        lunchMinutes: 60,
        compensatoryLeaveTypeId: "6761f0009b1e4a0012ab7002",
      },
    ],
    additionalProperties: false,
  },
);
export type OvertimeSettings = Static<typeof OvertimeSettings>;
export const OvertimeSettingsPatch = Type.Partial(
  Type.Object({ ...OvertimeSettings.properties, rates: Type.Partial(OvertimeRates, { additionalProperties: false }) }),
  { additionalProperties: false },
);
export type OvertimeSettingsPatch = Static<typeof OvertimeSettingsPatch>;

export const DAY_KINDS = ["weekday", "restDay", "holiday", "leave"] as const;
export type DayKind = (typeof DAY_KINDS)[number];
const DayKindSchema = Type.Union([
  Type.Literal("weekday"),
  Type.Literal("restDay"),
  Type.Literal("holiday"),
  Type.Literal("leave"),
]);
export const OVERTIME_STATUSES = ["pending", "approved", "refused", "none"] as const;
export type OvertimeStatus = (typeof OVERTIME_STATUSES)[number];
const OvertimeStatusSchema = Type.Union([
  Type.Literal("pending"),
  Type.Literal("approved"),
  Type.Literal("refused"),
  Type.Literal("none"),
]);

/** A realistic judged day (an hour of overtime waiting for the leader) for the OpenAPI examples. */
const overtimeDayExample = {
  id: "6761d1009b1e4a0012ab4001",
  userId: "6761b1009b1e4a0012ab1001",
  name: "Ana Souza",
  day: "2026-11-12",
  kind: "weekday" as const,
  expectedMinutes: 480,
  workedMinutes: 545,
  nightMinutes: 0,
  overtimeMinutes: 65,
  weightedMinutes: 98,
  undertimeMinutes: 0,
  excessMinutes: 0,
  incomplete: false,
  status: "pending" as const,
};
/** One person's day as the overtime rules judged it. */
export const OvertimeDay = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    name: Type.String(),
    day: Day,
    kind: DayKindSchema,
    expectedMinutes: Type.Integer(),
    workedMinutes: Type.Integer(),
    nightMinutes: Type.Integer(),
    overtimeMinutes: Type.Integer(),
    /** Overtime weighted by the day's and night rates (for payroll). */
    weightedMinutes: Type.Integer(),
    undertimeMinutes: Type.Integer(),
    /** Overtime beyond the daily or weekly limit: recorded, not credited. */
    excessMinutes: Type.Integer(),
    /** A shift without its end punch: nothing reaches the bank until it is corrected. */
    incomplete: Type.Boolean(),
    status: OvertimeStatusSchema,
    decidedBy: Type.Optional(Type.String()),
    decidedAt: Type.Optional(Type.String({ format: "date-time" })),
    reason: Type.Optional(Type.String()),
  },
  {
    examples: [
      {
        ...overtimeDayExample,
        status: "approved",
        decidedBy: "6761b1009b1e4a0012ab1000",
        decidedAt: "2026-11-13T12:30:00.000Z",
        reason: "Stayed for the Black Friday stock count.",
      },
    ],
  },
);
export type OvertimeDay = Static<typeof OvertimeDay>;
export const OvertimeDayList = Type.Object(
  { items: Type.Array(OvertimeDay), total: Type.Integer() },
  { examples: [{ items: [overtimeDayExample], total: 1 }] },
);
export type OvertimeDayList = Static<typeof OvertimeDayList>;

export const OvertimeQuery = Type.Object(
  {
    from: Day,
    to: Day,
    status: Type.Optional(OvertimeStatusSchema),
    userId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type OvertimeQuery = Static<typeof OvertimeQuery>;

export const OvertimeDecision = Type.Object(
  {
    decision: Type.Union([Type.Literal("approve"), Type.Literal("refuse")]),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OvertimeDecision = Static<typeof OvertimeDecision>;

export const BANK_KINDS = ["overtime", "undertime", "compensatory", "expiry", "adjustment"] as const;
export type BankKind = (typeof BANK_KINDS)[number];
const BankKindSchema = Type.Union([
  Type.Literal("overtime"),
  Type.Literal("undertime"),
  Type.Literal("compensatory"),
  Type.Literal("expiry"),
  Type.Literal("adjustment"),
]);

export const BankMovement = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  kind: BankKindSchema,
  /** Signed minutes: credits positive, debits negative. */
  minutes: Type.Integer(),
  day: Day,
  expiresOn: Type.Optional(Day),
  note: Type.Optional(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
});
export type BankMovement = Static<typeof BankMovement>;

export const TimeBankStatement = Type.Object(
  {
    userId: Type.String(),
    asOf: Day,
    balanceMinutes: Type.Integer(),
    movements: Type.Array(BankMovement),
  },
  {
    examples: [
      {
        userId: "6761b1009b1e4a0012ab1001",
        asOf: "2026-11-16",
        balanceMinutes: 185,
        movements: [
          {
            id: "6761d2009b1e4a0012ab4102",
            userId: "6761b1009b1e4a0012ab1001",
            kind: "undertime",
            minutes: -25,
            day: "2026-11-10",
            createdAt: "2026-11-11T03:00:12.000Z",
          },
          {
            id: "6761d2009b1e4a0012ab4101",
            userId: "6761b1009b1e4a0012ab1001",
            kind: "overtime",
            minutes: 210,
            day: "2026-10-29",
            expiresOn: "2027-04-29",
            createdAt: "2026-10-30T15:20:41.000Z",
          },
        ],
      },
    ],
  },
);
export type TimeBankStatement = Static<typeof TimeBankStatement>;

export const TimeBankQuery = Type.Object(
  { userId: Type.Optional(Type.String({ maxLength: 64 })), asOf: Type.Optional(Day) },
  { additionalProperties: false },
);

/** Filters of the time-sheet report: a period (the web's quick ranges fill it) and a department, office or person. */
export const TimeSheetFilters = Type.Object(
  {
    from: Day,
    to: Day,
    departmentId: Type.Optional(Type.String({ maxLength: 64 })),
    officeId: Type.Optional(Type.String({ maxLength: 64 })),
    userId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type TimeSheetFilters = Static<typeof TimeSheetFilters>;

export const TimeSheetPunch = Type.Object({
  status: Type.String(),
  at: Type.String({ format: "date-time" }),
  /** A correction's punch (approved), pointing to what it corrects. */
  correction: Type.Optional(Type.Boolean()),
  afterClosing: Type.Optional(Type.Boolean()),
});

export const TimeSheetDay = Type.Object({
  day: Day,
  kind: DayKindSchema,
  punches: Type.Array(TimeSheetPunch),
  workedMinutes: Type.Integer(),
  expectedMinutes: Type.Integer(),
  overtimeMinutes: Type.Integer(),
  undertimeMinutes: Type.Integer(),
  bankMinutes: Type.Integer(),
  absence: Type.Optional(Type.String()),
  incomplete: Type.Boolean(),
  /** The day's end punch was forgotten (flagged by the daily job, the person was told): to review. */
  forgottenEnd: Type.Optional(Type.Boolean()),
});
export type TimeSheetDay = Static<typeof TimeSheetDay>;

export const TimeSheetPerson = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  days: Type.Array(TimeSheetDay),
  totals: Type.Object({
    workedMinutes: Type.Integer(),
    expectedMinutes: Type.Integer(),
    overtimeMinutes: Type.Integer(),
    undertimeMinutes: Type.Integer(),
    bankMinutes: Type.Integer(),
  }),
});
export type TimeSheetPerson = Static<typeof TimeSheetPerson>;

export const TimeSheetReport = Type.Object(
  {
    from: Day,
    to: Day,
    people: Type.Array(TimeSheetPerson),
    /** Whether the period is closed for payroll (changes only by corrections flagged after closing). */
    closed: Type.Boolean(),
  },
  {
    examples: [
      {
        from: "2026-10-01",
        to: "2026-10-31",
        closed: false,
        people: [
          {
            userId: "6761b1009b1e4a0012ab1001",
            name: "Ana Souza",
            days: [
              {
                day: "2026-10-01",
                kind: "weekday",
                punches: [
                  { status: "start", at: "2026-10-01T11:01:00.000Z" },
                  { status: "middle", at: "2026-10-01T15:02:00.000Z" },
                  { status: "middle", at: "2026-10-01T16:00:00.000Z", correction: true },
                  { status: "end", at: "2026-10-01T20:29:00.000Z" },
                ],
                workedMinutes: 510,
                expectedMinutes: 480,
                overtimeMinutes: 30,
                undertimeMinutes: 0,
                bankMinutes: 30,
                incomplete: false,
              },
              {
                day: "2026-10-02",
                kind: "leave",
                punches: [],
                workedMinutes: 0,
                expectedMinutes: 0,
                overtimeMinutes: 0,
                undertimeMinutes: 0,
                bankMinutes: 0,
                absence: "Vacation",
                incomplete: false,
              },
            ],
            totals: {
              workedMinutes: 510,
              expectedMinutes: 480,
              overtimeMinutes: 30,
              undertimeMinutes: 0,
              bankMinutes: 30,
            },
          },
        ],
      },
    ],
  },
);
export type TimeSheetReport = Static<typeof TimeSheetReport>;

export const EXPORT_FORMATS = ["xlsx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const ExportFormatSchema = Type.Union([Type.Literal("xlsx"), Type.Literal("pdf")]);
export const TimeSheetExportInput = Type.Object(
  { filters: TimeSheetFilters, format: ExportFormatSchema },
  { additionalProperties: false },
);
export type TimeSheetExportInput = Static<typeof TimeSheetExportInput>;

/** A realistic export, done, for the OpenAPI examples. */
const timeSheetExportExample = {
  id: "6761d3009b1e4a0012ab4201",
  format: "xlsx" as const,
  status: "done" as const,
  progress: 100,
  fileName: "time-sheet-2026-10-01-2026-10-31.xlsx",
  createdAt: "2026-11-03T14:12:05.000Z",
};
export const TimeSheetExport = Type.Object(
  {
    id: Type.String(),
    format: ExportFormatSchema,
    status: Type.Union([Type.Literal("queued"), Type.Literal("running"), Type.Literal("done"), Type.Literal("failed")]),
    /** 0 to 100. */
    progress: Type.Integer(),
    fileName: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [timeSheetExportExample] },
);
export type TimeSheetExport = Static<typeof TimeSheetExport>;

export const overtimePermissions = {
  overtimeRead: "clock.overtime.read",
  overtimeDecide: "clock.overtime.decide",
  settingsManage: "clock.overtime.settings",
  report: "clock.report.read",
} as const;

export const overtimeEvents = {
  /** A day's overtime was approved or refused by a leader. */
  overtimeDecided: defineEvent<{ userId: string; day: string; decision: "approve" | "refuse"; minutes: number }>(
    "clock.overtime.decided",
  ),
  /** A movement was written to a person's time bank. */
  bankMoved: defineEvent<{ userId: string; kind: BankKind; minutes: number; day: string }>("clock.time-bank.moved"),
};

export const overtimeErrors = {
  CLOCK_OVERTIME_DECIDED: errorEntry(
    409,
    "This day's overtime was already decided.",
    "As horas extras deste dia já foram decididas.",
    "Las horas extra de este día ya fueron decididas.",
  ),
  CLOCK_OVERTIME_NOTHING: errorEntry(
    409,
    "This day has no overtime to decide.",
    "Este dia não tem horas extras para decidir.",
    "Este día no tiene horas extra para decidir.",
  ),
  CLOCK_PERIOD_CLOSED: errorEntry(
    409,
    "This payroll period is closed: only a correction flagged as after closing can change it.",
    "Este período da folha está fechado: só uma correção marcada como após o fechamento pode alterá-lo.",
    "Este período de nómina está cerrado: solo una corrección marcada como posterior al cierre puede cambiarlo.",
  ),
  CLOCK_RANGE_TOO_LONG: errorEntry(
    400,
    "Choose a period of at most {max} days.",
    "Escolha um período de no máximo {max} dias.",
    "Elige un período de como máximo {max} días.",
  ),
  CLOCK_RANGE_INVALID: errorEntry(
    400,
    "The end of the period cannot be before its start.",
    "O fim do período não pode ser antes do início.",
    "El fin del período no puede ser anterior a su inicio.",
  ),
  CLOCK_BANK_INSUFFICIENT: errorEntry(
    409,
    "Not enough hours in the time bank.",
    "Não há horas suficientes no banco de horas.",
    "No hay horas suficientes en el banco de horas.",
  ),
  CLOCK_BANK_BUSY: errorEntry(
    409,
    "The time bank is busy; try again.",
    "O banco de horas está ocupado; tente novamente.",
    "El banco de horas está ocupado; inténtalo de nuevo.",
  ),
  CLOCK_EXPORT_NOT_READY: errorEntry(
    409,
    "The export is not ready yet.",
    "A exportação ainda não está pronta.",
    "La exportación aún no está lista.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof overtimeErrors, true> {}
}

/**
 * What clock provides about the time bank (`clock.timeBank`), for the leave module's compensatory time off: the
 * balance a request may spend, and the spending itself, by the leave request's id (idempotent).
 */
export interface ClockTimeBank {
  /** The person's balance in minutes as of `asOf` (default: the company's today). */
  balance(ctx: ServiceContext, userId: string, asOf?: string): Promise<number>;
  /** Spends `minutes` for a leave request (once per request id); CLOCK_BANK_INSUFFICIENT when the balance is short. */
  spend(ctx: ServiceContext, input: { userId: string; minutes: number; day: string; requestId: string }): Promise<void>;
  /** Gives back what a request spent (a canceled or denied request), once. */
  refund(ctx: ServiceContext, input: { userId: string; requestId: string }): Promise<void>;
}
export const clockTimeBank = defineService<ClockTimeBank>("clock.timeBank");
