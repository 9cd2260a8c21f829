/**
 * Issue 4 "Proof": the home page in the three languages (/, /pt, /es) and both themes, with every message
 * translated: no message id on screen, no react-intl error in the console, and on the Portuguese and Spanish pages
 * no English message word for word. Screenshots go to test-artifacts/screenshots/.
 */
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../src/i18n/messages/en.js";
import { es } from "../src/i18n/messages/es.js";
import { ptBR } from "../src/i18n/messages/pt-BR.js";
import { englishTexts, intlErrors, rawMessageIds } from "./support.js";

const LOCALES = [
  { prefix: "", lang: "en", messages: en },
  { prefix: "/pt", lang: "pt-BR", messages: ptBR },
  { prefix: "/es", lang: "es", messages: es },
] as const;
const THEMES = ["light", "dark"] as const;

describeInBrowser("home page in every language and theme", () => {
  const browser = useBrowserApp("e2e_locales");
  let tenant: TestTenant;
  beforeAll(async () => {
    tenant = await createTestTenant(browser().app, { companyName: "Acme Ltda" });
  });

  for (const locale of LOCALES) {
    for (const theme of THEMES) {
      test(`${locale.lang}, ${theme}`, async () => {
        const { signIn, newPage, url, errorsOf, screenshot } = browser();
        await signIn(tenant.admin);
        const page = await newPage();
        await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
        await page.goto(url(`${locale.prefix}/`));

        const m = locale.messages;
        await expect
          .poll(() => page.getByRole("heading", { name: m["home.greeting"].replace("{name}", "Ana Admin") }).count())
          .toBe(1);
        await page.getByRole("navigation", { name: m["nav.main"] }).waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe(locale.lang);
        expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
        await expect.poll(() => page.getByRole("link", { name: m["nav.home"] }).count()).toBeGreaterThan(0);

        await screenshot(page, `home-${locale.lang}-${theme}`);
        expect(await rawMessageIds(page)).toEqual([]);
        expect(intlErrors(errorsOf(page))).toEqual([]);
        if (locale.lang !== "en") expect(await englishTexts(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
