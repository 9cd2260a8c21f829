import { Type, type Static } from "typebox";
import { localized } from "../../../core/i18n/localized-text.js";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { exampleErrors } from "./errors.js";

export { exampleErrors } from "./errors.js";
export { exampleNotes, type ExampleNotes, type NoteSummary } from "./notes-service.js";

/**
 * The example module's public contract: payload schemas, permission and event ids, error codes and the service it
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
  read: "example.note.read",
  create: "example.note.create",
  remove: "example.note.remove",
} as const;

export const events = {
  /** A note was written (by a route, a job, the seed or another module: the service emits it). */
  created: defineEvent<{ noteId: string; title: string }>("example.note.created"),
  /** A note was removed (soft: it stays in the collection with `deletedAt`). */
  removed: defineEvent<{ noteId: string }>("example.note.removed"),
};

/**
 * The module's per-company feature flags (issue 18): the founder switches them on /platform-customization; the server
 * reads them with `kit.flags.isOn(ctx, id)`, the web with `useFeatureFlag(id)` from @web/kit.
 */
export const flags = {
  /** Off: notes are titles only (the form hides the body, the server refuses one). */
  noteBodies: "example.note-bodies",
} as const;

/** The example module's contract: who may do what, its error codes, and what it tells other modules. */
export const exampleContract = defineContract({
  id: "example",
  permissions: {
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.create]: ["admin", "revisor"],
    [permissions.remove]: ["admin"],
  },
  errors: exampleErrors,
  events,
  flags: {
    [flags.noteBodies]: {
      default: true,
      description: localized(
        "Notes have a body besides their title.",
        "As notas têm um texto além do título.",
        "Las notas tienen un texto además del título.",
      ),
    },
  },
});
