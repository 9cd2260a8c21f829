import { type MailTemplateDefinition, registerMailTemplates } from "../../../core/mail/mail-templates.js";

/**
 * The people module's mails (issue 11: modules own their mail templates), in en, pt-BR and es. Registered when this
 * file is loaded; the module definition lists them in `mails`, and the core checks at boot that they are registered.
 */
export const peopleMails = {
  // spec §7 POST /email/wellcome-worker; issue 3 "first-access flow": the link comes from generateAuthLink.
  "welcome-worker": {
    fields: { required: ["link", "companyName"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v, product) => ({
        subject: `${v.companyName} invited you to ${product}`,
        paragraphs: [
          `${v.companyName} invited you to ${product}, where you can follow your time off, time clock, documents and more. Set up your access with the link below.`,
        ],
        action: { label: "Set up my access", link: v.link! },
        note: "This link is personal: do not share it.",
      }),
      "pt-BR": (v, product) => ({
        subject: `${v.companyName} convidou você para o ${product}`,
        paragraphs: [
          `${v.companyName} convidou você para o ${product}, onde você acompanha suas férias e ausências, ponto, documentos e muito mais. Configure seu acesso pelo link abaixo.`,
        ],
        action: { label: "Configurar meu acesso", link: v.link! },
        note: "Este link é pessoal: não o compartilhe.",
      }),
      es: (v, product) => ({
        subject: `${v.companyName} te invitó a ${product}`,
        paragraphs: [
          `${v.companyName} te invitó a ${product}, donde puedes seguir tus vacaciones y ausencias, el control horario, tus documentos y más. Configura tu acceso con el enlace de abajo.`,
        ],
        action: { label: "Configurar mi acceso", link: v.link! },
        note: "Este enlace es personal: no lo compartas.",
      }),
    },
  },
  // modules/people: terminating a worker sends the exit survey (spec §2 /termination-survey, §9 scores 1-10, yes/no).
  "termination-survey": {
    fields: { required: ["link", "companyName"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v) => ({
        subject: `${v.companyName} would like your feedback`,
        paragraphs: [
          `Thank you for the time you spent at ${v.companyName}. Would you tell us how it was? The survey takes a few minutes and helps the company improve.`,
        ],
        action: { label: "Answer the survey", link: v.link! },
        note: "The link works once and expires in 30 days.",
      }),
      "pt-BR": (v) => ({
        subject: `${v.companyName} gostaria da sua opinião`,
        paragraphs: [
          `Obrigado pelo tempo que você passou na ${v.companyName}. Pode nos contar como foi? A pesquisa leva poucos minutos e ajuda a empresa a melhorar.`,
        ],
        action: { label: "Responder à pesquisa", link: v.link! },
        note: "O link funciona uma vez e expira em 30 dias.",
      }),
      es: (v) => ({
        subject: `${v.companyName} quiere conocer tu opinión`,
        paragraphs: [
          `Gracias por el tiempo que pasaste en ${v.companyName}. ¿Nos cuentas cómo fue? La encuesta toma unos minutos y ayuda a la empresa a mejorar.`,
        ],
        action: { label: "Responder la encuesta", link: v.link! },
        note: "El enlace funciona una vez y vence en 30 días.",
      }),
    },
  },
} satisfies Record<string, MailTemplateDefinition>;

registerMailTemplates("people", peopleMails);

declare module "../../../core/mail/types.js" {
  interface MailTemplateData {
    /** `link` is the first-access link (GET /api/users/{id}/generateAuthLink). */
    "welcome-worker": { link: string; companyName: string; name?: string };
    /** `link` is the public /termination-survey?token=... page (one-time, expiring). */
    "termination-survey": { link: string; companyName: string; name?: string };
  }
}
