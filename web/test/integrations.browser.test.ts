/**
 * Integrations in Chromium (issue 17 "Proof"): an employee connects Google Calendar on /integrations, the OAuth
 * redirect answered by a local stand-in for Google's consent page, token endpoint and Calendar API (started by this
 * test; the app's Google endpoints point at it through the configuration), and an approved leave is created in their
 * calendar by the sync job. The page passes axe at phone width in both themes without sideways scroll.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { integrationsDefaults, type AppConfig } from "../../core/config.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, DAY_MS, type TestPerson, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../../modules/integrations/web/messages/en.js";

const PHONE = { width: 390, height: 844 };

/** The stand-in for Google: what it was asked, and a promise per calendar event it receives. */
interface StandIn {
  server: Server;
  origin: string;
  authorizations: URLSearchParams[];
  tokenForms: URLSearchParams[];
  events: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  nextEvent: () => Promise<Record<string, unknown>>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function startStandIn(): Promise<StandIn> {
  const waiting: Array<(body: Record<string, unknown>) => void> = [];
  const state: Omit<StandIn, "server" | "origin" | "nextEvent"> = { authorizations: [], tokenForms: [], events: [] };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      if (request.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
        // the person "consents" at once: back to the app with a code and the state it sent
        state.authorizations.push(url.searchParams);
        const back = new URL(url.searchParams.get("redirect_uri")!);
        back.searchParams.set("code", "stand-in-code");
        back.searchParams.set("state", url.searchParams.get("state")!);
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (request.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(await readBody(request));
        state.tokenForms.push(form);
        if (form.get("code") !== "stand-in-code") {
          response.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid_grant"}');
          return;
        }
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            access_token: "ya29.stand-in",
            refresh_token: "1//stand-in",
            expires_in: 3599,
            token_type: "Bearer",
            id_token: `${part({ alg: "RS256" })}.${part({ email: "maria.calendar@gmail.com" })}.c2ln`,
          }),
        );
        return;
      }
      if (request.method === "POST" && url.pathname === "/calendar/v3/calendars/primary/events") {
        const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
        state.events.push({ authorization: request.headers.authorization, body });
        waiting.shift()?.(body);
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ id: `stand-in-${state.events.length}` }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    server,
    origin,
    nextEvent: () => new Promise((resolve) => waiting.push(resolve)),
  };
}

describeInBrowser("integrations", () => {
  // filled before the app is built (this hook is registered before the harness's)
  const config: Partial<AppConfig> = {};
  let google: StandIn;
  beforeAll(async () => {
    google = await startStandIn();
    config.integrations = {
      ...integrationsDefaults("test"),
      google: { clientId: "stand-in-client", clientSecret: "stand-in-secret" },
      googleAuthorizeUrl: `${google.origin}/o/oauth2/v2/auth`,
      googleTokenUrl: `${google.origin}/token`,
      googleCalendarUrl: `${google.origin}/calendar/v3`,
      googleRevokeUrl: `${google.origin}/revoke`,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => google.server.close(resolve));
  });
  const browser = useBrowserApp("e2e_integrations", { config });
  let tenant: TestTenant;
  let employee: TestPerson;

  const call = async (person: { token: string }, method: "POST", path: string, payload?: object) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    tenant = await createTestTenant(browser().app, { companyName: "Agenda Ltda" });
    employee = await tenant.loginAs("requester");
  });

  test("an employee connects Google Calendar and an approved leave appears in it", async () => {
    const { app, signIn, newPage, url, errorsOf, screenshot } = browser();
    await signIn(employee);
    const page = await newPage();
    await page.goto(url("/integrations"));
    await page.getByRole("button", { name: en["integrations.google.connect"] }).click();
    // through the stand-in's consent page and back to the app's callback page, then to /integrations
    await page.getByText(`Connected as maria.calendar@gmail.com`).waitFor();
    expect(new URL(page.url()).pathname).toBe("/integrations");
    const consent = google.authorizations[0]!;
    expect(consent.get("client_id")).toBe("stand-in-client");
    expect(consent.get("scope")).toBe("openid email profile https://www.googleapis.com/auth/calendar.events");
    expect(consent.get("redirect_uri")).toBe(url("/integrations/google/callback"));
    expect(google.tokenForms[0]!.get("code_verifier")).toBeTruthy();

    // the leave is requested and approved; the sync job (with the scheduler running) writes it to the calendar
    await app.jobs.start();
    const type = (
      await call(tenant.admin, "POST", "/leave-types/many", {
        items: [
          {
            title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
            color: "#2e7d32",
            unit: "days",
            totalTime: 30 * DAY_MS,
            tracked: false,
          },
        ],
      })
    ).items[0].id as string;
    const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const leave = await call(employee, "POST", "/leave/requests", {
      leaveTypeId: type,
      startDate: day(40),
      endDate: day(44),
    });
    const written = google.nextEvent();
    await call(tenant.admin, "POST", `/leave/requests/${leave.id}/approve`, {});
    const event = await written;
    expect(event).toMatchObject({
      summary: "Vacation",
      start: { date: day(40) },
      end: { date: day(45) },
      extendedProperties: { private: { workforceSource: "leave", workforceId: leave.id } },
    });
    expect(google.events.at(-1)!.authorization).toBe("Bearer ya29.stand-in");

    await page.reload();
    await page.getByText("1 event in your calendar").waitFor();
    await screenshot(page, "integrations-connected");
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  test("the page passes axe at phone width in both themes, the admin's webhooks included", async () => {
    const { signIn, newPage, url, axe } = browser();
    await call(tenant.admin, "POST", "/integrations/webhooks", {
      url: "https://hooks.example.com/agenda",
      events: ["leave.request.approved"],
    });
    await signIn(tenant.admin);
    for (const theme of ["light", "dark"]) {
      const page = await newPage();
      await page.setViewportSize(PHONE);
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.goto(url("/integrations"));
      await page.getByText("https://hooks.example.com/agenda").waitFor();
      await page.getByRole("button", { name: en["integrations.webhooks.test"] }).click();
      await page.getByRole("button", { name: en["integrations.webhooks.showLog"] }).click();
      await page.getByText(en["integrations.webhooks.status.skipped"]).first().waitFor();
      expect(describeViolations(await axe(page))).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
