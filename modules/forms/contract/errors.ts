import { errorEntry } from "../../../core/errors/catalogue.js";

/** The forms module's error codes (en, pt-BR, es); merged into the one catalogue by its contract. */
export const formsErrors = {
  FORMS_CLOSED: errorEntry(
    410,
    "This form is no longer taking answers.",
    "Este formulário não está mais recebendo respostas.",
    "Este formulario ya no recibe respuestas.",
  ),
  FORMS_OPTIONS_REQUIRED: errorEntry(
    400,
    "A selection field needs at least one option.",
    "Um campo de seleção precisa de pelo menos uma opção.",
    "Un campo de selección necesita al menos una opción.",
  ),
  FORMS_MASK_MISMATCH: errorEntry(
    400,
    "The value does not have the expected format.",
    "O valor não tem o formato esperado.",
    "El valor no tiene el formato esperado.",
  ),
  FORMS_FIELD_UNKNOWN: errorEntry(
    400,
    "This form has no such field.",
    "Este formulário não tem esse campo.",
    "Este formulario no tiene ese campo.",
  ),
  FORMS_DUPLICATE_FIELD: errorEntry(
    400,
    "Two fields of the form have the same name.",
    "Dois campos do formulário têm o mesmo nome.",
    "Dos campos del formulario tienen el mismo nombre.",
  ),
  FORMS_UPLOAD_INVALID: errorEntry(
    400,
    "The file was not found; please attach it again.",
    "O arquivo não foi encontrado; anexe-o novamente.",
    "No se encontró el archivo; adjúntalo de nuevo.",
  ),
  FORMS_FILE_TYPE: errorEntry(
    400,
    "Only PDF, PNG or JPG files!",
    "Apenas arquivos PDF, PNG ou JPG!",
    "¡Solo archivos PDF, PNG o JPG!",
  ),
  FORMS_BOT_CHECK: errorEntry(
    400,
    "We could not confirm you are a person. Please reload the page and try again.",
    "Não conseguimos confirmar que você é uma pessoa. Recarregue a página e tente novamente.",
    "No pudimos confirmar que eres una persona. Recarga la página e inténtalo de nuevo.",
  ),
  FORMS_TOO_MANY: errorEntry(
    429,
    "Too many answers sent from here. Please try again later.",
    "Muitas respostas enviadas daqui. Tente novamente mais tarde.",
    "Demasiadas respuestas enviadas desde aquí. Inténtalo más tarde.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof formsErrors, true> {}
}
