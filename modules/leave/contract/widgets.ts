import { Type, type Static } from "typebox";

/**
 * The anonymous widgets' answers (modules/leave/widget/, widgets/README.md): company-level data only. Who is out names
 * the person and the dates, never the leave type or the status; only approved leaves count.
 */
export const WidgetKeyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

export const WhosOutWidget = Type.Object({
  /** The company's today. */
  today: Type.String(),
  /** Monday..Sunday of the company's current week. */
  weekStart: Type.String(),
  weekEnd: Type.String(),
  items: Type.Array(Type.Object({ name: Type.String(), startDate: Type.String(), endDate: Type.String() })),
});
export type WhosOutWidget = Static<typeof WhosOutWidget>;

export const HolidaysWidget = Type.Object({
  items: Type.Array(Type.Object({ date: Type.String(), name: Type.String() })),
});
export type HolidaysWidget = Static<typeof HolidaysWidget>;

/** How many upcoming days off the holidays widget lists (within the next year). */
export const HOLIDAYS_WIDGET_COUNT = 8;
