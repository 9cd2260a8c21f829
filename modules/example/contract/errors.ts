import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The example module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges them
 * into the one catalogue; the core refuses at boot a code outside the `EXAMPLE_` namespace or missing a language.
 */
export const exampleErrors = {
  EXAMPLE_NOTE_TITLE_TAKEN: errorEntry(
    409,
    "A note with this title already exists.",
    "Já existe uma nota com este título.",
    "Ya existe una nota con este título.",
  ),
  EXAMPLE_NOTE_BODIES_OFF: errorEntry(
    400,
    "Notes in this company are titles only: leave the body empty.",
    "As notas desta empresa têm só título: deixe o texto em branco.",
    "Las notas de esta empresa son solo títulos: deja el texto vacío.",
  ),
} as const;

// types `new AppError("EXAMPLE_NOTE_TITLE_TAKEN")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof exampleErrors, true> {}
}
