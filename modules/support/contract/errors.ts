import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The support module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges them
 * into the one catalogue.
 */
export const supportErrors = {
  SUPPORT_CONVERSATION_CLOSED: errorEntry(
    409,
    "This conversation is closed. Reopen it to write again.",
    "Esta conversa está encerrada. Reabra-a para escrever novamente.",
    "Esta conversación está cerrada. Reábrela para volver a escribir.",
  ),
  SUPPORT_CONVERSATION_ALREADY: errorEntry(
    409,
    "The conversation is already in that state.",
    "A conversa já está nesse estado.",
    "La conversación ya está en ese estado.",
  ),
  SUPPORT_AGENT_EXISTS: errorEntry(
    409,
    "This person is already a support agent.",
    "Esta pessoa já é agente de suporte.",
    "Esta persona ya es agente de soporte.",
  ),
} as const;

// types `new AppError("SUPPORT_CONVERSATION_CLOSED")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof supportErrors, true> {}
}
