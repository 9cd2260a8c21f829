/**
 * Issues 3 and 18: the audit log page in the admin settings. The company's admin reads the entries of its own API key
 * and of the platform's support viewing the company (shown as "Platform support", never by name), with the actions
 * described in words, in English and Portuguese, filtered by area; at 390 px and through axe in light and dark.
 * People below admin neither see the page nor read the log through the API.
 */
import { expect, test } from "vitest";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup } from "../../core/testing/kit.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { ptBR } from "../src/i18n/messages/pt-BR.js";
import { noSideScroll, openAs } from "./support.js";

describeInBrowser("audit log page", () => {
  const browser = useBrowserApp("e2e_audit_log");

  test("an admin reads the support visit and their own key in the log; en and pt-BR; phone and axe", async () => {
    const harness = browser();
    const { app } = harness;
    const tenant = await createTestTenant(app, { companyName: "Audited Foods" });
    const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
      app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

    // the admin's own audited action
    const key = await call("POST", `/api/companies/${tenant.companyId}/api-keys`, tenant.admin.token, {
      name: "Audit probe",
      scopes: ["*"],
      level: "requester",
    });
    expect(key.statusCode, key.body).toBe(201);
    // the platform's founder views the company as its admin, then leaves
    const founder = await signup(app, { companyName: "Founder Own Co" });
    await UserModel.updateOne(
      { _id: founder.userId },
      { $set: { name: "Fiona Founder", isFounder: true, memberships: [] } },
    );
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
    const started = await call("POST", `/api/founder/companies/${tenant.companyId}/impersonation`, founder.token, {
      userId: tenant.admin.userId,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((await call("DELETE", "/api/auth/impersonation", started.json<{ token: string }>().token)).statusCode).toBe(
      200,
    );

    // people below admin are refused by the API
    const employee = await tenant.loginAs("requester");
    expect((await call("GET", `/api/companies/${tenant.companyId}/audit`, employee.token)).statusCode).toBe(403);

    const page = await openAs(harness, tenant.admin, "/audit-log");
    await page.getByRole("heading", { level: 1, name: en["auditLog.title"] }).waitFor();
    const support = page.getByRole("row").filter({ hasText: en["auditLog.do.auth.impersonation.started"] });
    await support.getByText(en["auditLog.founder"], { exact: true }).waitFor();
    // the founder is never named
    expect(await support.innerText()).not.toContain("Fiona");
    await page
      .getByRole("row")
      .filter({ hasText: en["auditLog.do.auth.impersonation.ended"] })
      .getByText(en["auditLog.founder"], { exact: true })
      .waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: en["auditLog.do.auth.api-key.created"] })
      .getByText("Ana Admin", { exact: true })
      .waitFor();
    // narrowed to an area with no entries, then back
    await page.getByRole("button", { name: en["auditLog.action"] }).click();
    await page.getByRole("option", { name: en["auditLog.group.payroll"] }).click();
    await page.getByText(en["common.noResults"]).waitFor();
    await page.getByRole("button", { name: en["auditLog.clear"] }).click();
    await support.waitFor();
    expect(harness.errorsOf(page)).toEqual([]);
    await page.close();

    for (const theme of ["light", "dark"] as const) {
      const phone = await openAs(harness, tenant.admin, "/pt/audit-log", { phone: true, theme });
      await phone.getByRole("heading", { level: 1, name: ptBR["auditLog.title"] }).waitFor();
      // a list of cards on a phone, not a table
      await phone
        .getByRole("listitem")
        .filter({ hasText: ptBR["auditLog.do.auth.impersonation.started"] })
        .getByText(ptBR["auditLog.founder"], { exact: true })
        .waitFor();
      await noSideScroll(phone);
      expect(describeViolations(await harness.axe(phone)), theme).toEqual([]);
      await harness.screenshot(phone, `audit-log-phone-${theme}`);
      await phone.close();
    }

    // the page is not in a requester's navigation and does not open for them
    const denied = await openAs(harness, employee, "/audit-log");
    await denied.getByRole("heading", { level: 1 }).waitFor();
    expect(await denied.getByRole("heading", { level: 1, name: en["auditLog.title"] }).count()).toBe(0);
    expect(await denied.getByRole("link", { name: en["nav.auditLog"] }).count()).toBe(0);
    await denied.close();
  });
});
