import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The people module's error codes (spec §8), with their HTTP status and messages in en, pt-BR and es; merged into the
 * one catalogue by its contract (contract/module.ts).
 */
export const peopleErrors = {
  PEOPLE_NAME_TAKEN: errorEntry(
    409,
    "This name is already in use.",
    "Este nome já está em uso.",
    "Este nombre ya está en uso.",
  ),
  PEOPLE_SCHEDULE_HOUR_INVALID: errorEntry(
    400,
    "Schedule hours are whole hours from 0 to 24.",
    "Os horários são horas inteiras de 0 a 24.",
    "Los horarios son horas enteras de 0 a 24.",
  ),
  PEOPLE_SCHEDULE_END_NOT_AFTER_START: errorEntry(
    400,
    "The end of the schedule must be after its start.",
    "O fim do horário deve ser depois do início.",
    "El fin del horario debe ser posterior al inicio.",
  ),
  PEOPLE_SCHEDULE_SECOND_RANGE: errorEntry(
    400,
    "The second range must start at or after the end of the first.",
    "O segundo intervalo deve começar no fim do primeiro ou depois.",
    "El segundo intervalo debe empezar al final del primero o después.",
  ),
  PEOPLE_REFERENCE_WORKER_INVALID: errorEntry(
    400,
    "The supervisor must be an active worker of the company.",
    "O supervisor deve ser um colaborador ativo da empresa.",
    "El supervisor debe ser un colaborador activo de la empresa.",
  ),
  PEOPLE_REFERENCE_WORKER_CYCLE: errorEntry(
    400,
    "A worker cannot report to themselves or to someone who reports to them.",
    "Um colaborador não pode se reportar a si mesmo nem a alguém que se reporta a ele.",
    "Un colaborador no puede reportarse a sí mismo ni a alguien que le reporta.",
  ),
  PEOPLE_WORKER_TERMINATED: errorEntry(
    409,
    "This worker has already been terminated.",
    "Este colaborador já foi desligado.",
    "Este colaborador ya fue desvinculado.",
  ),
  PEOPLE_SELF_FIELD_NOT_EDITABLE: errorEntry(
    400,
    "Your administrator keeps this field.",
    "Este campo é mantido pelo seu administrador.",
    "Este campo lo mantiene tu administrador.",
  ),
  PEOPLE_FIELD_FORBIDDEN: errorEntry(
    403,
    "You do not have access to the field {field}.",
    "Você não tem acesso ao campo {field}.",
    "No tienes acceso al campo {field}.",
  ),
  PEOPLE_SELF_PROFILE_CLOSED: errorEntry(
    409,
    "Your profile can no longer be changed: your contract has ended.",
    "Seu perfil não pode mais ser alterado: seu contrato terminou.",
    "Tu perfil ya no se puede cambiar: tu contrato terminó.",
  ),
  PEOPLE_WORKER_NOT_TERMINATED: errorEntry(
    409,
    "This worker has not been terminated.",
    "Este colaborador não foi desligado.",
    "Este colaborador no fue desvinculado.",
  ),
  PEOPLE_ZIPCODE_INVALID: errorEntry(400, "Invalid zip code.", "CEP inválido.", "Código postal inválido."),
  PEOPLE_FIELD_UNKNOWN: errorEntry(
    400,
    "This field does not exist.",
    "Este campo não existe.",
    "Este campo no existe.",
  ),
  PEOPLE_FIELD_MASK: errorEntry(
    400,
    "The value does not match the format {mask}.",
    "O valor não corresponde ao formato {mask}.",
    "El valor no coincide con el formato {mask}.",
  ),
  PEOPLE_FIELD_OPTIONS_REQUIRED: errorEntry(
    400,
    "A selection field needs at least one option.",
    "Um campo de seleção precisa de pelo menos uma opção.",
    "Un campo de selección necesita al menos una opción.",
  ),
  PEOPLE_FIELD_DUPLICATE: errorEntry(
    400,
    "Each field needs a different label.",
    "Cada campo precisa de um rótulo diferente.",
    "Cada campo necesita una etiqueta diferente.",
  ),
  PEOPLE_FIELDS_CHANGED_MEANWHILE: errorEntry(
    409,
    "The company's fields were changed meanwhile. Reload them and try again.",
    "Os campos da empresa foram alterados nesse meio-tempo. Recarregue-os e tente novamente.",
    "Los campos de la empresa se cambiaron mientras tanto. Recárgalos e inténtalo de nuevo.",
  ),
  PEOPLE_SURVEY_ALREADY_ANSWERED: errorEntry(
    409,
    "This survey has already been answered.",
    "Esta pesquisa já foi respondida.",
    "Esta encuesta ya fue respondida.",
  ),
  PEOPLE_IMPORT_FILE_INVALID: errorEntry(
    400,
    "Only CSV or Excel (.xlsx) files.",
    "Apenas arquivos CSV ou Excel (.xlsx).",
    "Solo archivos CSV o Excel (.xlsx).",
  ),
  PEOPLE_IMPORT_EMPTY: errorEntry(
    400,
    "The file has no rows to import.",
    "O arquivo não tem linhas para importar.",
    "El archivo no tiene filas para importar.",
  ),
  PEOPLE_IMPORT_TOO_MANY_ROWS: errorEntry(
    400,
    "At most {max} rows per import.",
    "No máximo {max} linhas por importação.",
    "Como máximo {max} filas por importación.",
  ),
  PEOPLE_IMPORT_COLUMN_MISSING: errorEntry(
    400,
    "The column {column} is missing.",
    "Falta a coluna {column}.",
    "Falta la columna {column}.",
  ),
  PEOPLE_IMPORT_DUPLICATE_EMAIL: errorEntry(
    400,
    "This email appears more than once in the file.",
    "Este e-mail aparece mais de uma vez no arquivo.",
    "Este correo aparece más de una vez en el archivo.",
  ),
  PEOPLE_FIELD_DISABLED: errorEntry(
    400,
    "This company does not use the field {field}.",
    "Esta empresa não usa o campo {field}.",
    "Esta empresa no usa el campo {field}.",
  ),
  PEOPLE_IMPORT_SUPERVISOR_ROW_INVALID: errorEntry(
    400,
    "The supervisor's row has errors.",
    "A linha do supervisor tem erros.",
    "La fila del supervisor tiene errores.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof peopleErrors, true> {}
}
