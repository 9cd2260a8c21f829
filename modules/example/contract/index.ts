import { Type, type Static } from "typebox";

/**
 * The example module's public contract: payload schemas, permission and
 * event ids. Isomorphic (no runtime dependency beyond TypeBox), so web code,
 * widgets and other modules may import it.
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

export const permissions = {
  read: "example.note.read",
  create: "example.note.create",
  remove: "example.note.remove",
} as const;

export const events = { created: "example.note.created" } as const;
