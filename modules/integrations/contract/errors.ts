import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The integrations module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges
 * them into the one catalogue.
 */
export const integrationsErrors = {
  INTEGRATIONS_GOOGLE_NOT_CONFIGURED: errorEntry(
    409,
    "Google Calendar is not set up on this server yet. Ask your administrator.",
    "O Google Agenda ainda não está configurado neste servidor. Fale com o administrador.",
    "Google Calendar aún no está configurado en este servidor. Consulta a tu administrador.",
  ),
  INTEGRATIONS_OAUTH_STATE_INVALID: errorEntry(
    400,
    "This connection link has expired or was already used. Start connecting again.",
    "Este link de conexão expirou ou já foi usado. Comece a conexão de novo.",
    "Este enlace de conexión caducó o ya se usó. Vuelve a iniciar la conexión.",
  ),
  INTEGRATIONS_GOOGLE_REFUSED: errorEntry(
    502,
    "Google refused the connection. Try again in a moment.",
    "O Google recusou a conexão. Tente de novo em instantes.",
    "Google rechazó la conexión. Inténtalo de nuevo en un momento.",
  ),
  INTEGRATIONS_CALENDAR_NOT_CONNECTED: errorEntry(
    409,
    "Your Google Calendar is not connected.",
    "Seu Google Agenda não está conectado.",
    "Tu Google Calendar no está conectado.",
  ),
  INTEGRATIONS_WEBHOOK_URL_INVALID: errorEntry(
    400,
    "Enter a web address that starts with https:// or http://.",
    "Informe um endereço que comece com https:// ou http://.",
    "Introduce una dirección que empiece por https:// o http://.",
  ),
  INTEGRATIONS_WEBHOOK_URL_PRIVATE: errorEntry(
    400,
    "This address points to a private or local network; webhooks can only call public addresses.",
    "Este endereço aponta para uma rede privada ou local; webhooks só chamam endereços públicos.",
    "Esta dirección apunta a una red privada o local; los webhooks solo llaman a direcciones públicas.",
  ),
  INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED: errorEntry(
    400,
    "Choose at least one event to send.",
    "Escolha pelo menos um evento para enviar.",
    "Elige al menos un evento para enviar.",
  ),
  INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN: errorEntry(
    400,
    "One of the chosen events does not exist.",
    "Um dos eventos escolhidos não existe.",
    "Uno de los eventos elegidos no existe.",
  ),
  INTEGRATIONS_WEBHOOK_LIMIT: errorEntry(
    409,
    "A company can have at most 20 webhook endpoints.",
    "Uma empresa pode ter no máximo 20 endpoints de webhook.",
    "Una empresa puede tener como máximo 20 endpoints de webhook.",
  ),
} as const;

// types `new AppError("INTEGRATIONS_...")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof integrationsErrors, true> {}
}
