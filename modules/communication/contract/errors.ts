import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The communication module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges
 * them into the one catalogue; the core refuses at boot a code outside the `COMMUNICATION_` namespace or missing a
 * language.
 */
export const communicationErrors = {
  COMMUNICATION_NEWS_EMPTY: errorEntry(
    400,
    "Write something in the post: text or an image.",
    "Escreva algo na publicação: texto ou uma imagem.",
    "Escribe algo en la publicación: texto o una imagen.",
  ),
  COMMUNICATION_AUDIENCE_EMPTY: errorEntry(
    400,
    "Choose who receives the post: everyone, or at least one department, office or role.",
    "Escolha quem recebe a publicação: todos, ou ao menos um departamento, escritório ou cargo.",
    "Elige quién recibe la publicación: todos, o al menos un departamento, oficina o cargo.",
  ),
  COMMUNICATION_AUDIENCE_UNKNOWN: errorEntry(
    400,
    "One of the chosen departments, offices or roles no longer exists.",
    "Um dos departamentos, escritórios ou cargos escolhidos não existe mais.",
    "Uno de los departamentos, oficinas o cargos elegidos ya no existe.",
  ),
  COMMUNICATION_SEND_DATE_PAST: errorEntry(
    400,
    "The send date must be in the future; leave it empty to send now.",
    "A data de envio deve estar no futuro; deixe-a vazia para enviar agora.",
    "La fecha de envío debe estar en el futuro; déjala vacía para enviar ahora.",
  ),
  COMMUNICATION_NEWS_SENT: errorEntry(
    409,
    "This post was already sent; it can no longer be rescheduled.",
    "Esta publicação já foi enviada; não pode mais ser reagendada.",
    "Esta publicación ya fue enviada; ya no se puede reprogramar.",
  ),
} as const;

// types `new AppError("COMMUNICATION_NEWS_EMPTY")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof communicationErrors, true> {}
}
