/**
 * The forms builder in Chromium (issue 15 "Custom forms"): an admin builds a form in /custom-forms, moving a field
 * up before creating it; on the form's page edits it (a field renamed, moved down, one added) and the stored form
 * keeps the fields' ids in the new order. /custom-forms and /custom-forms/:formId (with its editor open) pass axe
 * in the light and the dark theme, at desktop width and at 390 px, where they do not scroll sideways.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, type TestTenant } from "../../core/testing/kit.js";
import type { Form, FormList } from "../../modules/forms/contract/index.js";
import { en } from "../../modules/forms/web/messages/en.js";
import { intlErrors, noSideScroll, openAs, PHONE, rawMessageIds } from "./support.js";

const t = (id: keyof typeof en, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, v), en[id]);

describeInBrowser("forms builder", () => {
  const browser = useBrowserApp("e2e_forms");

  const forms = async (tenant: TestTenant) =>
    (
      await browser().app.inject({
        url: `/api/companies/${tenant.companyId}/forms`,
        headers: { token: tenant.admin.token },
      })
    ).json<FormList>().items;

  /** The n-th field's fieldset (1-based, as its legend says). */
  const fieldset = (page: Page, n: number) =>
    page.getByRole("group", { name: t("forms.builder.fieldN", { n: String(n) }) });

  test("builds a form with its fields in order, then edits and reorders them on the form's page", async () => {
    const { app, screenshot, errorsOf } = browser();
    const tenant = await createTestTenant(app, { companyName: "Forms Ltda" });
    const page = await openAs(browser(), tenant.admin, "/custom-forms", { phone: true });
    await page.getByRole("heading", { level: 1, name: en["forms.builder.title"] }).waitFor();
    await page.getByRole("textbox", { name: en["forms.builder.formTitle"] }).fill("Team lunch");
    await fieldset(page, 1).getByRole("textbox", { name: en["forms.builder.fieldLabel"] }).fill("Name");
    await page.getByRole("button", { name: en["forms.builder.addField"] }).click();
    await fieldset(page, 2).getByRole("textbox", { name: en["forms.builder.fieldLabel"] }).fill("Dish");
    await fieldset(page, 2)
      .getByRole("button", { name: new RegExp(en["forms.builder.fieldType"]) })
      .click();
    await page.getByRole("listbox").getByRole("option", { name: en["forms.builder.type.select"] }).click();
    await fieldset(page, 2).getByRole("textbox", { name: en["forms.builder.options"] }).fill("Fish, Pasta");
    // the dish first
    await page.getByRole("button", { name: t("forms.builder.moveUp", { name: "Dish" }) }).click();
    await expect
      .poll(() => fieldset(page, 1).getByRole("textbox", { name: en["forms.builder.fieldLabel"] }).inputValue())
      .toBe("Dish");
    await noSideScroll(page);
    await page.getByRole("button", { name: en["forms.builder.create"] }).click();
    await page.getByText(en["forms.builder.created"]).waitFor();
    const [created] = (await forms(tenant)) as [Form];
    expect(created.fields.map((f) => [f.id, f.label, f.type])).toEqual([
      ["dish", "Dish", "select"],
      ["name", "Name", "text"],
    ]);

    // on the form's page: the name renamed and moved first... by moving the dish down; a date added
    await page.getByRole("link", { name: t("forms.builder.openForm", { title: "Team lunch" }) }).click();
    await page.getByRole("heading", { level: 1, name: "Team lunch" }).waitFor();
    await page.getByRole("button", { name: en["forms.responses.edit"] }).click();
    await fieldset(page, 2).getByRole("textbox", { name: en["forms.builder.fieldLabel"] }).fill("Full name");
    await page.getByRole("button", { name: t("forms.builder.moveDown", { name: "Dish" }) }).click();
    await page.getByRole("button", { name: en["forms.builder.addField"] }).click();
    await fieldset(page, 3).getByRole("textbox", { name: en["forms.builder.fieldLabel"] }).fill("Day");
    await fieldset(page, 3)
      .getByRole("button", { name: new RegExp(en["forms.builder.fieldType"]) })
      .click();
    await page.getByRole("listbox").getByRole("option", { name: en["forms.builder.type.date"] }).click();
    await noSideScroll(page);
    await screenshot(page, "forms-edit-phone");
    await page.getByRole("button", { name: en["forms.builder.save"] }).click();
    await page.getByText(en["forms.builder.saved"]).waitFor();
    await page.getByRole("listitem").filter({ hasText: "Full name" }).waitFor();
    const [edited] = (await forms(tenant)) as [Form];
    expect(edited.fields.map((f) => [f.id, f.label, f.type])).toEqual([
      ["name", "Full name", "text"],
      ["dish", "Dish", "select"],
      ["day", "Day", "date"],
    ]);
    expect(intlErrors(errorsOf(page))).toEqual([]);
    expect(await rawMessageIds(page)).toEqual([]);
    await page.close();
  });

  for (const theme of ["light", "dark"] as const)
    test(`/custom-forms and a form's page with its editor pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { app, axe } = browser();
      const tenant = await createTestTenant(app);
      const made = await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/forms`,
        headers: { token: tenant.admin.token },
        payload: {
          title: "Survey",
          fields: [
            { type: "text", label: "Name", required: true },
            { type: "select", label: "Mood", options: ["Good", "Bad"] },
          ],
        },
      });
      const form = made.json<Form>();
      for (const path of ["/custom-forms", `/custom-forms/${form.id}`]) {
        const page = await openAs(browser(), tenant.admin, path, { theme });
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        if (path !== "/custom-forms") await page.getByRole("button", { name: en["forms.responses.edit"] }).click();
        await fieldset(page, path === "/custom-forms" ? 1 : 2).waitFor();
        expect(describeViolations(await axe(page)), `${path} ${theme}`).toEqual([]);
        await page.setViewportSize(PHONE);
        await noSideScroll(page);
        expect(describeViolations(await axe(page)), `${path} ${theme} phone`).toEqual([]);
        await page.close();
      }
    });
});
