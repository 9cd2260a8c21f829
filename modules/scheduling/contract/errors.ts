import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The scheduling module's error codes, with their HTTP status and messages in en, pt-BR and es. Labour-rule codes
 * (`SCHEDULING_RULE_*`) are also the warnings' codes: a rule set to "warn" answers the same message as a warning.
 */
export const schedulingErrors = {
  SCHEDULING_CONFLICT: errorEntry(
    409,
    "There is a conflict between the schedules.",
    "Existe um conflito entre as escalas.",
    "Hay un conflicto entre los horarios.",
  ),
  SCHEDULING_ON_LEAVE: errorEntry(
    409,
    "{name} is on approved leave on {date}.",
    "{name} está de ausência aprovada em {date}.",
    "{name} tiene una ausencia aprobada el {date}.",
  ),
  SCHEDULING_HOLIDAY: errorEntry(
    409,
    "{date} is a holiday ({holiday}).",
    "{date} é feriado ({holiday}).",
    "{date} es feriado ({holiday}).",
  ),
  SCHEDULING_UNAVAILABLE: errorEntry(
    409,
    "{name} marked {date} as unavailable.",
    "{name} marcou {date} como indisponível.",
    "{name} marcó {date} como no disponible.",
  ),
  SCHEDULING_RULE_DAILY_HOURS: errorEntry(
    409,
    "{name} would work {hours} h on {date}; the limit is {limit} h a day.",
    "{name} trabalharia {hours} h em {date}; o limite é {limit} h por dia.",
    "{name} trabajaría {hours} h el {date}; el límite es {limit} h por día.",
  ),
  SCHEDULING_RULE_WEEKLY_HOURS: errorEntry(
    409,
    "{name} would work {hours} h in the week of {date}; the limit is {limit} h a week.",
    "{name} trabalharia {hours} h na semana de {date}; o limite é {limit} h por semana.",
    "{name} trabajaría {hours} h en la semana del {date}; el límite es {limit} h por semana.",
  ),
  SCHEDULING_RULE_MIN_REST: errorEntry(
    409,
    "{name} would rest only {hours} h before the shift on {date}; the minimum is {limit} h between shifts.",
    "{name} descansaria só {hours} h antes do turno de {date}; o mínimo é {limit} h entre turnos.",
    "{name} descansaría solo {hours} h antes del turno del {date}; el mínimo es {limit} h entre turnos.",
  ),
  SCHEDULING_RULE_WEEKLY_REST: errorEntry(
    409,
    "{name} would have no rest day in the week of {date}.",
    "{name} ficaria sem folga na semana de {date}.",
    "{name} no tendría día de descanso en la semana del {date}.",
  ),
  SCHEDULING_RULE_PART_TIME: errorEntry(
    409,
    "{name} works part-time: {hours} h in the week of {date} is not under {limit} h.",
    "{name} trabalha em tempo parcial: {hours} h na semana de {date} não fica abaixo de {limit} h.",
    "{name} trabaja a tiempo parcial: {hours} h en la semana del {date} no queda por debajo de {limit} h.",
  ),
  SCHEDULING_RULE_CONSECUTIVE_DAYS: errorEntry(
    409,
    "{name} would work {days} days in a row up to {date}; the limit is {limit}.",
    "{name} trabalharia {days} dias seguidos até {date}; o limite é {limit}.",
    "{name} trabajaría {days} días seguidos hasta el {date}; el límite es {limit}.",
  ),
  SCHEDULING_SHIFT_TIMES: errorEntry(
    400,
    "A shift ends after it starts and lasts at most 24 hours.",
    "Um turno termina depois de começar e dura no máximo 24 horas.",
    "Un turno termina después de empezar y dura como máximo 24 horas.",
  ),
  SCHEDULING_NOT_A_WORKER: errorEntry(
    400,
    "This person is not an active worker of the company.",
    "Esta pessoa não é colaboradora ativa da empresa.",
    "Esta persona no es un colaborador activo de la empresa.",
  ),
  SCHEDULING_SHIFT_TAKEN: errorEntry(
    409,
    "Someone else already took this shift.",
    "Outra pessoa já ficou com este turno.",
    "Otra persona ya tomó este turno.",
  ),
  SCHEDULING_NOT_QUALIFIED: errorEntry(
    403,
    "This shift needs the skill {skill}.",
    "Este turno exige a habilidade {skill}.",
    "Este turno requiere la habilidad {skill}.",
  ),
  SCHEDULING_NOT_YOUR_SHIFT: errorEntry(
    400,
    "Choose one of your own published shifts.",
    "Escolha um dos seus turnos publicados.",
    "Elige uno de tus turnos publicados.",
  ),
  SCHEDULING_ORDER_STATE: errorEntry(
    409,
    "This request can no longer be changed that way.",
    "Esta solicitação não pode mais ser alterada assim.",
    "Esta solicitud ya no se puede cambiar así.",
  ),
  SCHEDULING_ORDER_NOT_YOURS: errorEntry(
    403,
    "Only the person this request is addressed to can answer it.",
    "Só a pessoa a quem a solicitação se dirige pode respondê-la.",
    "Solo la persona a quien se dirige la solicitud puede responderla.",
  ),
  SCHEDULING_SHIFT_CHANGED: errorEntry(
    409,
    "The shifts changed since the request was made; ask again.",
    "Os turnos mudaram desde a solicitação; peça de novo.",
    "Los turnos cambiaron desde la solicitud; vuelve a pedirlo.",
  ),
  SCHEDULING_PAST_SHIFT: errorEntry(
    409,
    "This shift has already started.",
    "Este turno já começou.",
    "Este turno ya empezó.",
  ),
  SCHEDULING_SCOPE_REQUIRED: errorEntry(
    400,
    "Choose a department or an office.",
    "Escolha um departamento ou um escritório.",
    "Elige un departamento o una oficina.",
  ),
  SCHEDULING_TEMPLATE_TAKEN: errorEntry(
    409,
    "A template with this name already exists.",
    "Já existe um modelo com este nome.",
    "Ya existe una plantilla con este nombre.",
  ),
  SCHEDULING_RANGE_TOO_LONG: errorEntry(
    400,
    "Choose at most {days} days.",
    "Escolha no máximo {days} dias.",
    "Elige como máximo {days} días.",
  ),
} as const;

// types `new AppError("SCHEDULING_CONFLICT")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof schedulingErrors, true> {}
}
