import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Client } from "../../../sdk/src/index.js";
import type { Note, NoteInput, NoteList } from "../contract/index.js";
import { api, usePagedList, useSession } from "@web/kit";

type Json<T> = { content: { "application/json": T } };
type CompanyPath = { companyId: string };

/**
 * The module's routes as the typed SDK sees them, written from the contract's schemas, so the module compiles before
 * its routes are in the generated SDK (sdk/src/generated/api.d.ts; the template, outside the product, never is). Once
 * the module is registered and `npm run sdk:generate` has run, `api` with the generated paths does the same.
 */
export interface NotesPaths {
  "/api/companies/{companyId}/integrations/notes": {
    get: {
      parameters: { path: CompanyPath; query?: { limit?: number; skip?: number } };
      responses: { 200: Json<NoteList> };
    };
    post: { parameters: { path: CompanyPath }; requestBody: Json<NoteInput>; responses: { 201: Json<Note> } };
  };
  "/api/companies/{companyId}/integrations/notes/{noteId}": {
    get: { parameters: { path: CompanyPath & { noteId: string } }; responses: { 200: Json<Note> } };
    delete: { parameters: { path: CompanyPath & { noteId: string } }; responses: { 204: { content?: never } } };
  };
}

/** The app's client (same origin, the session cookie, the page's language), typed with the module's paths. */
const notesApi = api as unknown as Client<NotesPaths>;

/**
 * Cache keys start with the module id and the company, so a company switch or sign-out (which drops the cache) never
 * shows another tenant's notes.
 */
export const notesKeys = {
  all: (companyId: string) => ["integrations", companyId] as const,
  list: (companyId: string, page: { limit: number; skip: number }) =>
    ["integrations", companyId, "notes", page.limit, page.skip] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** The notes table: the company's notes newest first, a page at a time (the kit's paged list: 5, 20 or 50 rows). */
export function useNotesTable() {
  const companyId = useCompanyId();
  return usePagedList<Note>({
    queryKey: [...notesKeys.all(companyId), "notes"],
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      notesApi.get("/api/companies/{companyId}/integrations/notes", { params: { companyId }, query: page }),
  });
}

/** A page of the company's notes, newest first. */
export function useNotes(page: { limit: number; skip: number }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: notesKeys.list(companyId, page),
    enabled: Boolean(companyId),
    queryFn: () =>
      notesApi.get("/api/companies/{companyId}/integrations/notes", { params: { companyId }, query: page }),
  });
}

/** Writes a note; the lists refresh. Errors are the server's (catalogue message in the user's language). */
export function useCreateNote(options: { onSuccess?: (note: Note) => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    // the form shows the error next to its field
    meta: { quiet: true },
    mutationFn: (body: NoteInput) =>
      notesApi.post("/api/companies/{companyId}/integrations/notes", { params: { companyId }, body }),
    onSuccess: async (note) => {
      await client.invalidateQueries({ queryKey: notesKeys.all(companyId) });
      options.onSuccess?.(note);
    },
    onError: options.onError,
  });
}

/** Removes a note (admins); the lists refresh. A failure is shown as a negative notification. */
export function useRemoveNote(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      notesApi.delete("/api/companies/{companyId}/integrations/notes/{noteId}", { params: { companyId, noteId } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: notesKeys.all(companyId) });
      options.onSuccess?.();
    },
  });
}
