import { Type, type Static } from "typebox";
import { Id, IsoDate } from "./common.js";
import { Holiday } from "./holidays.js";
import { LockedDate } from "./locked-dates.js";

/** The team calendar's data and the iCal feed (issue 5). */
export const CalendarQuery = Type.Object(
  {
    from: IsoDate,
    to: IsoDate,
    scope: Type.Union(
      [Type.Literal("company"), Type.Literal("department"), Type.Literal("office"), Type.Literal("team")],
      {
        default: "company",
      },
    ),
    departmentId: Type.Optional(Id),
    officeId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuery>;

export const CalendarData = Type.Object({
  from: Type.String(),
  to: Type.String(),
  leaves: Type.Array(
    Type.Object({
      id: Type.String(),
      userId: Type.String(),
      /** The person's display name ("" without a worker profile). */
      name: Type.String(),
      /** Left out of colleagues' leaves for a requester (the kind of leave can be health data). */
      leaveTypeId: Type.Optional(Type.String()),
      startDate: Type.String(),
      endDate: Type.String(),
      status: Type.String(),
    }),
  ),
  holidays: Type.Array(Holiday),
  lockedDates: Type.Array(LockedDate),
});
export type CalendarData = Static<typeof CalendarData>;

export const CalendarFeedInput = Type.Object(
  {
    /** Whose leaves the feed lists: the whole company, or the caller's team (the people they supervise). */
    scope: Type.Optional(Type.Union([Type.Literal("company"), Type.Literal("team")], { default: "company" })),
  },
  { additionalProperties: false },
);
export const CalendarFeed = Type.Object({
  /** The subscription address (shown once: only a hash of its secret is kept). */
  url: Type.String(),
  /** The same address from the API's root, for a client that knows its own origin. */
  path: Type.String(),
  scope: Type.String(),
});
