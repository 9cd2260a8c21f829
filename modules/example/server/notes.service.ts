import { actorId, type ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { ModuleEvents } from "../../../core/modules/events.js";
import { events, type Note, type NoteInput } from "../contract/index.js";
import { NoteModel } from "./notes.model.js";

function toNote(doc: { _id: unknown; title: string; body: string; authorId: string; createdAt: Date }): Note {
  return {
    id: String(doc._id),
    title: doc.title,
    body: doc.body,
    authorId: doc.authorId,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The example module's service: what routes and jobs call, with `ctx` first. It emits after it writes. */
export function createNotesService(deps: { events: ModuleEvents }) {
  return {
    async create(ctx: ServiceContext, input: NoteInput): Promise<Note> {
      const notes = scoped(ctx, NoteModel);
      if (await notes.findOne({ title: input.title })) throw new AppError("VALIDATION_INVALID", { field: "title" });
      const note = toNote(await notes.create({ title: input.title, body: input.body ?? "", authorId: actorId(ctx) }));
      await deps.events.emit(ctx, events.created, { noteId: note.id });
      return note;
    },

    async list(
      ctx: ServiceContext,
      options: { limit: number; skip: number },
    ): Promise<{ items: Note[]; total: number }> {
      const notes = scoped(ctx, NoteModel);
      const [items, total] = await Promise.all([
        notes.find({}, { sort: { createdAt: -1 }, ...options }),
        notes.count(),
      ]);
      return { items: items.map(toNote), total };
    },

    async get(ctx: ServiceContext, id: string): Promise<Note> {
      const note = await scoped(ctx, NoteModel).findById(id);
      if (!note) throw new AppError("NOT_FOUND");
      return toNote(note);
    },

    async remove(ctx: ServiceContext, id: string): Promise<void> {
      const notes = scoped(ctx, NoteModel);
      if (!(await notes.findById(id))) throw new AppError("NOT_FOUND");
      await notes.softDelete({ _id: id });
    },

    count(ctx: ServiceContext): Promise<number> {
      return scoped(ctx, NoteModel).count();
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
