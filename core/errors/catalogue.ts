import type { Locale } from "../i18n/locale.js";

/**
 * The one error catalogue (spec §5 validation messages, §8 error catalogue),
 * each code with its HTTP status and its message in every locale. Messages
 * may hold `{name}` placeholders filled from the error's params. Modules add
 * their codes here rather than keeping catalogues of their own.
 */
export interface CatalogueEntry {
  status: number;
  messages: Record<Locale, string>;
}

const entry = (status: number, en: string, ptBR: string, es: string): CatalogueEntry => ({
  status,
  messages: { en, "pt-BR": ptBR, es },
});

export const errorCatalogue = {
  // --- generic
  INTERNAL: entry(
    500,
    "Error not registered, contact our support.",
    "Erro não registrado, contate nosso suporte.",
    "Error no registrado, contacta a nuestro soporte.",
  ),
  NOT_FOUND: entry(404, "Not found.", "Não encontrado.", "No encontrado."),
  ROUTE_NOT_FOUND: entry(404, "Not found.", "Não encontrado.", "No encontrado."),
  FORBIDDEN: entry(403, "You do not have access to this.", "Você não tem acesso a isto.", "No tienes acceso a esto."),
  UNAUTHENTICATED: entry(401, "Please sign in again.", "Faça login novamente.", "Inicia sesión de nuevo."),
  BAD_REQUEST: entry(
    400,
    "Search not done, please check the data.",
    "Busca não realizada, verifique os dados.",
    "Búsqueda no realizada, revisa los datos.",
  ),
  PAYLOAD_TOO_LARGE: entry(
    413,
    "Maximum file size is 2mb.",
    "O tamanho máximo do arquivo é 2mb.",
    "El tamaño máximo del archivo es 2mb.",
  ),
  SERVICE_NOT_AVAILABLE_COUNTRY: entry(
    400,
    "Service not available to the country.",
    "Serviço não disponível para o país.",
    "Servicio no disponible para el país.",
  ),
  SEARCH_NOT_DONE: entry(
    400,
    "Search not done, please check the data.",
    "Busca não realizada, verifique os dados.",
    "Búsqueda no realizada, revisa los datos.",
  ),

  // --- modules and plans
  MODULE_NOT_ENABLED: entry(
    403,
    "This feature is not enabled for your company.",
    "Este recurso não está habilitado para sua empresa.",
    "Esta función no está habilitada para tu empresa.",
  ),
  PLAN_UPGRADE_REQUIRED: entry(
    403,
    "This feature needs the {plan} plan.",
    "Este recurso requer o plano {plan}.",
    "Esta función requiere el plan {plan}.",
  ),

  // --- validation (spec §5)
  VALIDATION_REQUIRED: entry(400, "Please type something.", "Por favor, digite algo.", "Por favor, escribe algo."),
  VALIDATION_EMAIL: entry(400, "Email invalid.", "E-mail inválido.", "Correo electrónico inválido."),
  VALIDATION_PASSWORD_MIN: entry(
    400,
    "Min size is {min} characters",
    "O tamanho mínimo é {min} caracteres",
    "El tamaño mínimo es {min} caracteres",
  ),
  VALIDATION_PASSWORD_MAX: entry(
    400,
    "Max size is {max} characters",
    "O tamanho máximo é {max} caracteres",
    "El tamaño máximo es {max} caracteres",
  ),
  VALIDATION_MIN_LENGTH: entry(
    400,
    "Min length is {min}",
    "O comprimento mínimo é {min}",
    "La longitud mínima es {min}",
  ),
  VALIDATION_MAX_LENGTH: entry(
    400,
    "Max length is {max}",
    "O comprimento máximo é {max}",
    "La longitud máxima es {max}",
  ),
  VALIDATION_NUMERIC: entry(400, "Value must be numeric", "O valor deve ser numérico", "El valor debe ser numérico"),
  VALIDATION_MIN_VALUE: entry(400, "Min value is {min}", "O valor mínimo é {min}", "El valor mínimo es {min}"),
  VALIDATION_MAX_VALUE: entry(400, "Max value is {max}", "O valor máximo é {max}", "El valor máximo es {max}"),
  VALIDATION_DATE: entry(400, "Wrong date", "Data errada", "Fecha incorrecta"),
  VALIDATION_DATE_BEFORE: entry(400, "Date can't be less", "A data não pode ser menor", "La fecha no puede ser menor"),
  VALIDATION_CNPJ: entry(400, "invalid cnpj", "cnpj inválido", "cnpj inválido"),
  VALIDATION_CPF: entry(400, "invalid cpf", "cpf inválido", "cpf inválido"),
  VALIDATION_URL: entry(400, "invalid url", "url inválida", "url inválida"),
  VALIDATION_BIRTHDATE: entry(400, "Invalid date", "Data inválida", "Fecha inválida"),
  VALIDATION_FIELDS_EQUAL: entry(
    400,
    "Fields must be equal",
    "Os campos devem ser iguais",
    "Los campos deben ser iguales",
  ),
  VALIDATION_SELECTION: entry(
    400,
    "You must make a selection!",
    "Você deve fazer uma seleção!",
    "¡Debes hacer una selección!",
  ),
  VALIDATION_INVALID: entry(
    400,
    "Search not done, please check the data.",
    "Busca não realizada, verifique os dados.",
    "Búsqueda no realizada, revisa los datos.",
  ),

  // --- files and images (spec §5, §8)
  FILE_REQUIRED: entry(400, "Please choose something", "Por favor, escolha algo", "Por favor, elige algo"),
  FILE_TOO_LARGE: entry(
    413,
    "Maximum file size is 2mb.",
    "O tamanho máximo do arquivo é 2mb.",
    "El tamaño máximo del archivo es 2mb.",
  ),
  FILE_NOT_IMAGE: entry(400, "Not image!", "Não é uma imagem!", "¡No es una imagen!"),
  FILE_ONLY_PNG_JPG: entry(400, "Only PNG or JPG!", "Apenas PNG ou JPG!", "¡Solo PNG o JPG!"),
  FILE_INVALID_IMAGE: entry(400, "Ops, invalid image.", "Ops, imagem inválida.", "Ups, imagen inválida."),

  // --- authentication and account (spec §8)
  AUTH_WRONG_CREDENTIALS: entry(
    401,
    "Wrong email or password.",
    "E-mail ou senha incorretos.",
    "Correo o contraseña incorrectos.",
  ),
  AUTH_UNVERIFIED_EMAIL: entry(403, "Unverified email.", "E-mail não verificado.", "Correo no verificado."),
  AUTH_VERIFICATION_SENT: entry(
    200,
    "Verification email sent.",
    "E-mail de verificação enviado.",
    "Correo de verificación enviado.",
  ),
  AUTH_EMAIL_IN_USE: entry(
    409,
    "The email address is already in use by another account.",
    "O endereço de e-mail já está em uso por outra conta.",
    "La dirección de correo ya está en uso por otra cuenta.",
  ),
  AUTH_EMAIL_EXISTS: entry(409, "Email already Exists.", "O e-mail já existe.", "El correo ya existe."),
  AUTH_USER_NOT_FOUND: entry(
    404,
    "Username has not been found.",
    "Usuário não encontrado.",
    "No se encontró el usuario.",
  ),
  AUTH_INVALID_PASSWORD: entry(400, "The password is invalid.", "A senha é inválida.", "La contraseña no es válida."),
  AUTH_TOO_MANY_ATTEMPTS: entry(
    429,
    "Too many attempts try later",
    "Muitas tentativas, tente mais tarde",
    "Demasiados intentos, inténtalo más tarde",
  ),
  AUTH_LINK_INVALID: entry(
    400,
    "The link is invalid or expired",
    "O link é inválido ou expirou",
    "El enlace no es válido o expiró",
  ),
  AUTH_LEVEL_NOT_HELD: entry(
    403,
    "You do not have this access level.",
    "Você não tem este nível de acesso.",
    "No tienes este nivel de acceso.",
  ),
  AUTH_FIRST_ACCESS_REQUIRED: entry(
    403,
    "Finish your first access first.",
    "Conclua seu primeiro acesso antes.",
    "Termina tu primer acceso antes.",
  ),
  AUTH_API_KEY_INVALID: entry(
    401,
    "The API key is invalid or revoked.",
    "A chave de API é inválida ou foi revogada.",
    "La clave de API no es válida o fue revocada.",
  ),
  AUTH_CANNOT_TERMINATE_SELF: entry(
    400,
    "You can't eliminate yourself",
    "Você não pode eliminar a si mesmo",
    "No puedes eliminarte a ti mismo",
  ),

  // --- leaves, dates and reservations (spec §8)
  LEAVE_NOT_ENOUGH_TIME: entry(400, "Not enough time.", "Tempo insuficiente.", "Tiempo insuficiente."),
  LEAVE_NOT_ENOUGH_DAYS: entry(
    400,
    "Don't have many days!",
    "Não há dias suficientes!",
    "¡No tienes suficientes días!",
  ),
  DATE_INVALID: entry(400, "Invalid Date!", "Data inválida!", "¡Fecha inválida!"),
  DATE_BEFORE_NOW: entry(400, "Date before now.", "Data anterior a hoje.", "Fecha anterior a hoy."),
  DATE_BLOCKED: entry(
    400,
    "The interval overlays with a block date.",
    "O intervalo se sobrepõe a uma data bloqueada.",
    "El intervalo se superpone con una fecha bloqueada.",
  ),
  LEAVE_RANGE_NOT_ALLOWED: entry(
    400,
    "This leave don't allow range date.",
    "Esta licença não permite intervalo de datas.",
    "Esta licencia no permite rango de fechas.",
  ),
  LEAVE_OVERLAP: entry(409, "Not Allowed Overlapping", "Sobreposição não permitida", "Superposición no permitida"),
  RESERVATION_OVERLAP: entry(
    409,
    "Date has overlay with other reservation.",
    "A data se sobrepõe a outra reserva.",
    "La fecha se superpone con otra reserva.",
  ),
  SCHEDULE_CONFLICT: entry(
    409,
    "There is a conflict between the schedules.",
    "Há um conflito entre os horários.",
    "Hay un conflicto entre los horarios.",
  ),
  LOCKED_DATE_MAX: entry(
    400,
    "Locked date invalid! Maximun 30 days.",
    "Data bloqueada inválida! Máximo 30 dias.",
    "¡Fecha bloqueada inválida! Máximo 30 días.",
  ),
  DATES_CHOOSE_CORRECT: entry(400, "Choose correct dates.", "Escolha datas corretas.", "Elige fechas correctas."),
  LEAVE_STATUS_CHANGED: entry(
    409,
    "This request was changed meanwhile, please reload it.",
    "Esta solicitação foi alterada enquanto isso, recarregue-a.",
    "Esta solicitud cambió mientras tanto, vuelve a cargarla.",
  ),
  LEAVE_TRANSITION_INVALID: entry(
    409,
    "This action is not possible for the request's status.",
    "Esta ação não é possível no status da solicitação.",
    "Esta acción no es posible en el estado de la solicitud.",
  ),
  LEAVE_BUSY: entry(
    409,
    "Too many changes at once, please try again.",
    "Muitas alterações ao mesmo tempo, tente novamente.",
    "Demasiados cambios a la vez, inténtalo de nuevo.",
  ),
  LEAVE_SALE_NOT_ALLOWED: entry(
    400,
    "This leave type does not allow selling or buying time.",
    "Este tipo de licença não permite vender ou comprar tempo.",
    "Este tipo de licencia no permite vender ni comprar tiempo.",
  ),
  LEAVE_SALE_LIMIT_DAYS: entry(
    400,
    "More than this leave type allows in a year (at most {max} days).",
    "Mais do que este tipo de licença permite em um ano (no máximo {max} dias).",
    "Más de lo que este tipo de licencia permite en un año (como máximo {max} días).",
  ),
  LEAVE_SALE_LIMIT_HOURS: entry(
    400,
    "More than this leave type allows in a year (at most {max} hours).",
    "Mais do que este tipo de licença permite em um ano (no máximo {max} horas).",
    "Más de lo que este tipo de licencia permite en un año (como máximo {max} horas).",
  ),

  // --- vacation planner (modules/vacation-planner)
  VACATION_PLAN_OVERLAP: entry(
    409,
    "This person is already away or has a planned vacation on some of these days.",
    "Esta pessoa já está ausente ou tem férias planejadas em alguns destes dias.",
    "Esta persona ya está ausente o tiene vacaciones planificadas en algunos de estos días.",
  ),
  VACATION_PLAN_DAYS_ONLY: entry(
    400,
    "Plan whole days: choose a leave type counted in days.",
    "Planeje dias inteiros: escolha um tipo de licença contado em dias.",
    "Planifica días completos: elige un tipo de licencia contado en días.",
  ),
  VACATION_PLAN_REQUESTED: entry(
    409,
    "This plan entry is already a leave request: change or cancel the request instead.",
    "Este item do plano já é uma solicitação de licença: altere ou cancele a solicitação.",
    "Esta entrada del plan ya es una solicitud de licencia: modifica o cancela la solicitud.",
  ),
  VACATION_PLAN_BUSY: entry(
    409,
    "This plan entry is being turned into a request, please try again in a moment.",
    "Este item do plano está sendo transformado em solicitação, tente novamente em instantes.",
    "Esta entrada del plan se está convirtiendo en solicitud, inténtalo de nuevo en un momento.",
  ),

  // --- mail (core/mail)
  MAIL_NOT_SENT: entry(
    503,
    "The email could not be sent, please try again later.",
    "Não foi possível enviar o e-mail, tente novamente mais tarde.",
    "No se pudo enviar el correo, inténtalo de nuevo más tarde.",
  ),

  // --- files (core/files)
  FILE_LINK_INVALID: entry(
    403,
    "The download link is invalid or expired.",
    "O link de download é inválido ou expirou.",
    "El enlace de descarga no es válido o expiró.",
  ),

  // --- auth (core/auth)
  AUTH_RESET_SENT: entry(
    200,
    "If an account exists for this email, we sent a link to reset the password.",
    "Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.",
    "Si existe una cuenta con este correo, enviamos un enlace para restablecer la contraseña.",
  ),
  AUTH_FIRST_ACCESS_DONE: entry(
    409,
    "This person has already completed their first access.",
    "Esta pessoa já concluiu o primeiro acesso.",
    "Esta persona ya completó su primer acceso.",
  ),

  // --- realtime (core/realtime)
  REALTIME_TOPIC_FORBIDDEN: entry(
    403,
    "You do not have access to this topic.",
    "Você não tem acesso a este tópico.",
    "No tienes acceso a este tema.",
  ),
  REALTIME_TOPIC_UNKNOWN: entry(404, "Unknown topic.", "Tópico desconhecido.", "Tema desconocido."),
  REALTIME_MESSAGE_INVALID: entry(400, "Invalid message.", "Mensagem inválida.", "Mensaje no válido."),
  REALTIME_TOO_MANY_SUBSCRIPTIONS: entry(
    429,
    "Too many subscriptions on this connection.",
    "Muitas inscrições nesta conexão.",
    "Demasiadas suscripciones en esta conexión.",
  ),

  // --- notifications (core/notifications)
  NOTIFICATIONS_DUPLICATE_RULE: entry(
    400,
    "There is already a rule for {prefix}.",
    "Já existe uma regra para {prefix}.",
    "Ya existe una regla para {prefix}.",
  ),

  // --- people (modules/people, structure)
  PEOPLE_NAME_TAKEN: entry(
    409,
    "This name is already in use.",
    "Este nome já está em uso.",
    "Este nombre ya está en uso.",
  ),
  // --- people workers (modules/people, workers)
  PEOPLE_SCHEDULE_HOUR_INVALID: entry(
    400,
    "Schedule hours are whole hours from 0 to 24.",
    "Os horários são horas inteiras de 0 a 24.",
    "Los horarios son horas enteras de 0 a 24.",
  ),
  PEOPLE_SCHEDULE_END_NOT_AFTER_START: entry(
    400,
    "The end of the schedule must be after its start.",
    "O fim do horário deve ser depois do início.",
    "El fin del horario debe ser posterior al inicio.",
  ),
  PEOPLE_SCHEDULE_SECOND_RANGE: entry(
    400,
    "The second range must start at or after the end of the first.",
    "O segundo intervalo deve começar no fim do primeiro ou depois.",
    "El segundo intervalo debe empezar al final del primero o después.",
  ),
  PEOPLE_REFERENCE_WORKER_INVALID: entry(
    400,
    "The supervisor must be an active worker of the company.",
    "O supervisor deve ser um colaborador ativo da empresa.",
    "El supervisor debe ser un colaborador activo de la empresa.",
  ),
  PEOPLE_REFERENCE_WORKER_CYCLE: entry(
    400,
    "A worker cannot report to themselves or to someone who reports to them.",
    "Um colaborador não pode se reportar a si mesmo nem a alguém que se reporta a ele.",
    "Un colaborador no puede reportarse a sí mismo ni a alguien que le reporta.",
  ),
  PEOPLE_WORKER_TERMINATED: entry(
    409,
    "This worker has already been terminated.",
    "Este colaborador já foi desligado.",
    "Este colaborador ya fue desvinculado.",
  ),
  // PATCH /workers/me: the job is the company's to set
  PEOPLE_SELF_FIELD_NOT_EDITABLE: entry(
    400,
    "Your administrator keeps this field.",
    "Este campo é mantido pelo seu administrador.",
    "Este campo lo mantiene tu administrador.",
  ),
  PEOPLE_SELF_PROFILE_CLOSED: entry(
    409,
    "Your profile can no longer be changed: your contract has ended.",
    "Seu perfil não pode mais ser alterado: seu contrato terminou.",
    "Tu perfil ya no se puede cambiar: tu contrato terminó.",
  ),
  PEOPLE_WORKER_NOT_TERMINATED: entry(
    409,
    "This worker has not been terminated.",
    "Este colaborador não foi desligado.",
    "Este colaborador no fue desvinculado.",
  ),
  // --- people extras (modules/people: postal codes, custom fields, surveys, imports)
  PEOPLE_ZIPCODE_INVALID: entry(400, "Invalid zip code.", "CEP inválido.", "Código postal inválido."),
  PEOPLE_FIELD_UNKNOWN: entry(400, "This field does not exist.", "Este campo não existe.", "Este campo no existe."),
  PEOPLE_FIELD_MASK: entry(
    400,
    "The value does not match the format {mask}.",
    "O valor não corresponde ao formato {mask}.",
    "El valor no coincide con el formato {mask}.",
  ),
  PEOPLE_FIELD_OPTIONS_REQUIRED: entry(
    400,
    "A selection field needs at least one option.",
    "Um campo de seleção precisa de pelo menos uma opção.",
    "Un campo de selección necesita al menos una opción.",
  ),
  PEOPLE_FIELD_DUPLICATE: entry(
    400,
    "Each field needs a different label.",
    "Cada campo precisa de um rótulo diferente.",
    "Cada campo necesita una etiqueta diferente.",
  ),
  PEOPLE_SURVEY_ALREADY_ANSWERED: entry(
    409,
    "This survey has already been answered.",
    "Esta pesquisa já foi respondida.",
    "Esta encuesta ya fue respondida.",
  ),
  PEOPLE_IMPORT_FILE_INVALID: entry(
    400,
    "Only CSV or Excel (.xlsx) files.",
    "Apenas arquivos CSV ou Excel (.xlsx).",
    "Solo archivos CSV o Excel (.xlsx).",
  ),
  PEOPLE_IMPORT_EMPTY: entry(
    400,
    "The file has no rows to import.",
    "O arquivo não tem linhas para importar.",
    "El archivo no tiene filas para importar.",
  ),
  PEOPLE_IMPORT_TOO_MANY_ROWS: entry(
    400,
    "At most {max} rows per import.",
    "No máximo {max} linhas por importação.",
    "Como máximo {max} filas por importación.",
  ),
  PEOPLE_IMPORT_COLUMN_MISSING: entry(
    400,
    "The column {column} is missing.",
    "Falta a coluna {column}.",
    "Falta la columna {column}.",
  ),
  PEOPLE_IMPORT_DUPLICATE_EMAIL: entry(
    400,
    "This email appears more than once in the file.",
    "Este e-mail aparece mais de uma vez no arquivo.",
    "Este correo aparece más de una vez en el archivo.",
  ),
  PEOPLE_IMPORT_SUPERVISOR_ROW_INVALID: entry(
    400,
    "The supervisor's row has errors.",
    "A linha do supervisor tem erros.",
    "La fila del supervisor tiene errores.",
  ),

  // --- reports (core/reports: every report that shows workers, spec §5, §9)
  REPORT_MIN_WORKERS: entry(
    400,
    "Minimum {min} workers for filtered reports.",
    "Mínimo de {min} colaboradores para relatórios filtrados.",
    "Mínimo de {min} colaboradores para informes filtrados.",
  ),
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(errorCatalogue, code);
}

/** The catalogue message for a code in a locale, placeholders filled. */
export function messageFor(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = errorCatalogue[code].messages[locale] ?? errorCatalogue[code].messages.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
