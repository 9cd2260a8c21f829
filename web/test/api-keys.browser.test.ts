/**
 * Issue 19: the API keys page in the admin settings. An admin creates a key with a scope and an expiry, sees it once
 * and copies it; a program uses it through the SDK (the page then shows its last use); the admin revokes it and the
 * program is refused. The page fits a phone and passes axe in light and dark.
 */
import { expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant } from "../../core/testing/kit.js";
import { modulesFor } from "../../modules/server.js";
import { ApiError, createClient } from "../../sdk/src/index.js";
import { en } from "../src/i18n/messages/en.js";
import { noSideScroll, openAs, typeDate } from "./support.js";

describeInBrowser("API keys page", () => {
  const browser = useBrowserApp("e2e_api_keys", { modules: modulesFor("people") });

  test("create (shown once, copied), used through the SDK, revoked; phone and axe", async () => {
    const harness = browser();
    const tenant = await createTestTenant(harness.app);
    await harness.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: harness.origin });

    const page = await openAs(harness, tenant.admin, "/api-keys");
    await page.getByRole("heading", { level: 1, name: en["apiKeys.title"] }).waitFor();
    await page.getByText(en["apiKeys.none"]).waitFor();

    // nothing chosen: the form says what is missing and sends nothing
    await page.getByRole("button", { name: en["apiKeys.create"] }).click();
    await page.getByText(en["apiKeys.nameRequired"]).waitFor();
    await page.getByText(en["apiKeys.scopesRequired"]).waitFor();

    await page.getByRole("textbox", { name: en["apiKeys.name"] }).fill("CSV sync");
    await page.getByText("Everything in people (people.*)").click();
    await typeDate(page, en["apiKeys.expiresOn"], "2099-12-31");
    await page.getByRole("button", { name: en["apiKeys.create"] }).click();

    const dialog = page.getByRole("dialog", { name: en["apiKeys.createdTitle"] });
    await dialog.waitFor();
    const key = (await dialog.getByTestId("api-key-secret").textContent())?.trim() ?? "";
    expect(key).toMatch(/^wfk_[0-9a-f]{24}_[a-z2-7]{32}$/);
    await dialog.getByRole("button", { name: en["apiKeys.copy"] }).click();
    await page.getByText(en["apiKeys.copied"]).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole("button", { name: en["apiKeys.done"] }).click();

    const row = page.getByRole("listitem", { name: "CSV sync" });
    await row.getByText("people.*").waitFor();
    await row.getByText(en["apiKeys.notUsed"]).waitFor();
    await row.getByText(en["apiKeys.status.active"]).waitFor();
    expect(await row.textContent()).toContain("2099");
    // the secret is never listed again
    expect(await page.content()).not.toContain(key);

    // a program uses the key through the SDK, on the same running app
    const program = createClient({ baseUrl: harness.origin, apiKey: key });
    const offices = await program.get("/api/companies/{companyId}/offices", {
      params: { companyId: tenant.companyId },
      query: { limit: 20, skip: 0 },
    });
    expect(offices.total).toBeGreaterThanOrEqual(0);
    await page.reload();
    await row.getByText(en["apiKeys.lastUsedAt"]).waitFor();
    expect(await row.getByText(en["apiKeys.notUsed"]).count()).toBe(0);

    await row.getByRole("button", { name: en["apiKeys.revoke"] }).click();
    const confirm = page.getByRole("dialog", { name: en["apiKeys.revokeTitle"] });
    await confirm.getByRole("button", { name: en["apiKeys.revokeConfirm"] }).click();
    await page.getByText(en["apiKeys.revoked"]).waitFor();
    await row.getByText(en["apiKeys.status.revoked"], { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: en["apiKeys.revoke"] }).count()).toBe(0);
    const refused = await program
      .get("/api/companies/{companyId}/offices", {
        params: { companyId: tenant.companyId },
        query: { limit: 20, skip: 0 },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 401, code: "AUTH_API_KEY_INVALID" });
    expect(harness.errorsOf(page)).toEqual([]);
    await page.close();

    for (const theme of ["light", "dark"] as const) {
      const phone = await openAs(harness, tenant.admin, "/api-keys", { phone: true, theme });
      await phone.getByRole("listitem", { name: "CSV sync" }).waitFor();
      await noSideScroll(phone);
      expect(describeViolations(await harness.axe(phone))).toEqual([]);
      await harness.screenshot(phone, `api-keys-phone-${theme}`);
      await phone.close();
    }

    // people below admin do not reach the page
    const employee = await tenant.loginAs("requester");
    const denied = await openAs(harness, employee, "/api-keys");
    await denied.getByRole("heading", { level: 1 }).waitFor();
    expect(await denied.getByRole("heading", { level: 1, name: en["apiKeys.title"] }).count()).toBe(0);
    await denied.close();
  });
});
