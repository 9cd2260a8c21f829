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

export const CalendarData = Type.Object(
  {
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
  },
  {
    examples: [
      {
        from: "2026-12-01",
        to: "2026-12-31",
        leaves: [
          {
            id: "6652b1c4d5e6f7a8b9c0d0f9",
            userId: "6650f1c2a9d3e4b5c6d7e907",
            name: "Carla Mendes",
            startDate: "2026-12-14",
            endDate: "2026-12-18",
            status: "approved",
          },
          {
            id: "6652b1c4d5e6f7a8b9c0d131",
            userId: "6650f1c2a9d3e4b5c6d7e901",
            name: "Ana Lima",
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
            startDate: "2026-12-21",
            endDate: "2026-12-30",
            status: "pending",
          },
        ],
        holidays: [{ date: "2026-12-25", name: "Christmas Day", source: "public" }],
        lockedDates: [
          {
            id: "6654d3e6f7a8b9c0d1e2f305",
            startDate: "2026-12-28",
            endDate: "2026-12-31",
            reason: "Year-end stock count",
          },
        ],
      },
    ],
  },
);
export type CalendarData = Static<typeof CalendarData>;

export const CalendarFeedInput = Type.Object(
  {
    /** Whose leaves the feed lists: the whole company, or the caller's team (the people they supervise). */
    scope: Type.Optional(Type.Union([Type.Literal("company"), Type.Literal("team")], { default: "company" })),
  },
  { additionalProperties: false },
);
export const CalendarFeed = Type.Object(
  {
    /** The subscription address (shown once: only a hash of its secret is kept). */
    url: Type.String(),
    /** The same address from the API's root, for a client that knows its own origin. */
    path: Type.String(),
    scope: Type.String(),
  },
  {
    examples: [
      {
        url: "https://hr.example.com/api/leave/ical/6650f1c2a9d3e4b5c6d7e8f0-k7m2q4xw5ztp3vbn6rfh2jd7sla4ceyu.ics",
        path: "/api/leave/ical/6650f1c2a9d3e4b5c6d7e8f0-k7m2q4xw5ztp3vbn6rfh2jd7sla4ceyu.ics",
        scope: "team",
      },
    ],
  },
);
