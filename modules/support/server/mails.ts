import { type MailTemplateDefinition, registerMailTemplates } from "../../../core/mail/mail-templates.js";

/**
 * The support module's mails (README "Away"), in en, pt-BR and es: to a person when support answers while they are
 * away, and to the support team when a person writes while they are away.
 */
export const supportMails = {
  "support-answer": {
    fields: { required: ["link", "subject"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v, product) => ({
        subject: `Support answered: ${v.subject}`,
        paragraphs: [`${product}'s support team answered your conversation "${v.subject}".`],
        action: { label: "Read the answer", link: v.link! },
      }),
      "pt-BR": (v, product) => ({
        subject: `O suporte respondeu: ${v.subject}`,
        paragraphs: [`A equipe de suporte do ${product} respondeu à sua conversa "${v.subject}".`],
        action: { label: "Ler a resposta", link: v.link! },
      }),
      es: (v, product) => ({
        subject: `Soporte respondió: ${v.subject}`,
        paragraphs: [`El equipo de soporte de ${product} respondió tu conversación "${v.subject}".`],
        action: { label: "Leer la respuesta", link: v.link! },
      }),
    },
  },
  "support-question": {
    fields: { required: ["link", "subject", "personName"], optional: ["name", "companyName"] },
    links: ["link"],
    copy: {
      en: (v) => ({
        subject: `New support message: ${v.subject}`,
        paragraphs: [`${v.personName}${v.companyName ? ` (${v.companyName})` : ""} wrote in "${v.subject}".`],
        action: { label: "Open the support inbox", link: v.link! },
      }),
      "pt-BR": (v) => ({
        subject: `Nova mensagem de suporte: ${v.subject}`,
        paragraphs: [`${v.personName}${v.companyName ? ` (${v.companyName})` : ""} escreveu em "${v.subject}".`],
        action: { label: "Abrir a caixa de suporte", link: v.link! },
      }),
      es: (v) => ({
        subject: `Nuevo mensaje de soporte: ${v.subject}`,
        paragraphs: [`${v.personName}${v.companyName ? ` (${v.companyName})` : ""} escribió en "${v.subject}".`],
        action: { label: "Abrir la bandeja de soporte", link: v.link! },
      }),
    },
  },
} satisfies Record<string, MailTemplateDefinition>;

registerMailTemplates("support", supportMails);

declare module "../../../core/mail/types.js" {
  interface MailTemplateData {
    "support-answer": { link: string; subject: string; name?: string };
    "support-question": { link: string; subject: string; personName: string; name?: string; companyName?: string };
  }
}
