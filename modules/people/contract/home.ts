import { Type, type Static } from "typebox";

/** The home page's people cards (issue 12): celebrations, the people search and the admins' setup facts. */

export const CelebrationsQuery = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 60, default: 30 }) },
  { additionalProperties: false },
);
export type CelebrationsQuery = Static<typeof CelebrationsQuery>;

export const Celebrations = Type.Object(
  {
    /** The company's today, `YYYY-MM-DD`. */
    today: Type.String(),
    /** Soonest first. */
    items: Type.Array(
      Type.Object({
        workerId: Type.String(),
        name: Type.String(),
        kind: Type.Union([Type.Literal("birthday"), Type.Literal("anniversary")]),
        /**
         * The day it falls on in the window, `YYYY-MM-DD` (the celebration's year: a birth year is never sent, spec
         * LGPD; birthdays are day and month only).
         */
        date: Type.String(),
        /** Anniversaries: the years at the company completed that day. */
        years: Type.Optional(Type.Integer()),
      }),
    ),
  },
  {
    examples: [
      {
        today: "2026-11-27",
        items: [
          { workerId: "6650f1c2a9d3e4b5c6d7e905", name: "Bruno Souza", kind: "birthday", date: "2026-11-30" },
          { workerId: "6650f1c2a9d3e4b5c6d7e901", name: "Ana Lima", kind: "anniversary", date: "2026-12-01", years: 4 },
        ],
      },
    ],
  },
);
export type Celebrations = Static<typeof Celebrations>;

export const WorkerSearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 100 }),
    limit: Type.Integer({ minimum: 1, maximum: 20, default: 8 }),
  },
  { additionalProperties: false },
);
export type WorkerSearchQuery = Static<typeof WorkerSearchQuery>;

/** What every level may see of a colleague in the search (a subset of the public card). */
export const WorkerSearchResult = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        lastName: Type.Optional(Type.String()),
        /** The picture's API path (add `?variant=50x50`). */
        avatarSrc: Type.Optional(Type.String()),
      }),
    ),
  },
  {
    examples: [
      {
        items: [
          {
            id: "6650f1c2a9d3e4b5c6d7e901",
            name: "Ana",
            lastName: "Lima",
            avatarSrc: "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/workers/6650f1c2a9d3e4b5c6d7e901/avatar?v=3b9d2f6a8c1e",
          },
          { id: "6650f1c2a9d3e4b5c6d7e907", name: "Anderson", lastName: "Costa" },
        ],
      },
    ],
  },
);
export type WorkerSearchResult = Static<typeof WorkerSearchResult>;

/** The people facts of the admins' setup checklist; the web card adds the leave module's (types, holidays). */
export const SetupStatus = Type.Object(
  {
    /** Active workers, the admin included. */
    activeWorkers: Type.Integer(),
    /** Imports that created workers (status done). */
    importsDone: Type.Integer(),
    /** Other members who have signed in at least once. */
    othersSignedIn: Type.Integer(),
    /** When an admin dismissed the checklist (ISO), or null. */
    dismissedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  },
  { examples: [{ activeWorkers: 38, importsDone: 1, othersSignedIn: 27, dismissedAt: null }] },
);
export type SetupStatus = Static<typeof SetupStatus>;
