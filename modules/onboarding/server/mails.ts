import { type MailTemplateDefinition, registerMailTemplates } from "../../../core/mail/mail-templates.js";

/**
 * The onboarding module's mails in en, pt-BR and es (spec §7 POST /email/wellcome-worker: the company's
 * `templateWelcome` text). A returned document uses the kernel's `pending-document` mail (email, language, bodyEmail).
 */
export const onboardingMails = {
  "onboarding-welcome": {
    fields: { required: ["link", "companyName"], optional: ["name", "message"] },
    links: ["link"],
    copy: {
      en: (v) => ({
        subject: `Welcome to ${v.companyName}: your onboarding`,
        paragraphs: [
          ...(v.message ? [v.message] : []),
          `To finish your onboarding, complete your profile, send the documents ${v.companyName} asks for and sign your contract terms, all in the app.`,
        ],
        action: { label: "Open my onboarding", link: v.link! },
        note: "You can come back to the checklist any time.",
      }),
      "pt-BR": (v) => ({
        subject: `Boas-vindas à ${v.companyName}: sua integração`,
        paragraphs: [
          ...(v.message ? [v.message] : []),
          `Para concluir sua integração, complete seu perfil, envie os documentos que a ${v.companyName} pede e assine seus termos de contrato, tudo no aplicativo.`,
        ],
        action: { label: "Abrir minha integração", link: v.link! },
        note: "Você pode voltar à lista de tarefas quando quiser.",
      }),
      es: (v) => ({
        subject: `Bienvenida a ${v.companyName}: tu incorporación`,
        paragraphs: [
          ...(v.message ? [v.message] : []),
          `Para terminar tu incorporación, completa tu perfil, envía los documentos que ${v.companyName} pide y firma tus términos de contrato, todo en la aplicación.`,
        ],
        action: { label: "Abrir mi incorporación", link: v.link! },
        note: "Puedes volver a la lista de tareas cuando quieras.",
      }),
    },
  },
} satisfies Record<string, MailTemplateDefinition>;

registerMailTemplates("onboarding", onboardingMails);

declare module "../../../core/mail/types.js" {
  interface MailTemplateData {
    /** `link` is the person's onboarding checklist; `message` the company's templateWelcome. */
    "onboarding-welcome": { link: string; companyName: string; name?: string; message?: string };
  }
}
