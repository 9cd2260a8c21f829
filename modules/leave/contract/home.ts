import { Type, type Static } from "typebox";

/**
 * The leaders' home card (issue 12): the requests waiting for the caller's decision, each with how many other people
 * of the requester's department (or, without one, of the company) are off on some of those days.
 */
export const ApprovalsOverviewQuery = Type.Object(
  { limit: Type.Integer({ minimum: 1, maximum: 10, default: 5 }) },
  { additionalProperties: false },
);
export type ApprovalsOverviewQuery = Static<typeof ApprovalsOverviewQuery>;

export const ApprovalsOverview = Type.Object(
  {
    /** Every request waiting for the caller (the items are the first `limit`, soonest first). */
    total: Type.Integer(),
    items: Type.Array(
      Type.Object({
        id: Type.String(),
        userId: Type.String(),
        /** The requester's display name. */
        name: Type.String(),
        leaveTypeId: Type.String(),
        /** Inclusive dates. */
        startDate: Type.String(),
        endDate: Type.String(),
        /** The requester's department name; null when they have none (then `othersOff` counts the whole company). */
        department: Type.Union([Type.String(), Type.Null()]),
        /** Other people of that group with an approved or pending leave touching these dates. */
        othersOff: Type.Integer(),
      }),
    ),
  },
  {
    examples: [
      {
        total: 2,
        items: [
          {
            id: "6652b1c4d5e6f7a8b9c0d131",
            userId: "6650f1c2a9d3e4b5c6d7e901",
            name: "Ana Lima",
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
            startDate: "2026-12-21",
            endDate: "2026-12-30",
            department: "Operations",
            othersOff: 1,
          },
          {
            id: "6652b1c4d5e6f7a8b9c0d138",
            userId: "6650f1c2a9d3e4b5c6d7e90c",
            name: "Diego Ferreira",
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c016",
            startDate: "2027-01-11",
            endDate: "2027-01-11",
            department: null,
            othersOff: 0,
          },
        ],
      },
    ],
  },
);
export type ApprovalsOverview = Static<typeof ApprovalsOverview>;
