import { type MailTemplateDefinition, registerMailTemplates } from "../../../core/mail/mail-templates.js";

/** The payroll module's mails, in en, pt-BR and es. */
export const payrollMails = {
  "payroll-receipt": {
    fields: { required: ["link", "companyName", "month"], optional: ["name"] },
    links: ["link"],
    copy: {
      en: (v) => ({
        subject: `Your salary receipt for ${v.month} is ready`,
        paragraphs: [`${v.companyName} published your salary receipt for ${v.month}. Open it and confirm you read it.`],
        action: { label: "See my receipt", link: v.link! },
      }),
      "pt-BR": (v) => ({
        subject: `Seu holerite de ${v.month} está disponível`,
        paragraphs: [`${v.companyName} publicou seu holerite de ${v.month}. Abra-o e confirme a leitura.`],
        action: { label: "Ver meu holerite", link: v.link! },
      }),
      es: (v) => ({
        subject: `Tu recibo de sueldo de ${v.month} está disponible`,
        paragraphs: [`${v.companyName} publicó tu recibo de sueldo de ${v.month}. Ábrelo y confirma que lo leíste.`],
        action: { label: "Ver mi recibo", link: v.link! },
      }),
    },
  },
} satisfies Record<string, MailTemplateDefinition>;

registerMailTemplates("payroll", payrollMails);

declare module "../../../core/mail/types.js" {
  interface MailTemplateData {
    /** `link` is the web app's /receipts page. */
    "payroll-receipt": { link: string; companyName: string; month: string; name?: string };
  }
}
