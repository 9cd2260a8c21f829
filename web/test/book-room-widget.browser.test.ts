/**
 * Issue 19's book-a-room widget and issue 17's support badge, in Chromium.
 * - An intranet page on another origin embeds `<workforce-widget name="book-room" lang="es">`: the employee signs in
 *   through the popup, picks the room and a free half hour today, books it (the app then lists it as theirs), meets
 *   the spaces module's overlap refusal in the widget's language, and cancels; axe is clean inside the shadow root.
 * - The /support entry of the navigation (at 390 px, in the phone menu) shows support's unread answers, in its
 *   accessible name, and follows a new answer live; the founder's inbox entry shows people's unread messages live.
 * The app runs on a fixed clock: Tuesday 2030-01-15, 09:10 in São Paulo.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import {
  createTestTenant,
  PASSWORD,
  signup,
  TestClock,
  type SignedUp,
  type TestPerson,
  type TestTenant,
} from "../../core/testing/kit.js";
import { noSideScroll, openAs } from "./support.js";

const NOW = new Date("2030-01-15T12:10:00.000Z");

describeInBrowser("book-a-room widget and the support badge", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_book_room", { clock, widgets: true });
  let tenant: TestTenant;
  let employee: TestPerson;
  let founder: SignedUp;
  let key = "";
  let intranet: { origin: string; server: Server };

  const inject = async (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const r = await browser().app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
    if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  const call = (person: { token: string }, method: "GET" | "POST" | "PUT", path: string, payload?: object) =>
    inject(person.token, method, `/api/companies/${tenant.companyId}${path}`, payload);

  beforeAll(async () => {
    const { app, origin: appOrigin } = browser();
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Intranet</title>
<script src="${appOrigin}/widgets/loader.js" data-key="${key}" async></script></head>
<body><main><h1>Intranet</h1><workforce-widget name="book-room" id="rooms" lang="es"></workforce-widget></main></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    intranet = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
    tenant = await createTestTenant(app, { companyName: "Salas Ltda" });
    employee = await tenant.loginAs("requester");
    key = (
      await call(tenant.admin, "POST", "/publishable-keys", { name: "Intranet", allowedOrigins: [intranet.origin] })
    ).key;
    const office = await call(tenant.admin, "POST", "/offices", { name: "Paulista" });
    const room = await call(tenant.admin, "POST", "/spaces/spaces", {
      officeId: office.id,
      kind: "room",
      name: "Jabuticaba",
      capacity: 4,
      openFrom: "08:00",
      openTo: "18:00",
    });
    // the admin holds 11:00-12:00 today: the employee's longer booking over it is refused
    await call(tenant.admin, "POST", "/spaces/reservations", {
      spaceId: room.id,
      date: "2030-01-15",
      startTime: "11:00",
      endTime: "12:00",
    });
    founder = await signup(app, { companyName: "Founder Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
  });
  afterAll(async () => {
    await new Promise((resolve) => intranet?.server.close(resolve));
  });

  test("an employee books a room from the intranet widget, meets a refusal in its language, and cancels", async () => {
    const b = browser();
    const page = await b.newPage();
    await page.goto(`${intranet.origin}/`);
    const rooms = page.locator("#rooms");
    await rooms.getByText("Inicia sesión para reservar una sala o un escritorio y ver tus reservas.").waitFor();
    const popupOpened = page.waitForEvent("popup");
    await rooms.getByRole("button", { name: "Iniciar sesión" }).click();
    const popup = await popupOpened;
    // the popup speaks the widget's language
    await popup.getByLabel("Correo electrónico").fill(employee.email);
    await popup.getByLabel("Contraseña").fill(PASSWORD);
    await popup.getByRole("button", { name: "Iniciar sesión" }).click();
    await popup.waitForEvent("close");

    await rooms.getByLabel("Sala o escritorio").waitFor();
    await rooms.getByText("No hay reservas próximas.").waitFor();
    expect(await rooms.getByLabel("Sala o escritorio").inputValue()).not.toBe("");
    // 09:10 now: 09:00 is the first start offered; 11:00 and 11:30 are the admin's
    const starts = await rooms.getByLabel("Inicio").locator("option").allTextContents();
    expect(starts[0]).toBe("09:00");
    expect(starts).not.toContain("11:00");
    await rooms.getByLabel("Inicio").selectOption("10:00");
    await rooms.getByLabel("Duración").selectOption("60");
    await rooms.getByLabel("Asunto (opcional)").fill("Planificación");
    await rooms.getByRole("button", { name: "Reservar" }).click();
    await rooms.getByText("Reservado: Jabuticaba, Hoy 10:00–11:00.").waitFor();
    await rooms.getByText("Planificación · Jabuticaba").waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe("");
    // the app has it as the employee's reservation
    const mine = await call(employee, "GET", "/spaces/reservations?when=upcoming");
    expect(mine.items).toEqual([expect.objectContaining({ title: "Planificación", hours: "10:00-11:00" })]);
    const violations = await b.axe(page);
    expect(violations, describeViolations(violations).join("\n")).toEqual([]);

    // 09:30 for two hours runs into the admin's 11:00: the spaces module's refusal, in Spanish
    await rooms.getByLabel("Inicio").selectOption("09:00");
    await rooms.getByLabel("Duración").selectOption("120");
    await rooms.getByRole("button", { name: "Reservar" }).click();
    await rooms.locator(".wf-error").getByText("La fecha se superpone con otra reserva.").waitFor();

    await rooms.getByRole("button", { name: "Cancelar Jabuticaba, Hoy 10:00–11:00" }).click();
    await rooms.getByText("Cancelada: Jabuticaba, Hoy 10:00–11:00.").waitFor();
    await rooms.getByText("No hay reservas próximas.").waitFor();
    expect((await call(employee, "GET", "/spaces/reservations?when=upcoming")).items).toEqual([]);
    // the refused booking's 409 is the only console line (Chromium logs failed requests)
    expect(b.errorsOf(page).filter((line) => !line.includes("status of 409"))).toEqual([]);
  });

  test("the support entries show unread counts live, in their accessible names, at 390 px", async () => {
    const b = browser();
    const opened = await call(employee, "POST", "/support/conversations", {
      subject: "Payslip",
      body: "Where is March's payslip?",
    });
    const answer = (body: string) =>
      inject(founder.token, "POST", `/api/support/inbox/${tenant.companyId}/${opened.conversation.id}/messages`, {
        body,
      });
    await answer("In Payroll, under Receipts.");

    const page = await openAs(b, employee, "/", { phone: true });
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: /^Support\W+1 unread answer$/ }).waitFor();
    await noSideScroll(page);
    // a second answer arrives while the page is open: the count follows without a reload
    await answer("And in the app's home card.");
    await nav.getByRole("link", { name: /^Support\W+2 unread answers$/ }).waitFor();
    const badge = nav.getByTestId("support-nav-badge");
    expect(await badge.textContent()).toBe("2");
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(describeViolations(await b.axe(page))).toEqual([]);
    // reading the answers on /support clears it
    await nav.getByRole("link", { name: /^Support/ }).click();
    await page
      .getByRole("button", { name: /Payslip/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Support", exact: true }).waitFor();

    expect(b.errorsOf(page)).toEqual([]);
    // the browser context's session becomes the founder's: the employee's tab goes first
    await page.close();

    // the founder's inbox entry: people's unread messages across companies, live
    const platform = await openAs(b, founder, "/support/inbox");
    const inbox = platform.getByRole("navigation", { name: "Main navigation" });
    // the employee's question, not read on the platform side yet
    await inbox.getByRole("link", { name: /^Support inbox\W+1 unread message$/ }).waitFor();
    await call(employee, "POST", `/support/conversations/${opened.conversation.id}/messages`, {
      body: "Found it, thanks!",
    });
    await inbox.getByRole("link", { name: /^Support inbox\W+2 unread messages$/ }).waitFor();
    expect(b.errorsOf(platform)).toEqual([]);
  });
});
