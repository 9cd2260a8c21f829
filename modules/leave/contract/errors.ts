import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The leave module's error codes (spec §8), with their HTTP status and messages in en, pt-BR and es; merged into the
 * one catalogue by its contract (contract/module.ts).
 */
export const leaveErrors = {
  LEAVE_NOT_ENOUGH_TIME: errorEntry(400, "Not enough time.", "Tempo insuficiente.", "Tiempo insuficiente."),
  LEAVE_NOT_ENOUGH_DAYS: errorEntry(
    400,
    "Don't have many days!",
    "Não há dias suficientes!",
    "¡No tienes suficientes días!",
  ),
  DATE_BLOCKED: errorEntry(
    400,
    "The interval overlays with a block date.",
    "O intervalo se sobrepõe a uma data bloqueada.",
    "El intervalo se superpone con una fecha bloqueada.",
  ),
  LEAVE_RANGE_NOT_ALLOWED: errorEntry(
    400,
    "This leave don't allow range date.",
    "Esta licença não permite intervalo de datas.",
    "Esta licencia no permite rango de fechas.",
  ),
  LEAVE_OVERLAP: errorEntry(409, "Not Allowed Overlapping", "Sobreposição não permitida", "Superposición no permitida"),
  LOCKED_DATE_MAX: errorEntry(
    400,
    "Locked date invalid! Maximun 30 days.",
    "Data bloqueada inválida! Máximo 30 dias.",
    "¡Fecha bloqueada inválida! Máximo 30 días.",
  ),
  LEAVE_STATUS_CHANGED: errorEntry(
    409,
    "This request was changed meanwhile, please reload it.",
    "Esta solicitação foi alterada enquanto isso, recarregue-a.",
    "Esta solicitud cambió mientras tanto, vuelve a cargarla.",
  ),
  LEAVE_TRANSITION_INVALID: errorEntry(
    409,
    "This action is not possible for the request's status.",
    "Esta ação não é possível no status da solicitação.",
    "Esta acción no es posible en el estado de la solicitud.",
  ),
  LEAVE_BUSY: errorEntry(
    409,
    "Too many changes at once, please try again.",
    "Muitas alterações ao mesmo tempo, tente novamente.",
    "Demasiados cambios a la vez, inténtalo de nuevo.",
  ),
  LEAVE_SALE_NOT_ALLOWED: errorEntry(
    400,
    "This leave type does not allow selling or buying time.",
    "Este tipo de licença não permite vender ou comprar tempo.",
    "Este tipo de licencia no permite vender ni comprar tiempo.",
  ),
  LEAVE_SALE_LIMIT_DAYS: errorEntry(
    400,
    "More than this leave type allows in a year (at most {max} days).",
    "Mais do que este tipo de licença permite em um ano (no máximo {max} dias).",
    "Más de lo que este tipo de licencia permite en un año (como máximo {max} días).",
  ),
  LEAVE_SALE_LIMIT_HOURS: errorEntry(
    400,
    "More than this leave type allows in a year (at most {max} hours).",
    "Mais do que este tipo de licença permite em um ano (no máximo {max} horas).",
    "Más de lo que este tipo de licencia permite en un año (como máximo {max} horas).",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof leaveErrors, true> {}
}
