import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The spaces module's error codes (spec §9 "Leaves, dates and reservations": "Date has overlay with other
 * reservation."), with their HTTP status and messages in en, pt-BR and es.
 */
export const spacesErrors = {
  // spec §9, word for word in English
  SPACES_OVERLAP: errorEntry(
    409,
    "Date has overlay with other reservation.",
    "A data se sobrepõe a outra reserva.",
    "La fecha se superpone con otra reserva.",
  ),
  // a weekly series is all-or-nothing: the first occurrence that is taken is named
  SPACES_SERIES_OVERLAP: errorEntry(
    409,
    "Date has overlay with other reservation: {date} is already booked, so no date of the series was reserved.",
    "A data se sobrepõe a outra reserva: {date} já está reservado, então nenhuma data da série foi reservada.",
    "La fecha se superpone con otra reserva: {date} ya está reservado, así que no se reservó ninguna fecha de la serie.",
  ),
  SPACES_OUTSIDE_HOURS: errorEntry(
    400,
    "This space can be booked from {from} to {to}.",
    "Este espaço pode ser reservado das {from} às {to}.",
    "Este espacio se puede reservar de {from} a {to}.",
  ),
  SPACES_CLOSED_DAY: errorEntry(
    400,
    "This space cannot be booked on {date}.",
    "Este espaço não pode ser reservado em {date}.",
    "Este espacio no se puede reservar el {date}.",
  ),
  // spec §9 "Choose correct dates."
  SPACES_BAD_TIME: errorEntry(
    400,
    "Choose correct dates: the end must be after the start, in steps of {minutes} minutes.",
    "Escolha datas corretas: o fim deve ser depois do início, em intervalos de {minutes} minutos.",
    "Elige fechas correctas: el fin debe ser posterior al inicio, en intervalos de {minutes} minutos.",
  ),
  // spec §9 "Date before now."
  SPACES_DATE_PAST: errorEntry(400, "Date before now.", "Data anterior a agora.", "Fecha anterior a ahora."),
  SPACES_TOO_FAR: errorEntry(
    400,
    "Reservations can be made up to {days} days ahead.",
    "As reservas podem ser feitas com até {days} dias de antecedência.",
    "Las reservas se pueden hacer con hasta {days} días de antelación.",
  ),
  SPACES_CAPACITY: errorEntry(
    400,
    "This space holds at most {capacity} people.",
    "Este espaço comporta no máximo {capacity} pessoas.",
    "Este espacio admite como máximo {capacity} personas.",
  ),
  SPACES_PARTICIPANT_UNKNOWN: errorEntry(
    400,
    "Every participant must be a person of the company.",
    "Todo participante deve ser uma pessoa da empresa.",
    "Cada participante debe ser una persona de la empresa.",
  ),
  SPACES_NOT_ALLOWED: errorEntry(
    403,
    "You may not book this space.",
    "Você não pode reservar este espaço.",
    "No puedes reservar este espacio.",
  ),
  SPACES_INACTIVE: errorEntry(
    409,
    "This space is not open for reservations.",
    "Este espaço não está aberto para reservas.",
    "Este espacio no está abierto a reservas.",
  ),
  SPACES_NOT_ACTIVE: errorEntry(
    409,
    "This reservation was canceled or released.",
    "Esta reserva foi cancelada ou liberada.",
    "Esta reserva fue cancelada o liberada.",
  ),
  SPACES_CHECK_IN_CLOSED: errorEntry(
    409,
    "Check-in opens {minutes} minutes before the start and closes when the reservation ends.",
    "O check-in abre {minutes} minutos antes do início e fecha quando a reserva termina.",
    "El check-in abre {minutes} minutos antes del inicio y cierra cuando termina la reserva.",
  ),
  SPACES_ALREADY_STARTED: errorEntry(
    409,
    "This reservation has already ended.",
    "Esta reserva já terminou.",
    "Esta reserva ya terminó.",
  ),
  SPACES_OFFICE_UNKNOWN: errorEntry(
    400,
    "Choose an office of the company.",
    "Escolha um escritório da empresa.",
    "Elige una oficina de la empresa.",
  ),
  SPACES_NAME_TAKEN: errorEntry(
    409,
    "This office already has a space with this name.",
    "Este escritório já tem um espaço com este nome.",
    "Esta oficina ya tiene un espacio con este nombre.",
  ),
  SPACES_BAD_HOURS: errorEntry(
    400,
    "The bookable hours must end after they start, on the hour or half hour.",
    "O horário reservável deve terminar depois de começar, em horas cheias ou meias horas.",
    "El horario reservable debe terminar después de empezar, en horas en punto o y media.",
  ),
} as const;

// types `new AppError("SPACES_OVERLAP")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof spacesErrors, true> {}
}
