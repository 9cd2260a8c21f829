import type { Locale } from "../i18n/locale.js";
import type { KernelMailTemplate, MailMessage, MailTemplate, RenderedMail } from "./types.js";

/** What a template reads from `MailMessage.data`. */
interface TemplateFields {
  required: readonly string[];
  optional: readonly string[];
}

/** The words of one mail in one language; values are already interpolated, markup is added by the renderer. */
interface Copy {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The call to action: a button in HTML, a labelled line in text. */
  action?: { label: string; link: string };
  /** Small print under the action. */
  note?: string;
}

type Values = Readonly<Record<string, string | undefined>>;

/** Words shared by every template, per language. */
interface Frame {
  hello: (name: string | undefined) => string;
  linkFallback: string;
  signature: (product: string) => string;
}

const FRAMES: Record<Locale, Frame> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    linkFallback: "If the button does not work, copy and paste this address into your browser:",
    signature: (product) => `The ${product} team`,
  },
  "pt-BR": {
    hello: (name) => (name ? `Olá, ${name},` : "Olá,"),
    linkFallback: "Se o botão não funcionar, copie e cole este endereço no navegador:",
    signature: (product) => `Equipe ${product}`,
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    linkFallback: "Si el botón no funciona, copia y pega esta dirección en tu navegador:",
    signature: (product) => `El equipo de ${product}`,
  },
};

/** A mail template: the values it reads, which of them are links, and its words in every language. */
export interface MailTemplateDefinition {
  fields: TemplateFields;
  /** Keys whose values become `href`s: they must be absolute http(s) URLs. */
  links: readonly string[];
  copy: Record<Locale, (values: Values, product: string) => Omit<Copy, "greeting">>;
}

/** The kernel's templates; modules add theirs with `registerMailTemplates` (their server's mails file). */
const TEMPLATES: Record<KernelMailTemplate, MailTemplateDefinition> = {
  // issue 3: POST /api/email/verification sends the confirmation link.
  verification: {
    fields: { required: ["link"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v, product) => ({
        subject: "Confirm your email address",
        paragraphs: [`Confirm your email address to finish setting up your ${product} account.`],
        action: { label: "Confirm email", link: v.link! },
        note: "If you did not create an account, you can ignore this email.",
      }),
      "pt-BR": (v, product) => ({
        subject: "Confirme seu endereço de e-mail",
        paragraphs: [`Confirme seu endereço de e-mail para concluir a configuração da sua conta no ${product}.`],
        action: { label: "Confirmar e-mail", link: v.link! },
        note: "Se você não criou uma conta, ignore este e-mail.",
      }),
      es: (v, product) => ({
        subject: "Confirma tu dirección de correo",
        paragraphs: [`Confirma tu dirección de correo para terminar de configurar tu cuenta en ${product}.`],
        action: { label: "Confirmar correo", link: v.link! },
        note: "Si no creaste una cuenta, puedes ignorar este correo.",
      }),
    },
  },
  // spec §7 POST /email/forgot-password { email, locale }: the reset link leads to the /action page.
  "forgot-password": {
    fields: { required: ["link"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v, product) => ({
        subject: "Reset your password",
        paragraphs: [
          `We received a request to reset the password of your ${product} account. Choose a new password with the link below.`,
        ],
        action: { label: "Reset password", link: v.link! },
        note: "If you did not ask for this, ignore this email: your password stays the same.",
      }),
      "pt-BR": (v, product) => ({
        subject: "Redefina sua senha",
        paragraphs: [
          `Recebemos um pedido para redefinir a senha da sua conta no ${product}. Escolha uma nova senha pelo link abaixo.`,
        ],
        action: { label: "Redefinir senha", link: v.link! },
        note: "Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.",
      }),
      es: (v, product) => ({
        subject: "Restablece tu contraseña",
        paragraphs: [
          `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${product}. Elige una nueva contraseña con el enlace de abajo.`,
        ],
        action: { label: "Restablecer contraseña", link: v.link! },
        note: "Si no lo solicitaste, ignora este correo: tu contraseña no cambia.",
      }),
    },
  },
  // spec §7 POST /email/pending-document { email, language, bodyEmail }: `message` carries the bodyEmail text.
  "pending-document": {
    fields: { required: ["documentName"], optional: ["name", "companyName", "message", "link"] },
    links: ["link"],
    copy: {
      en: (v) => ({
        subject: `Pending document: ${v.documentName}`,
        paragraphs: [
          v.companyName
            ? `${v.companyName} is waiting for a document from you: ${v.documentName}.`
            : `You have a pending document: ${v.documentName}.`,
          ...(v.message ? [v.message] : []),
        ],
        action: v.link ? { label: "Send document", link: v.link } : undefined,
        note: "Please send it as soon as you can.",
      }),
      "pt-BR": (v) => ({
        subject: `Documento pendente: ${v.documentName}`,
        paragraphs: [
          v.companyName
            ? `${v.companyName} aguarda um documento seu: ${v.documentName}.`
            : `Você tem um documento pendente: ${v.documentName}.`,
          ...(v.message ? [v.message] : []),
        ],
        action: v.link ? { label: "Enviar documento", link: v.link } : undefined,
        note: "Envie-o assim que puder.",
      }),
      es: (v) => ({
        subject: `Documento pendiente: ${v.documentName}`,
        paragraphs: [
          v.companyName
            ? `${v.companyName} espera un documento tuyo: ${v.documentName}.`
            : `Tienes un documento pendiente: ${v.documentName}.`,
          ...(v.message ? [v.message] : []),
        ],
        action: v.link ? { label: "Enviar documento", link: v.link } : undefined,
        note: "Envíalo en cuanto puedas.",
      }),
    },
  },
  // core/notifications: the email channel of `notifications.notify` (the app's service); title and body come in the recipient's
  // language already. The subject says it is a notification so it reads as one in an inbox.
  notification: {
    fields: { required: ["title", "body"], optional: ["name", "link", "settingsLink"] },
    links: ["link", "settingsLink"],
    copy: {
      en: (v) => ({
        subject: `Notification: ${v.title}`,
        paragraphs: [v.title!, v.body!],
        action: v.link ? { label: "Open", link: v.link } : undefined,
        note: v.settingsLink
          ? `You can choose which notifications reach you by email: ${v.settingsLink}`
          : "You can choose which notifications reach you by email in your notification settings.",
      }),
      "pt-BR": (v) => ({
        subject: `Notificação: ${v.title}`,
        paragraphs: [v.title!, v.body!],
        action: v.link ? { label: "Abrir", link: v.link } : undefined,
        note: v.settingsLink
          ? `Você pode escolher quais notificações recebe por e-mail: ${v.settingsLink}`
          : "Você pode escolher quais notificações recebe por e-mail nas configurações de notificações.",
      }),
      es: (v) => ({
        subject: `Notificación: ${v.title}`,
        paragraphs: [v.title!, v.body!],
        action: v.link ? { label: "Abrir", link: v.link } : undefined,
        note: v.settingsLink
          ? `Puedes elegir qué notificaciones recibes por correo: ${v.settingsLink}`
          : "Puedes elegir qué notificaciones recibes por correo en la configuración de notificaciones.",
      }),
    },
  },
};

/** Raised for a programming mistake in a `send` call (unknown template, missing value, unsafe link): never a user error. */
export class MailTemplateError extends Error {
  readonly code = "MAIL_TEMPLATE_INVALID";
  constructor(message: string) {
    super(message);
    this.name = "MailTemplateError";
  }
}

export interface RenderMailOptions {
  /**
   * The product name the mails sign with.
   * @default "Workforce"
   */
  productName?: string;
}

/** Module templates by name, with the module that defined each (code, not state: the same on every instance). */
const moduleTemplates = new Map<string, { moduleId: string; definition: MailTemplateDefinition }>();

/**
 * Adds a module's mail templates (issue 11: modules own their mails). A name the kernel or another module already
 * uses is refused. The module system checks at boot that each loaded module's `mails` are registered.
 */
export function registerMailTemplates(
  moduleId: string,
  templates: Readonly<Record<string, MailTemplateDefinition>>,
): void {
  for (const [name, definition] of Object.entries(templates)) {
    const owner = Object.hasOwn(TEMPLATES, name) ? "the kernel" : moduleTemplates.get(name)?.moduleId;
    if (owner && owner !== moduleId)
      throw new Error(
        `module "${moduleId}": mail template "${name}" is already defined by ${owner === "the kernel" ? owner : `module "${owner}"`}`,
      );
    moduleTemplates.set(name, { moduleId, definition });
  }
}

/** The module that defined a template, if a module did. */
export function ownerOfMailTemplate(name: string): string | undefined {
  return moduleTemplates.get(name)?.moduleId;
}

function definitionOf(template: string): MailTemplateDefinition | undefined {
  return Object.hasOwn(TEMPLATES, template)
    ? TEMPLATES[template as KernelMailTemplate]
    : moduleTemplates.get(template)?.definition;
}

/**
 * Renders a message's template in its locale: subject, plain text, and simple HTML with every value escaped.
 * @throws {MailTemplateError} when the template is unknown, a required value is missing, or a link is not http(s).
 */
export function renderMail(
  message: Pick<MailMessage, "template" | "locale" | "data" | "brand">,
  options: RenderMailOptions = {},
): RenderedMail {
  const product = options.productName ?? "Workforce";
  const definition = definitionOf(message.template);
  if (!definition) throw new MailTemplateError(`Unknown mail template "${message.template}"`);
  const values = valuesFor(message.template, definition, message.data);
  const frame = FRAMES[message.locale] ?? FRAMES.en;
  const copyOf = definition.copy[message.locale] ?? definition.copy.en;
  const copy: Copy = { greeting: frame.hello(values.name), ...copyOf(values, product) };
  return {
    // Header values stay on one line whatever a name contains.
    subject: copy.subject.replace(/[\r\n\t]+/g, " ").trim(),
    text: renderText(copy, frame, product),
    html: renderHtml(copy, frame, product, message.locale, brandOf(message.brand), logoOf(message.brand)),
  };
}

/** The keys each template reads from `data`, for callers and docs. */
export function templateFields(template: MailTemplate): TemplateFields {
  const definition = definitionOf(template);
  if (!definition) throw new MailTemplateError(`Unknown mail template "${template}"`);
  return definition.fields;
}

function valuesFor(template: MailTemplate, definition: MailTemplateDefinition, data: Record<string, string>): Values {
  const values: Record<string, string | undefined> = {};
  for (const key of [...definition.fields.required, ...definition.fields.optional]) {
    const value = Object.hasOwn(data, key) ? data[key]?.trim() : undefined;
    values[key] = value === "" ? undefined : value;
  }
  for (const key of definition.fields.required) {
    if (values[key] === undefined) throw new MailTemplateError(`Mail template "${template}" needs data.${key}`);
  }
  for (const key of definition.links) {
    const link = values[key];
    // A `javascript:` or relative href in a mail is either a bug or an attack; only absolute web links go out.
    if (link !== undefined && !isWebUrl(link))
      throw new MailTemplateError(`Mail template "${template}": data.${key} must be an absolute http(s) URL`);
  }
  return values;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function renderText(copy: Copy, frame: Frame, product: string): string {
  const blocks = [copy.greeting, ...copy.paragraphs];
  if (copy.action) blocks.push(`${copy.action.label}: ${copy.action.link}`);
  if (copy.note) blocks.push(copy.note);
  blocks.push(frame.signature(product));
  return `${blocks.join("\n\n")}\n`;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** The product's own button colours. */
const PRODUCT_BRAND = { color: "#2251cc", onColor: "#ffffff" };

/** The company's colours when both are `#rrggbb` (they go into a style attribute), else the product's. */
function brandOf(brand: MailMessage["brand"]): { color: string; onColor: string } {
  return brand?.color && brand.onColor && HEX_COLOR.test(brand.color) && HEX_COLOR.test(brand.onColor)
    ? { color: brand.color, onColor: brand.onColor }
    : PRODUCT_BRAND;
}

/** The company's logo at the top of the mail (issue 18): only an absolute http(s) URL, escaped; else nothing. */
function logoOf(brand: MailMessage["brand"]): string {
  if (!brand?.logoUrl || !isWebUrl(brand.logoUrl)) return "";
  return `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name ?? "")}" style="display:block;max-height:48px;max-width:200px;height:auto;width:auto;border:0"></p>`;
}

function renderHtml(
  copy: Copy,
  frame: Frame,
  product: string,
  locale: Locale,
  brand: { color: string; onColor: string },
  logo = "",
): string {
  const paragraph = (text: string, style = ""): string =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
  const parts = [...(logo ? [logo] : []), paragraph(copy.greeting), ...copy.paragraphs.map((text) => paragraph(text))];
  if (copy.action) {
    const href = escapeHtml(copy.action.link);
    // the brand colour as link text only where white reads on it (so it reads on the mail's white too)
    const link = brand.onColor.toLowerCase() === "#ffffff" ? brand.color : PRODUCT_BRAND.color;
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:${brand.color};color:${brand.onColor};text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(copy.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(frame.linkFallback)}<br><a href="${href}" style="color:${link};word-break:break-all">${href}</a></p>`,
    );
  }
  if (copy.note) parts.push(paragraph(copy.note, "font-size:13px;color:#555555"));
  parts.push(paragraph(frame.signature(product), "margin-top:24px"));
  return [
    "<!doctype html>",
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(copy.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    `<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">${parts.join("")}</div>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
