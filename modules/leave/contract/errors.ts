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
  LEAVE_HALF_DAY_INVALID: errorEntry(
    400,
    "A half day is one working day of a leave type counted in hours, without start and end times.",
    "Meio período é um único dia de trabalho de uma ausência contada em horas, sem horário de início e fim.",
    "Medio día es un único día laborable de una ausencia contada en horas, sin hora de inicio ni de fin.",
  ),
  LEAVE_HALF_DAY_OFF: errorEntry(
    400,
    "Half days are not offered in this company: ask for the whole day.",
    "Esta empresa não oferece meio período: peça o dia inteiro.",
    "Esta empresa no ofrece medio día: pide el día entero.",
  ),
  LEAVE_PACK_CHOICE_LOCKED: errorEntry(
    403,
    "This company's leave pack is chosen by the platform only. Contact support to change it.",
    "O pacote de ausências desta empresa só é escolhido pela plataforma. Fale com o suporte para mudá-lo.",
    "El paquete de ausencias de esta empresa solo lo elige la plataforma. Contacta con soporte para cambiarlo.",
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
  LEAVE_REASON_REQUIRED: errorEntry(
    400,
    "Write the reason for this change.",
    "Escreva o motivo desta alteração.",
    "Escribe el motivo de este cambio.",
  ),
  LEAVE_AMOUNT_INVALID: errorEntry(
    400,
    "Write an amount other than zero, with at most two decimals.",
    "Informe uma quantidade diferente de zero, com no máximo duas casas decimais.",
    "Escribe una cantidad distinta de cero, con dos decimales como máximo.",
  ),
  LEAVE_STARTING_BALANCE_EXISTS: errorEntry(
    409,
    "This person already has a starting balance of this type on that date.",
    "Esta pessoa já tem um saldo inicial deste tipo nessa data.",
    "Esta persona ya tiene un saldo inicial de este tipo en esa fecha.",
  ),
  LEAVE_IMPORT_FILE_INVALID: errorEntry(
    400,
    "This file could not be read. Send a CSV or an Excel (.xlsx) file.",
    "Não foi possível ler este arquivo. Envie um CSV ou um Excel (.xlsx).",
    "No se pudo leer este archivo. Envía un CSV o un Excel (.xlsx).",
  ),
  LEAVE_IMPORT_EMPTY: errorEntry(
    400,
    "The file has no rows to import.",
    "O arquivo não tem linhas para importar.",
    "El archivo no tiene filas para importar.",
  ),
  LEAVE_IMPORT_TOO_MANY_ROWS: errorEntry(
    400,
    "The file has more than {max} rows.",
    "O arquivo tem mais de {max} linhas.",
    "El archivo tiene más de {max} filas.",
  ),
  LEAVE_IMPORT_COLUMNS: errorEntry(
    400,
    "The title row must name the columns: {columns}.",
    "A linha de títulos deve ter as colunas: {columns}.",
    "La fila de títulos debe tener las columnas: {columns}.",
  ),
  LEAVE_IMPORT_ROWS_INVALID: errorEntry(
    422,
    "{count} rows have problems: nothing was imported. Fix them and send the file again.",
    "{count} linhas têm problemas: nada foi importado. Corrija-as e envie o arquivo de novo.",
    "{count} filas tienen problemas: no se importó nada. Corrígelas y envía el archivo de nuevo.",
  ),
  LEAVE_IMPORT_WORKER_UNKNOWN: errorEntry(
    400,
    "No active worker with this e-mail or id.",
    "Nenhum colaborador ativo com este e-mail ou id.",
    "Ningún colaborador activo con este correo o id.",
  ),
  LEAVE_IMPORT_TYPE_UNKNOWN: errorEntry(
    400,
    "No leave type with this name or id.",
    "Nenhum tipo de licença com este nome ou id.",
    "Ningún tipo de licencia con este nombre o id.",
  ),
  LEAVE_IMPORT_NUMBER_INVALID: errorEntry(
    400,
    "Not a number (write 12 or 12.5).",
    "Não é um número (escreva 12 ou 12,5).",
    "No es un número (escribe 12 o 12,5).",
  ),
  LEAVE_IMPORT_DUPLICATE_ROW: errorEntry(
    400,
    "Another row has the same person, type and date.",
    "Outra linha tem a mesma pessoa, tipo e data.",
    "Otra fila tiene la misma persona, tipo y fecha.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof leaveErrors, true> {}
}
