import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../i18n/locale.js";
import { MailTemplateError, renderMail, templateFields } from "../mail-templates.js";
// the people module's templates (welcome-worker, termination-survey) are in the catalogue once its mails are loaded
import "../../../modules/people/server/mails.js";
// the payroll module's receipt mail
import "../../../modules/payroll/server/mails.js";
// the onboarding module's welcome (onboarding-welcome)
import "../../../modules/onboarding/server/mails.js";
// the support module's away mails (support-answer, support-question)
import "../../../modules/support/server/mails.js";
import type { MailTemplate } from "../types.js";

const SAMPLE_DATA: Record<MailTemplate, Record<string, string>> = {
  verification: { link: "https://app.example.test/verify?c=1" },
  "forgot-password": { link: "https://app.example.test/action?c=2" },
  "welcome-worker": { link: "https://app.example.test/first-access?c=3", companyName: "Acme" },
  "pending-document": { documentName: "CPF" },
  notification: { title: "Leave approved", body: "Your leave was approved." },
  "termination-survey": { link: "https://app.example.test/termination-survey?token=t", companyName: "Acme" },
  "payroll-receipt": { link: "https://app.example.test/receipts", companyName: "Acme", month: "2030-01" },
  "onboarding-welcome": { link: "https://app.example.test/onboarding/me", companyName: "Acme" },
  "support-answer": { link: "https://app.example.test/support?c=1", subject: "Payslip missing" },
  "support-question": {
    link: "https://app.example.test/support/inbox?c=1.2",
    subject: "Payslip missing",
    personName: "Elaine",
    companyName: "Acme",
  },
};
const TEMPLATES = Object.keys(SAMPLE_DATA) as MailTemplate[];

describe("mail templates", () => {
  it("render every template in every locale with its own words", () => {
    for (const template of TEMPLATES) {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const mail = renderMail({ template, locale, data: SAMPLE_DATA[template] });
        subjects.add(mail.subject);
        expect(mail.subject).not.toMatch(/undefined|\n/);
        expect(mail.text).not.toContain("undefined");
        expect(mail.html).toContain(`<html lang="${locale}">`);
        for (const value of Object.values(SAMPLE_DATA[template])) {
          expect(mail.text).toContain(value);
          expect(mail.html).toContain(value);
        }
      }
      expect(subjects.size, `${template} has a distinct subject per locale`).toBe(LOCALES.length);
    }
  });

  it("puts the company's colour on the button, and on links only where white reads on it", () => {
    const data = SAMPLE_DATA.verification;
    const product = renderMail({ template: "verification", locale: "en", data }).html;
    expect(product).toContain("background:#2251cc;color:#ffffff");
    const dark = renderMail({
      template: "verification",
      locale: "en",
      data,
      brand: { color: "#0a5c36", onColor: "#ffffff" },
    }).html;
    expect(dark).toContain("background:#0a5c36;color:#ffffff");
    expect(dark).toContain("color:#0a5c36;word-break:break-all");
    const light = renderMail({
      template: "verification",
      locale: "en",
      data,
      brand: { color: "#ffd54f", onColor: "#1b1b1b" },
    }).html;
    expect(light).toContain("background:#ffd54f;color:#1b1b1b");
    expect(light).toContain("color:#2251cc;word-break:break-all");
    // anything but #rrggbb never reaches the style attribute
    const odd = renderMail({
      template: "verification",
      locale: "en",
      data,
      brand: { color: 'red;" onclick="x', onColor: "#ffffff" },
    }).html;
    expect(odd).toContain("background:#2251cc;color:#ffffff");
  });

  it("puts the company's logo at the top (issue 18): an absolute http(s) URL only, escaped, named by the company", () => {
    const data = SAMPLE_DATA.verification;
    expect(renderMail({ template: "verification", locale: "en", data }).html).not.toContain("<img");
    const logo = renderMail({
      template: "verification",
      locale: "en",
      data,
      brand: { logoUrl: "https://hr.example.com/api/branding/abc/logo/0123456789ab", name: 'Acme "&" Co' },
    }).html;
    expect(logo).toContain(
      '<img src="https://hr.example.com/api/branding/abc/logo/0123456789ab" alt="Acme &quot;&amp;&quot; Co"',
    );
    // a logo without a colour keeps the product's button
    expect(logo).toContain("background:#2251cc;color:#ffffff");
    expect(logo.indexOf("<img")).toBeLessThan(logo.indexOf("Hello"));
    // not a web link: no picture at all
    for (const logoUrl of ["javascript:alert(1)", "/api/branding/abc/logo/0123456789ab"])
      expect(
        renderMail({ template: "verification", locale: "en", data, brand: { logoUrl } }).html,
        logoUrl,
      ).not.toContain("<img");
    // a quote cannot end the attribute
    const quoted = renderMail({
      template: "verification",
      locale: "en",
      data,
      brand: { logoUrl: 'https://x.test/a" onerror="x' },
    }).html;
    expect(quoted).toContain('<img src="https://x.test/a&quot; onerror=&quot;x"');
  });

  it("greets by name when one is given", () => {
    const greetings: Record<Locale, string> = { en: "Hello Ana,", "pt-BR": "Olá, Ana,", es: "Hola, Ana:" };
    for (const locale of LOCALES) {
      const mail = renderMail({ template: "verification", locale, data: { ...SAMPLE_DATA.verification, name: "Ana" } });
      expect(mail.text.split("\n")[0]).toBe(greetings[locale]);
    }
  });

  it("keeps a subject on one line whatever a value holds", () => {
    const mail = renderMail({
      template: "pending-document",
      locale: "en",
      data: { documentName: "CPF\r\nBcc: victim@example.test" },
    });
    expect(mail.subject).toBe("Pending document: CPF Bcc: victim@example.test");
  });

  it("names the missing value and refuses links that are not absolute http(s) URLs", () => {
    expect(() => renderMail({ template: "forgot-password", locale: "en", data: {} })).toThrow(
      'Mail template "forgot-password" needs data.link',
    );
    for (const link of ["javascript:alert(1)", "/relative/path", "data:text/html,hi"]) {
      expect(() => renderMail({ template: "verification", locale: "en", data: { link } })).toThrow(MailTemplateError);
    }
    expect(() => renderMail({ template: "nope" as MailTemplate, locale: "en", data: {} })).toThrow(
      'Unknown mail template "nope"',
    );
    expect(templateFields("welcome-worker").required).toEqual(["link", "companyName"]);
  });
});
