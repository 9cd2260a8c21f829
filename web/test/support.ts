/**
 * Helpers shared by the browser tests (web/test/*.browser.test.ts): what a page shows that should have been a
 * translated message.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ROOT } from "../../core/testing/web-build.js";
import { en as structureEn } from "../../modules/people/web/structure/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { en as shellEn } from "../src/i18n/messages/en.js";

/** The namespaces message ids start with: the shell's (`nav`, `home`, ...) and every module id (`people`, ...). */
const NAMESPACES = [
  ...new Set([
    ...Object.keys(shellEn).map((id) => id.split(".")[0]!),
    ...readdirSync(join(ROOT, "modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]),
];
// not inside an address or a domain (`ana@example.com`)
const RAW_ID = new RegExp(`(?<![@.\\w-])(?:${NAMESPACES.join("|")})(?:\\.[A-Za-z0-9_-]+)+\\b`, "g");

/**
 * Message ids shown as text: react-intl shows the id when a message is missing. Reads the visible text and the
 * accessible names and hints people meet (aria-label, title, placeholder, alt).
 */
export async function rawMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  // an e-mail address on the page (a person's card) is not a message id
  const withoutEmails = texts.map((text) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ""));
  return [...new Set(withoutEmails.flatMap((text) => text.match(RAW_ID) ?? []))];
}

/** The console lines of react-intl errors (App.tsx reports them in every build). */
export function intlErrors(errors: readonly string[]): string[] {
  return errors.filter((line) => line.startsWith("[intl]") || line.includes("MISSING_TRANSLATION"));
}

/** English values of more than one word: shown on a Portuguese or Spanish page, they are a translation left out. */
const isPhrase = (value: string) => /\p{L}+\s+\p{L}+/u.test(value) && !value.includes("{");
const ENGLISH = new Set(
  [shellEn, structureEn, workersEn].flatMap((messages) => Object.values(messages) as string[]).filter(isPhrase),
);

/**
 * Texts on the page that are an English message word for word (for pages in another language). `extra`: more
 * English catalogues to compare with (a module's pages), beside the shell's and the people pages'.
 */
export async function englishTexts(page: Page, extra: readonly Record<string, string>[] = []): Promise<string[]> {
  const english = new Set([...ENGLISH, ...extra.flatMap((messages) => Object.values(messages).filter(isPhrase))]);
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value.trim());
      }
    }
    return out;
  });
  return [...new Set(texts.filter((text) => english.has(text)))];
}

/**
 * Types days (`YYYY-MM-DD`) into a date picker (the web kit's DatePicker / DateRangePicker) found by its label, as a
 * keyboard would, in whatever order the company's country writes dates: one day, or the first and the last day of a
 * range.
 */
export async function typeDate(page: Page, label: string, ...days: string[]): Promise<void> {
  const segments = page.getByRole("group", { name: label, exact: true }).getByRole("spinbutton");
  const count = await segments.count();
  if (count !== days.length * 3) throw new Error(`"${label}": ${count} date segments`);
  for (let i = 0; i < count; i += 1) {
    const segment = segments.nth(i);
    const iso = days[Math.floor(i / 3)]!;
    const kind = await segment.getAttribute("data-type");
    await segment.focus();
    await page.keyboard.type(kind === "year" ? iso.slice(0, 4) : kind === "month" ? iso.slice(5, 7) : iso.slice(8, 10));
  }
}
