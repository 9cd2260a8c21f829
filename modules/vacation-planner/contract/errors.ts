import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The vacation-planner module's error codes (spec §8), with their HTTP status and messages in en, pt-BR and es; merged into the
 * one catalogue by its contract (contract/module.ts).
 */
export const vacationPlannerErrors = {
  VACATION_PLAN_OVERLAP: errorEntry(
    409,
    "This person is already away or has a planned vacation on some of these days.",
    "Esta pessoa já está ausente ou tem férias planejadas em alguns destes dias.",
    "Esta persona ya está ausente o tiene vacaciones planificadas en algunos de estos días.",
  ),
  VACATION_PLAN_DAYS_ONLY: errorEntry(
    400,
    "Plan whole days: choose a leave type counted in days.",
    "Planeje dias inteiros: escolha um tipo de licença contado em dias.",
    "Planifica días completos: elige un tipo de licencia contado en días.",
  ),
  VACATION_PLAN_REQUESTED: errorEntry(
    409,
    "This plan entry is already a leave request: change or cancel the request instead.",
    "Este item do plano já é uma solicitação de licença: altere ou cancele a solicitação.",
    "Esta entrada del plan ya es una solicitud de licencia: modifica o cancela la solicitud.",
  ),
  VACATION_PLAN_BUSY: errorEntry(
    409,
    "This plan entry is being turned into a request, please try again in a moment.",
    "Este item do plano está sendo transformado em solicitação, tente novamente em instantes.",
    "Esta entrada del plan se está convirtiendo en solicitud, inténtalo de nuevo en un momento.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof vacationPlannerErrors, true> {}
}
