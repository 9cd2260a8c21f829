import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The clock module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges them
 * into the one catalogue; the core refuses at boot a code outside the `CLOCK_` namespace or missing a language.
 */
export const clockErrors = {
  CLOCK_NO_WORKER_PROFILE: errorEntry(
    409,
    "You need an active worker profile to use the time clock.",
    "Você precisa de um perfil de colaborador ativo para usar o ponto.",
    "Necesitas un perfil de colaborador activo para usar el reloj.",
  ),
  CLOCK_OUT_OF_SEQUENCE: errorEntry(
    409,
    "This punch does not follow your last one. Refresh and punch again.",
    "Esta marcação não segue a anterior. Atualize e marque novamente.",
    "Esta marcación no sigue a la anterior. Actualiza y marca de nuevo.",
  ),
  CLOCK_PUNCH_CONFLICT: errorEntry(
    409,
    "Another punch of yours was being saved at the same moment. Refresh and punch again.",
    "Outra marcação sua estava sendo gravada no mesmo momento. Atualize e marque novamente.",
    "Otra marcación tuya se estaba guardando en el mismo momento. Actualiza y marca de nuevo.",
  ),
  CLOCK_QR_EXPIRED: errorEntry(
    422,
    "This QR code has expired. Scan the code on the office screen again.",
    "Este QR code expirou. Leia novamente o código na tela do escritório.",
    "Este código QR caducó. Escanea de nuevo el código de la pantalla de la oficina.",
  ),
  CLOCK_QR_INVALID: errorEntry(
    422,
    "This is not a valid time clock QR code.",
    "Este não é um QR code de ponto válido.",
    "Este no es un código QR de reloj válido.",
  ),
  CLOCK_QR_OTHER_OFFICE: errorEntry(
    422,
    "This QR code belongs to another office.",
    "Este QR code pertence a outro escritório.",
    "Este código QR pertenece a otra oficina.",
  ),
  CLOCK_OFFLINE_OFF: errorEntry(
    422,
    "Your company does not accept punches made without a connection: punch again once you are online.",
    "Sua empresa não aceita marcações feitas sem conexão: marque de novo quando estiver on-line.",
    "Tu empresa no acepta marcaciones hechas sin conexión: marca de nuevo cuando estés en línea.",
  ),
  CLOCK_QR_REQUIRED: errorEntry(
    422,
    "Your company asks you to punch by scanning the office QR code.",
    "Sua empresa pede que você marque o ponto lendo o QR code do escritório.",
    "Tu empresa pide marcar escaneando el código QR de la oficina.",
  ),
  CLOCK_WIDGET_QR_REQUIRED: errorEntry(
    422,
    "Your company asks for the office QR code: punch in the app by scanning it.",
    "Sua empresa pede o QR code do escritório: marque o ponto no app lendo o código.",
    "Tu empresa pide el código QR de la oficina: marca en la app escaneándolo.",
  ),
  CLOCK_OUTSIDE_GEOFENCE: errorEntry(
    422,
    "You are outside the area where punches are accepted for this office.",
    "Você está fora da área em que o ponto é aceito para este escritório.",
    "Estás fuera del área donde se aceptan marcaciones para esta oficina.",
  ),
  CLOCK_LOCATION_REQUIRED: errorEntry(
    422,
    "Your company asks for your location with each punch. Allow location and try again.",
    "Sua empresa pede sua localização em cada marcação. Permita a localização e tente novamente.",
    "Tu empresa pide tu ubicación en cada marcación. Permite la ubicación e inténtalo de nuevo.",
  ),
  CLOCK_PHOTO_REQUIRED: errorEntry(
    422,
    "Your company asks for a photo with each punch.",
    "Sua empresa pede uma foto em cada marcação.",
    "Tu empresa pide una foto con cada marcación.",
  ),
  CLOCK_CONSENT_REQUIRED: errorEntry(
    422,
    "Accept the location and photo terms before punching.",
    "Aceite os termos de localização e foto antes de marcar o ponto.",
    "Acepta los términos de ubicación y foto antes de marcar.",
  ),
  CLOCK_DEVICE_TIME_INVALID: errorEntry(
    400,
    "The punch time from this device is not plausible.",
    "O horário da marcação informado por este dispositivo não é plausível.",
    "La hora de marcación de este dispositivo no es plausible.",
  ),
  CLOCK_IDEMPOTENCY_CONFLICT: errorEntry(
    409,
    "This punch key was already used for a different punch.",
    "Esta chave de marcação já foi usada em outra marcação.",
    "Esta clave de marcación ya se usó para otra marcación.",
  ),
  CLOCK_DEVICE_KEY_INVALID: errorEntry(
    401,
    "This kiosk key is not valid or was revoked. Ask an administrator for a new one.",
    "Esta chave de quiosque não é válida ou foi revogada. Peça uma nova a um administrador.",
    "Esta clave de quiosco no es válida o fue revocada. Pide una nueva a un administrador.",
  ),
  CLOCK_CORRECTION_DECIDED: errorEntry(
    409,
    "This correction was already decided.",
    "Esta correção já foi decidida.",
    "Esta corrección ya fue decidida.",
  ),
  CLOCK_CORRECTION_PENDING: errorEntry(
    409,
    "This punch already has a correction waiting or approved.",
    "Esta marcação já tem uma correção pendente ou aprovada.",
    "Esta marcación ya tiene una corrección pendiente o aprobada.",
  ),
  CLOCK_CORRECTION_IN_FUTURE: errorEntry(
    422,
    "A correction cannot add a punch in the future.",
    "Uma correção não pode adicionar uma marcação no futuro.",
    "Una corrección no puede agregar una marcación en el futuro.",
  ),
  CLOCK_RECEIPT_MISMATCH: errorEntry(
    404,
    "No punch matches this receipt code.",
    "Nenhuma marcação corresponde a este código de comprovante.",
    "Ninguna marcación corresponde a este código de comprobante.",
  ),
} as const;

// types `new AppError("CLOCK_QR_EXPIRED")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof clockErrors, true> {}
}
