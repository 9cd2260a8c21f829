import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The hiring module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges them
 * into the one catalogue; the core refuses at boot a code outside the `HIRING_` namespace or missing a language.
 */
export const hiringErrors = {
  HIRING_NOTE_TITLE_TAKEN: errorEntry(
    409,
    "A note with this title already exists.",
    "Já existe uma nota com este título.",
    "Ya existe una nota con este título.",
  ),
} as const;

// types `new AppError("HIRING_NOTE_TITLE_TAKEN")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof hiringErrors, true> {}
}
