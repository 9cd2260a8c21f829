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
/** A locked period as the examples of the OpenAPI document show it: the year-end stock count. */
const lockedDateExample = {
  id: "6654d3e6f7a8b9c0d1e2f305",
  startDate: "2026-12-28",
  endDate: "2026-12-31",
  reason: "Year-end stock count",
};
export const LockedDate = Type.Object(
  {
    id: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
    reason: Type.Optional(Type.String()),
  },
  { examples: [lockedDateExample] },
);
export type LockedDate = Static<typeof LockedDate>;
export const LockedDateList = Type.Object(
  { items: Type.Array(LockedDate) },
  {
    examples: [
      {
        items: [{ id: "6654d3e6f7a8b9c0d1e2f2f1", startDate: "2026-06-29", endDate: "2026-07-03" }, lockedDateExample],
      },
    ],
  },
);
