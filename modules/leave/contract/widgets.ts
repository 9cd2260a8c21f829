import { Type, type Static } from "typebox";

/**
 * The anonymous widgets' answers (modules/leave/widget/, widgets/README.md): company-level data only. Who is out names
 * the person and the dates, never the leave type or the status; only approved leaves count.
 */
export const WidgetKeyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

export const WhosOutWidget = Type.Object(
  {
    /** The company's today. */
    today: Type.String(),
    /** Monday..Sunday of the company's current week. */
    weekStart: Type.String(),
    weekEnd: Type.String(),
    items: Type.Array(Type.Object({ name: Type.String(), startDate: Type.String(), endDate: Type.String() })),
  },
  {
    examples: [
      {
        today: "2026-11-27",
        weekStart: "2026-11-23",
        weekEnd: "2026-11-29",
        items: [
          { name: "Carla Mendes", startDate: "2026-11-16", endDate: "2026-11-27" },
          { name: "Diego Ferreira", startDate: "2026-11-26", endDate: "2026-11-26" },
        ],
      },
    ],
  },
);
export type WhosOutWidget = Static<typeof WhosOutWidget>;

export const HolidaysWidget = Type.Object(
  { items: Type.Array(Type.Object({ date: Type.String(), name: Type.String() })) },
  {
    examples: [
      {
        items: [
          { date: "2026-12-24", name: "Christmas Eve (company day off)" },
          { date: "2026-12-25", name: "Christmas Day" },
          { date: "2027-01-01", name: "New Year's Day" },
        ],
      },
    ],
  },
);
export type HolidaysWidget = Static<typeof HolidaysWidget>;

/** How many upcoming days off the holidays widget lists (within the next year). */
export const HOLIDAYS_WIDGET_COUNT = 8;

/** The my-balance widget: the person's leave types with what is available in each (null: untracked, no balance). */
export const MyLeaveWidget = Type.Object(
  {
    name: Type.String(),
    types: Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.Record(Type.String(), Type.String()),
        unit: Type.String(),
        available: Type.Union([Type.Number(), Type.Null()]),
      }),
    ),
  },
  {
    examples: [
      {
        name: "Ana Lima",
        types: [
          {
            id: "6651a0b3c4d5e6f7a8b9c011",
            title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
            unit: "days",
            available: 26,
          },
          {
            id: "6651a0b3c4d5e6f7a8b9c017",
            title: { en: "Medical leave", "pt-BR": "Licença médica", es: "Licencia médica" },
            unit: "days",
            available: null,
          },
        ],
      },
    ],
  },
);
export type MyLeaveWidget = Static<typeof MyLeaveWidget>;

/** A leave request from the widget: a type and inclusive days (one day when `endDate` is left out). */
export const WidgetLeaveRequestInput = Type.Object(
  {
    leaveTypeId: Type.String({ pattern: "^[0-9a-fA-F]{24}$" }),
    startDate: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 }),
    endDate: Type.Optional(Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 })),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export const WidgetLeaveRequest = Type.Object(
  { id: Type.String(), status: Type.String(), startDate: Type.String(), endDate: Type.String() },
  { examples: [{ id: "6652b1c4d5e6f7a8b9c0d131", status: "pending", startDate: "2026-12-21", endDate: "2026-12-30" }] },
);
