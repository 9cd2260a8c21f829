import type { Locale } from "../i18n/locale.js";

/**
 * The one error catalogue (spec §5 validation messages, §8 error catalogue),
 * each code with its HTTP status and its message in every locale. Messages
 * may hold `{name}` placeholders filled from the error's params. This file
 * holds the kernel's codes; each module defines its own in its contract
 * (`defineContract({ errors })`, core/modules/contract.ts), which merges them
 * here, and the core checks them at boot (namespace, translations, duplicates).
 */
export interface CatalogueEntry {
  status: number;
  messages: Record<Locale, string>;
}

/** A catalogue entry: its HTTP status and its message in en, pt-BR and es. */
export const errorEntry = (status: number, en: string, ptBR: string, es: string): CatalogueEntry => ({
  status,
  messages: { en, "pt-BR": ptBR, es },
});
const entry = errorEntry;

/** The kernel's own codes. */
export const kernelErrors = {
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
  AUTH_API_KEY_EXPIRY_PAST: entry(
    400,
    "The expiry date must be in the future.",
    "A data de expiração deve estar no futuro.",
    "La fecha de caducidad debe estar en el futuro.",
  ),
  AUTH_ORIGIN_REFUSED: entry(
    403,
    "This request did not come from the app. Reload the page and try again.",
    "Esta solicitação não veio do aplicativo. Recarregue a página e tente de novo.",
    "Esta solicitud no vino de la aplicación. Recarga la página e inténtalo de nuevo.",
  ),
  AUTH_IMPERSONATION_READ_ONLY: entry(
    403,
    "You are viewing this company for support, read-only: nothing can be changed. End the support view to make changes.",
    "Você está vendo esta empresa para suporte, somente leitura: nada pode ser alterado. Encerre a visualização de suporte para fazer alterações.",
    "Estás viendo esta empresa para soporte, solo lectura: no se puede cambiar nada. Termina la vista de soporte para hacer cambios.",
  ),
  AUTH_IMPERSONATION_REASON_REQUIRED: entry(
    400,
    "To allow changes in the support view, say why in 3 to 200 characters.",
    "Para permitir alterações na visualização de suporte, diga o motivo em 3 a 200 caracteres.",
    "Para permitir cambios en la vista de soporte, indica el motivo en 3 a 200 caracteres.",
  ),
  WIDGET_KEY_INVALID: entry(
    401,
    "This widget key is invalid or revoked.",
    "Esta chave de widget é inválida ou foi revogada.",
    "Esta clave de widget no es válida o fue revocada.",
  ),
  WIDGET_ORIGIN_REFUSED: entry(
    403,
    "This site may not show the company's widgets.",
    "Este site não pode exibir os widgets da empresa.",
    "Este sitio no puede mostrar los widgets de la empresa.",
  ),
  WIDGET_ORIGIN_INVALID: entry(
    400,
    "Write each allowed site as its address, like https://intranet.example.com.",
    "Escreva cada site permitido como seu endereço, por exemplo https://intranet.example.com.",
    "Escribe cada sitio permitido como su dirección, por ejemplo https://intranet.example.com.",
  ),
  WIDGET_SIGNIN_REQUIRED: entry(
    401,
    "Sign in to use this widget.",
    "Entre para usar este widget.",
    "Inicia sesión para usar este widget.",
  ),
  WIDGET_RATE_LIMITED: entry(
    429,
    "Too many widget requests. Try again in a minute.",
    "Muitas solicitações de widget. Tente de novo em um minuto.",
    "Demasiadas solicitudes de widget. Inténtalo de nuevo en un minuto.",
  ),
  AUTH_CANNOT_TERMINATE_SELF: entry(
    400,
    "You can't eliminate yourself",
    "Você não pode eliminar a si mesmo",
    "No puedes eliminarte a ti mismo",
  ),

  // --- dates (spec §8; used by every module that takes dates)
  DATE_INVALID: entry(400, "Invalid Date!", "Data inválida!", "¡Fecha inválida!"),
  DATE_BEFORE_NOW: entry(400, "Date before now.", "Data anterior a hoje.", "Fecha anterior a hoy."),
  DATES_CHOOSE_CORRECT: entry(400, "Choose correct dates.", "Escolha datas corretas.", "Elige fechas correctas."),

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

  // --- tenants (tenants/founder: the founder console)
  TENANT_PEOPLE_LIMIT_REACHED: entry(
    409,
    "Your {plan} plan allows up to {limit} people and the company has {count}. To add someone, move to a larger plan under Plan Billing.",
    "Seu plano {plan} permite até {limit} pessoas e a empresa tem {count}. Para adicionar alguém, mude para um plano maior em Plano e cobrança.",
    "Tu plan {plan} permite hasta {limit} personas y la empresa tiene {count}. Para añadir a alguien, cambia a un plan mayor en Plan y facturación.",
  ),
  TENANT_TRIAL_ENDED: entry(
    402,
    "The free trial ended on {date}. Your data is kept read-only until an administrator chooses a plan under Plan Billing.",
    "O período de teste gratuito terminou em {date}. Seus dados ficam somente leitura até um administrador escolher um plano em Plano e cobrança.",
    "La prueba gratuita terminó el {date}. Tus datos quedan en solo lectura hasta que un administrador elija un plan en Plan y facturación.",
  ),
  TENANT_PLAN_CHOICE_LOCKED: entry(
    403,
    "This company's plan is changed by the platform only. Contact support to change it.",
    "O plano desta empresa só é alterado pela plataforma. Fale com o suporte para mudá-lo.",
    "El plan de esta empresa solo lo cambia la plataforma. Contacta con soporte para cambiarlo.",
  ),
  TENANT_PLAN_TOO_SMALL: entry(
    409,
    "The {plan} plan allows up to {limit} people and the company has {count}. Choose a larger plan.",
    "O plano {plan} permite até {limit} pessoas e a empresa tem {count}. Escolha um plano maior.",
    "El plan {plan} permite hasta {limit} personas y la empresa tiene {count}. Elige un plan mayor.",
  ),
  TENANT_PLAN_TABLE_CHANGED_MEANWHILE: entry(
    409,
    "The plan table was changed meanwhile. Reload and try again.",
    "A tabela de planos foi alterada nesse meio-tempo. Recarregue e tente novamente.",
    "La tabla de planes se cambió mientras tanto. Recarga e inténtalo de nuevo.",
  ),
  TENANT_PEOPLE_LIMIT_BUSY: entry(
    503,
    "Someone else is adding people to this company right now. Try again in a moment.",
    "Outra pessoa está adicionando pessoas a esta empresa agora. Tente novamente em instantes.",
    "Otra persona está añadiendo personas a esta empresa ahora. Inténtalo de nuevo en un momento.",
  ),
  BILLING_WEBHOOK_INVALID: entry(
    400,
    "The payment provider's notification could not be verified.",
    "A notificação do provedor de pagamento não pôde ser verificada.",
    "No se pudo verificar la notificación del proveedor de pagos.",
  ),
  BILLING_PAYMENT_UNAVAILABLE: entry(
    409,
    "Online payment is not set up; this invoice is settled by the platform manually.",
    "O pagamento online não está configurado; esta fatura é quitada manualmente pela plataforma.",
    "El pago en línea no está configurado; esta factura la liquida la plataforma manualmente.",
  ),
  BILLING_INVOICE_SETTLED: entry(
    409,
    "This invoice is already paid.",
    "Esta fatura já está paga.",
    "Esta factura ya está pagada.",
  ),
  BILLING_PAYMENT_FAILED: entry(
    402,
    "The payment provider refused the payment: {reason}",
    "O provedor de pagamento recusou o pagamento: {reason}",
    "El proveedor de pagos rechazó el pago: {reason}",
  ),
  TENANT_PLAN_CHANGED_MEANWHILE: entry(
    409,
    "The plan was changed meanwhile. Reload and try again.",
    "O plano foi alterado nesse meio-tempo. Recarregue e tente novamente.",
    "El plan se cambió mientras tanto. Recarga e inténtalo de nuevo.",
  ),
  TENANT_CUSTOMISATION_CHANGED_MEANWHILE: entry(
    409,
    "This company was changed meanwhile. Reload and try again.",
    "Esta empresa foi alterada nesse meio-tempo. Recarregue e tente novamente.",
    "Esta empresa se cambió mientras tanto. Recarga e inténtalo de nuevo.",
  ),
  TENANT_BRAND_COLOR_UNREADABLE: entry(
    400,
    "Text cannot be read on {color}: choose a darker or lighter colour (white or black text must reach a 4.5:1 contrast).",
    "Não é possível ler texto sobre {color}: escolha uma cor mais escura ou mais clara (texto branco ou preto precisa de contraste de 4,5:1).",
    "No se puede leer texto sobre {color}: elige un color más oscuro o más claro (el texto blanco o negro debe alcanzar un contraste de 4,5:1).",
  ),
  TENANT_MODULE_UNKNOWN: entry(
    400,
    "The module {module} does not exist or cannot be switched off.",
    "O módulo {module} não existe ou não pode ser desativado.",
    "El módulo {module} no existe o no se puede desactivar.",
  ),
  TENANT_LOGO_SVG_REFUSED: entry(
    400,
    "SVG logos are not accepted (an SVG can carry scripts): upload the logo as a PNG or JPG.",
    "Logotipos SVG não são aceitos (um SVG pode conter scripts): envie o logotipo em PNG ou JPG.",
    "No se aceptan logotipos SVG (un SVG puede contener scripts): sube el logotipo en PNG o JPG.",
  ),
  TENANT_CONTRACT_CHANGED_MEANWHILE: entry(
    409,
    "Newer terms were published meanwhile. Reload and start from them.",
    "Termos mais novos foram publicados nesse meio-tempo. Recarregue e parta deles.",
    "Se publicaron términos más nuevos mientras tanto. Recarga y parte de ellos.",
  ),
  TENANT_CONTRACT_VERSION_STALE: entry(
    409,
    "These terms are no longer the ones in force: version {version} was published. Read it and accept it instead.",
    "Estes termos não são mais os vigentes: a versão {version} foi publicada. Leia-a e aceite-a no lugar destes.",
    "Estos términos ya no son los vigentes: se publicó la versión {version}. Léela y acéptala en su lugar.",
  ),
  TENANT_FLAG_UNKNOWN: entry(
    400,
    "No module declares the feature flag {flag}.",
    "Nenhum módulo declara o recurso {flag}.",
    "Ningún módulo declara la función {flag}.",
  ),
  TENANT_PEOPLE_NOT_RUNNING: entry(
    409,
    "This platform runs without the people module: there are no company or worker fields to edit.",
    "Esta plataforma funciona sem o módulo de pessoas: não há campos da empresa ou dos colaboradores para editar.",
    "Esta plataforma funciona sin el módulo de personas: no hay campos de la empresa ni de los colaboradores que editar.",
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
  // issue 12: the server has no VAPID keys (production without VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY)
  NOTIFICATIONS_PUSH_OFF: entry(
    503,
    "Push notifications are not available on this server.",
    "As notificações push não estão disponíveis neste servidor.",
    "Las notificaciones push no están disponibles en este servidor.",
  ),

  // PATCH /workers/me: the job is the company's to set

  // --- reports (core/reports: every report that shows workers, spec §5, §9)
  REPORT_MIN_WORKERS: entry(
    400,
    "Minimum {min} workers for filtered reports.",
    "Mínimo de {min} colaboradores para relatórios filtrados.",
    "Mínimo de {min} colaboradores para informes filtrados.",
  ),
} satisfies Record<string, CatalogueEntry>;

/**
 * The codes modules add, one line per module in its contract:
 * `declare module "../../../core/errors/catalogue.js" { interface ModuleErrorCodes extends Record<keyof typeof leaveErrors, true> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleErrorCodes {}

export type KernelErrorCode = keyof typeof kernelErrors;
export type ErrorCode = KernelErrorCode | (keyof ModuleErrorCodes & string);

/** Which module owns each module code (a code defined twice is refused where the second one is declared). */
const owners = new Map<string, string>();

/**
 * The one catalogue: the kernel's codes and every module code declared so far (contracts register theirs when they
 * are loaded; the module system checks at boot that each loaded module's are here).
 */
export const errorCatalogue: { readonly [C in ErrorCode]: CatalogueEntry } = { ...kernelErrors } as {
  readonly [C in ErrorCode]: CatalogueEntry;
};

/** Adds a module's codes to the catalogue; refuses a code the kernel or another module already defines. */
export function registerModuleErrors(moduleId: string, errors: Readonly<Record<string, CatalogueEntry>>): void {
  for (const [code, definition] of Object.entries(errors)) {
    const owner = Object.hasOwn(kernelErrors, code) ? "the kernel" : owners.get(code);
    if (owner && owner !== moduleId)
      throw new Error(
        `module "${moduleId}": error code ${code} is already defined by ${owner === "the kernel" ? owner : `module "${owner}"`}`,
      );
    owners.set(code, moduleId);
    (errorCatalogue as Record<string, CatalogueEntry>)[code] = definition;
  }
}

/** The module that defined a code, or undefined for kernel codes and unknown ones. */
export function ownerOfCode(code: string): string | undefined {
  return owners.get(code);
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(errorCatalogue, code);
}

/** The catalogue message for a code in a locale, placeholders filled. */
export function messageFor(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = errorCatalogue[code] ?? errorCatalogue.INTERNAL;
  const template = entry.messages[locale] ?? entry.messages.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
