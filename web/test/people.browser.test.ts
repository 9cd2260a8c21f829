/**
 * Issue 4 "Proof": an admin builds the company's structure (a department, an office, a role) and adds a worker; the
 * worker takes the first access from the generated link and completes their profile. An employee who opens an
 * admin route gets the not-found page.
 */
import nock from "nock";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, uniqueEmail } from "../../core/testing/kit.js";
import { en as structureEn } from "../../modules/people/web/structure/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { addWorkerInUi, completeProfileInUi, firstAccessInUi, intlErrors, rawMessageIds } from "./support.js";

const en: Record<string, string> = { ...shellEn, ...structureEn, ...workersEn };
const CEP_HOST = "https://cep.example.test";

describeInBrowser("people: structure, a new worker, first access", () => {
  const browser = useBrowserApp("e2e_people", { config: { postalCodeUrl: `${CEP_HOST}/ws/{zipcode}/json/` } });

  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  });
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
  });

  /** Creates one item on a structure list page through its dialog and waits for its row. */
  async function createItem(page: Page, kind: "departments" | "offices" | "roles", name: string, level?: string) {
    const { url } = browser();
    await page.goto(url(`/company/${kind}`));
    await page.getByRole("heading", { level: 1, name: en[`people.structure.${kind}.title`] }).waitFor();
    await page.getByRole("button", { name: en[`people.structure.${kind}.create`] }).click();
    const dialog = page.getByRole("dialog", { name: en[`people.structure.${kind}.create`] });
    await dialog.getByRole("textbox", { name: en["people.structure.name"] }).fill(name);
    if (level) {
      await dialog.getByRole("button", { name: new RegExp(en["people.structure.roles.levelAccess"]) }).click();
      await page.getByRole("listbox").getByRole("option", { name: level }).click();
    }
    await dialog.getByRole("button", { name: en["common.create"] }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("row").filter({ hasText: name }).waitFor();
  }

  test("an admin adds a worker with a department, an office and a role; the worker takes the first access and completes the profile", async () => {
    const { app, signIn, signOut, newPage, url, mailbox, errorsOf, screenshot } = browser();
    const tenant = await createTestTenant(app, { companyName: "Structure Ltda" });
    await signIn(tenant.admin);
    const page = await newPage();

    await createItem(page, "departments", "Engineering");
    await createItem(page, "offices", "São Paulo HQ");
    await createItem(page, "roles", "Team lead", en["level.revisor"]);
    await screenshot(page, "people-roles");

    // add the worker
    const email = uniqueEmail("mila");
    const link = await addWorkerInUi(page, url, {
      name: "Mila",
      lastName: "Moreira",
      email,
      choices: {
        [en["people.profile.field.departmentId"]]: "Engineering",
        [en["people.profile.field.officeId"]]: "São Paulo HQ",
        [en["people.profile.field.roleId"]]: "Team lead",
      },
      beforeSend: async (dialog) => {
        await dialog.getByText(en["people.add.levelHint"].replace("{level}", en["level.revisor"])).waitFor();
        await screenshot(page, "people-add-worker");
      },
    });
    await mailbox.waitFor(email, "welcome-worker");
    expect(new URL(link).pathname).toBe("/first-access");
    const row = page.getByRole("row").filter({ hasText: "Mila Moreira" });
    await expect.poll(() => row.innerText()).toMatch(/Engineering[\s\S]*Team lead/);
    expect(intlErrors(errorsOf(page))).toEqual([]);
    await page.close();

    // the worker, on a browser with nobody signed in, opens the link
    await signOut();
    const worker = await newPage();
    await firstAccessInUi(worker, url(link));

    // complete the profile (the zip code fills the address through the postal-code service)
    nock(CEP_HOST).get("/ws/01001000/json/").reply(200, {
      cep: "01001-000",
      logradouro: "Praça da Sé",
      bairro: "Sé",
      localidade: "São Paulo",
      uf: "SP",
    });
    await worker.getByRole("heading", { level: 1, name: en["people.complete.title"] }).waitFor();
    expect(new URL(worker.url()).pathname).toBe("/complete-profile");
    const field = (name: string) => worker.getByRole("textbox", { name: en[name], exact: true });
    await expect.poll(() => field("people.profile.field.lastName").inputValue()).toBe("Moreira");
    await completeProfileInUi(worker, "Mila Moreira", {
      birthdate: "1990-03-15",
      phone: "11987654321",
      emergencyContact: "Marcos Moreira (11) 91234-5678",
      zipcode: "01001000",
      street: "Praça da Sé",
      number: "100",
      beforeSend: async () => {
        expect(await field("people.address.city").inputValue()).toBe("São Paulo");
        await screenshot(worker, "people-complete-profile");
        expect(await rawMessageIds(worker)).toEqual([]);
      },
    });
    await worker
      .getByText(en["home.company"].replace("{company}", "Structure Ltda").replace("{level}", en["level.revisor"]))
      .waitFor();
    expect(intlErrors(errorsOf(worker))).toEqual([]);
    expect(nock.pendingMocks()).toEqual([]);
    await worker.close();
  });

  test("an employee who opens an admin route gets the not-found page, where an admin gets the page", async () => {
    const { app, signIn, newPage, url, screenshot } = browser();
    const tenant = await createTestTenant(app);
    const routes = [
      { path: "/company-edit", title: en["people.company.edit.title"] },
      { path: "/general-roles", title: en["people.structure.generalRoles.title"] },
    ];

    await signIn(tenant.admin);
    const admin = await newPage();
    for (const route of routes) {
      await admin.goto(url(route.path));
      await admin.getByRole("heading", { level: 1, name: route.title }).waitFor();
    }
    await admin.close();

    await signIn(await tenant.loginAs("requester"));
    const employee = await newPage();
    for (const route of routes) {
      await employee.goto(url(route.path));
      await employee.getByRole("heading", { level: 1, name: en["notFound.title"] }).waitFor();
      expect(new URL(employee.url()).pathname).toBe(route.path);
      expect(await employee.getByRole("heading", { name: route.title }).count()).toBe(0);
      // the navigation does not offer it either
      expect(await employee.getByRole("link", { name: route.title }).count()).toBe(0);
    }
    await screenshot(employee, "people-requester-not-found");
    await employee.close();
  });
});
