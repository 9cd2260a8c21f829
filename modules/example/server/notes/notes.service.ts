import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleFlags } from "../../../../core/modules/define-module.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { events, flags, type ExampleNotes, type Note, type NoteInput, type NoteList } from "../../contract/index.js";
import { NoteModel } from "./notes.model.js";

function authorOf(ctx: ServiceContext): string {
  if (ctx.actor.kind === "user") return ctx.actor.userId;
  if (ctx.actor.kind === "apiKey") return `apiKey:${ctx.actor.keyId}`;
  return `system:${ctx.actor.name}`;
}

function toNote(doc: { _id: unknown; title: string; body: string; authorId: string; createdAt: Date }): Note {
  return {
    id: String(doc._id),
    title: doc.title,
    body: doc.body,
    authorId: doc.authorId,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Mongo's duplicate-key error: two writers raced past the title check; the unique index kept one. */
function isDuplicateKey(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * The notes service: what routes, jobs, the seed and other modules call, `ctx` first. Data only through
 * `scoped(ctx, Model)`; it emits its events after it writes, so every path emits the same ones.
 */
export function createNotesService(deps: { events: ModuleEvents; flags: ModuleFlags }) {
  return {
    async create(ctx: ServiceContext, input: NoteInput): Promise<Note> {
      const notes = scoped(ctx, NoteModel);
      const title = input.title.trim();
      if (!title) throw new AppError("VALIDATION_REQUIRED", { field: "title" });
      // the founder's feature flag for this company (modules/README.md "Feature flags")
      if (input.body?.trim() && !(await deps.flags.isOn(ctx, flags.noteBodies)))
        throw new AppError("EXAMPLE_NOTE_BODIES_OFF", { field: "body" });
      if (await notes.findOne({ title })) throw new AppError("EXAMPLE_NOTE_TITLE_TAKEN", { field: "title" });
      let note: Note;
      try {
        note = toNote(await notes.create({ title, body: input.body ?? "", authorId: authorOf(ctx) }));
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError("EXAMPLE_NOTE_TITLE_TAKEN", { field: "title", cause: error });
        throw error;
      }
      await deps.events.emit(ctx, events.created, { noteId: note.id, title: note.title });
      return note;
    },

    async list(ctx: ServiceContext, options: { limit: number; skip: number }): Promise<NoteList> {
      const notes = scoped(ctx, NoteModel);
      const [items, total] = await Promise.all([
        notes.find({}, { sort: { createdAt: -1, _id: -1 }, ...options }),
        notes.count(),
      ]);
      return { items: items.map(toNote), total };
    },

    async get(ctx: ServiceContext, id: string): Promise<Note> {
      const note = await scoped(ctx, NoteModel).findById(id);
      // another company's note answers exactly like one that does not exist
      if (!note) throw new AppError("NOT_FOUND");
      return toNote(note);
    },

    async remove(ctx: ServiceContext, id: string): Promise<void> {
      const notes = scoped(ctx, NoteModel);
      if (!(await notes.findById(id))) throw new AppError("NOT_FOUND");
      await notes.softDelete({ _id: id });
      await deps.events.emit(ctx, events.removed, { noteId: id });
    },

    count(ctx: ServiceContext): Promise<number> {
      return scoped(ctx, NoteModel).count();
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;

/** The read service other modules receive (`example.notes`, its type in the contract): a narrow view. */
export function notesForOtherModules(notes: NotesService): ExampleNotes {
  return {
    async recent(ctx, options) {
      const { items } = await notes.list(ctx, { limit: Math.min(Math.max(options.limit, 1), 50), skip: 0 });
      return items.map(({ id, title, createdAt }) => ({ id, title, createdAt }));
    },
    count: (ctx) => notes.count(ctx),
  };
}
