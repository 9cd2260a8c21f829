import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { hiringContract, Note, NoteInput, NoteList, permissions } from "../../contract/index.js";
import type { NotesService } from "./notes.service.js";

const Params = Type.Object({ companyId: Type.String() });
const NoteParams = Type.Object({ companyId: Type.String(), noteId: Type.String() });
const Page = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
});

/** Thin routes: schema in, service call, schema out. Mounted at /api/companies/:companyId. */
export const notesRoutes =
  (notesService: NotesService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/hiring/notes",
      {
        schema: { params: Params, querystring: Page, response: { 200: NoteList } },
        onRequest: requirePermission(hiringContract, permissions.read),
      },
      async (request) => notesService.list(request.ctx, request.query),
    );

    app.post(
      "/hiring/notes",
      {
        schema: { params: Params, body: NoteInput, response: { 201: Note } },
        onRequest: requirePermission(hiringContract, permissions.create),
      },
      async (request, reply) => {
        const note = await notesService.create(request.ctx, request.body);
        return reply.status(201).send(note);
      },
    );

    app.get(
      "/hiring/notes/:noteId",
      {
        schema: { params: NoteParams, response: { 200: Note } },
        onRequest: requirePermission(hiringContract, permissions.read),
      },
      async (request) => notesService.get(request.ctx, request.params.noteId),
    );

    app.delete(
      "/hiring/notes/:noteId",
      { schema: { params: NoteParams }, onRequest: requirePermission(hiringContract, permissions.remove) },
      async (request, reply) => {
        await notesService.remove(request.ctx, request.params.noteId);
        return reply.status(204).send();
      },
    );
  };
