import type { ServiceContext } from "../../../../core/context.js";
import type { NotesService } from "./notes.service.js";

const DEMO_NOTES = [
  { title: "Welcome to the team", body: "Coffee is on the second floor; the first week's agenda is on the board." },
  { title: "Office hours", body: "The office opens at 8:00 and closes at 19:00, Monday to Friday." },
  { title: "Holiday party", body: "Friday the 20th at 18:00. Bring a friend." },
];

/**
 * Demo notes for a freshly seeded demo tenant (`npm start` on an empty database, `npm run seed`). Written through the
 * service, so the seed obeys the module's rules and emits its events like any other path.
 */
export async function seedNotes(ctx: ServiceContext, deps: { notes: NotesService }): Promise<void> {
  if ((await deps.notes.count(ctx)) > 0) return;
  for (const note of DEMO_NOTES) await deps.notes.create(ctx, note);
}
