import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { hiringErrors } from "./errors.js";

export { hiringErrors } from "./errors.js";
export { hiringNotes, type HiringNotes, type NoteSummary } from "./notes-service.js";

/**
 * The hiring module's public contract: payload schemas, permission and event ids, error codes and the service it
 * provides. Isomorphic (no runtime dependency beyond TypeBox and the catalogue), so web code, widgets and other
 * modules may import it.
 */
export const NoteInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    body: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type NoteInput = Static<typeof NoteInput>;

export const Note = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  authorId: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
});
export type Note = Static<typeof Note>;

export const NoteList = Type.Object({ items: Type.Array(Note), total: Type.Integer() });
export type NoteList = Static<typeof NoteList>;

export const permissions = {
  read: "hiring.note.read",
  create: "hiring.note.create",
  remove: "hiring.note.remove",
} as const;

export const events = {
  /** A note was written (by a route, a job, the seed or another module: the service emits it). */
  created: defineEvent<{ noteId: string; title: string }>("hiring.note.created"),
  /** A note was removed (soft: it stays in the collection with `deletedAt`). */
  removed: defineEvent<{ noteId: string }>("hiring.note.removed"),
};

/** The hiring module's contract: who may do what, its error codes, and what it tells other modules. */
export const hiringContract = defineContract({
  id: "hiring",
  permissions: {
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.create]: ["admin", "revisor"],
    [permissions.remove]: ["admin"],
  },
  errors: hiringErrors,
  events,
});
