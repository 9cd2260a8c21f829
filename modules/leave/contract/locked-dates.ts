import { Type, type Static } from "typebox";
import { IsoDate } from "./common.js";

/** Spec §9 "Locked date maximum: 30 days". */
export const LOCKED_DATE_MAX_DAYS = 30;

/** A company's locked (blocked) dates (spec §5, §9). */
export const LockedDateInput = Type.Object(
  { startDate: IsoDate, endDate: IsoDate, reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type LockedDateInput = Static<typeof LockedDateInput>;
export const LockedDate = Type.Object({
  id: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  reason: Type.Optional(Type.String()),
});
export type LockedDate = Static<typeof LockedDate>;
export const LockedDateList = Type.Object({ items: Type.Array(LockedDate) });
