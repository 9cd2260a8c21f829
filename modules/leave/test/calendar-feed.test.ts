import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import {
  addSignedInMember,
  buildTestApp,
  config,
  createTestTenant,
  DAY_MS,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import { CalendarFeedModel } from "../server/calendar/calendar.model.js";
import { escapeText, foldLine } from "../server/calendar/ical.js";

useTestDatabase("leave_feed");

interface VEvent {
  [property: string]: string;
}

/**
 * Reads an iCalendar text back (RFC 5545 §3.1): every physical line ends with CRLF and holds at most 75 octets,
 * continuation lines start with a space; components nest properly. Resolves to the calendar's properties and events
 * (property names without parameters, TEXT values unescaped).
 */
function parseCalendar(text: string): { calendar: Record<string, string>; events: VEvent[] } {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: VEvent[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, ...params] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") events.push({});
    } else if (name === "END") expect(stack.pop()).toBe(value);
    else {
      const key = params.length > 0 ? `${name};${params.join(";")}` : name!;
      const target = stack.at(-1) === "VEVENT" ? events.at(-1)! : calendar;
      // unescaped separators would split a TEXT value into several: none may be left in what we wrote
      if (["SUMMARY", "DESCRIPTION", "X-WR-CALNAME", "CATEGORIES"].includes(name!))
        expect(value.replace(/\\[\\;,nN]/g, "")).not.toMatch(/[;,\\]/);
      target[key] = unescape(value);
    }
  }
  expect(stack).toEqual([]);
  return { calendar, events };
}

describe("iCal feed", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let requester: TestPerson;
  let typeId: string;
  const leaves: Record<string, string> = {};

  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    await CompanyModel.updateOne({ _id: a.companyId }, { $set: { pack: "traditional" } }).exec();
    requester = await a.loginAs("requester");
    // a title that needs escaping (comma, semicolon, backslash) and folding (long, with multi-byte characters)
    const types = await call(a.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: {
            en: "Férias, remuneradas; gozo \\ período aquisitivo — licença prolongada à disposição da coordenação",
            "pt-BR": "Férias",
            es: "Vacaciones",
          },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
          tracked: false,
        },
      ],
    });
    expect(types.statusCode, types.body).toBe(201);
    typeId = types.json().items[0].id;
    const create = async (name: string, startDate: string, endDate: string) => {
      const r = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate, endDate });
      expect(r.statusCode, r.body).toBe(201);
      leaves[name] = r.json().id;
    };
    await create("approved", "2030-02-04", "2030-02-08");
    await create("single", "2030-02-28", "2030-02-28");
    await create("denied", "2030-03-04", "2030-03-05");
    await create("canceled", "2030-03-11", "2030-03-12");
    await create("pending", "2030-03-18", "2030-03-18");
    for (const name of ["approved", "single", "canceled"])
      expect((await call(a.admin, "POST", `/leave/requests/${leaves[name]}/approve`, {})).statusCode).toBe(200);
    expect((await call(a.admin, "POST", `/leave/requests/${leaves.denied}/deny`, {})).statusCode).toBe(200);
    expect((await call(a.admin, "POST", `/leave/requests/${leaves.canceled}/cancel`, {})).statusCode).toBe(200);
  });

  it("serves approved leaves and holidays as all-day events that parse back", async () => {
    const created = await call(requester, "POST", "/leave/calendar-feed", {});
    expect(created.statusCode, created.body).toBe(201);
    const { url, path } = created.json<{ url: string; path: string }>();
    // built on the app's public URL (APP_URL), not on the Host header the request came with
    expect(url).toBe(`${config.appUrl.replace(/\/+$/, "")}${path}`);
    expect(path).toMatch(/^\/api\/leave\/ical\/[0-9a-f]{24}-[a-z2-7]{32}\.ics$/);

    const feed = await call(null, "GET", path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar; charset=utf-8/);
    const { calendar, events } = parseCalendar(feed.body);
    expect(calendar).toMatchObject({ VERSION: "2.0", CALSCALE: "GREGORIAN", METHOD: "PUBLISH" });
    expect(calendar.PRODID).toBeTruthy();
    const uids = events.map((e) => e.UID);
    expect(new Set(uids).size).toBe(uids.length);
    for (const e of events) expect(e.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);

    const byUid = (id: string) => events.find((e) => e.UID === `leave-${id}@workforce`);
    // DTEND is exclusive: the day after the inclusive end
    expect(byUid(leaves.approved!)).toMatchObject({
      "DTSTART;VALUE=DATE": "20300204",
      "DTEND;VALUE=DATE": "20300209",
      TRANSP: "OPAQUE",
    });
    expect(byUid(leaves.single!)).toMatchObject({ "DTSTART;VALUE=DATE": "20300228", "DTEND;VALUE=DATE": "20300301" });
    expect(byUid(leaves.approved!)!.SUMMARY).toContain(
      "Férias, remuneradas; gozo \\ período aquisitivo — licença prolongada à disposição da coordenação",
    );
    // denied, canceled and pending leaves are not on the calendar
    for (const name of ["denied", "canceled", "pending"]) expect(byUid(leaves[name]!)).toBeUndefined();
    // the country's holidays, as transparent all-day events
    const tiradentes = events.find((e) => e["DTSTART;VALUE=DATE"] === "20300421");
    expect(tiradentes).toMatchObject({ "DTEND;VALUE=DATE": "20300422", TRANSP: "TRANSPARENT" });

    // the UID of a leave does not change between fetches
    const again = parseCalendar((await call(null, "GET", path)).body);
    expect(again.events.map((e) => e.UID)).toEqual(uids);
  });

  it("names the person on each leave; a colleague who is a requester sees them away, not the kind of leave", async () => {
    const colleague = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    const { path } = (await call(colleague, "POST", "/leave/calendar-feed", {})).json<{ path: string }>();
    const event = parseCalendar((await call(null, "GET", path)).body).events.find(
      (e) => e.UID === `leave-${leaves.approved}@workforce`,
    )!;
    // the name the team calendar gives (the worker profile's, or the account's without one)
    const calendar = await call(a.admin, "GET", "/leave/calendar?from=2030-02-01&to=2030-02-28");
    const name = calendar.json().leaves.find((l: { id: string }) => l.id === leaves.approved).name;
    expect(name).toBe("Wes Worker");
    expect(event.SUMMARY).toBe(`${name} — Away`);
    expect(event.CATEGORIES).toBeUndefined();
    // the admin's feed says which leave it is
    const admin = (await call(a.admin, "POST", "/leave/calendar-feed", {})).json<{ path: string }>().path;
    const seen = parseCalendar((await call(null, "GET", admin)).body).events.find(
      (e) => e.UID === `leave-${leaves.approved}@workforce`,
    )!;
    expect(seen.SUMMARY).toContain("Férias, remuneradas");
  });

  it("stores only a hash of the secret", async () => {
    const { path } = (await call(requester, "POST", "/leave/calendar-feed", {})).json<{ path: string }>();
    const secret = /-([a-z2-7]{32})\.ics$/.exec(path)![1]!;
    const rows = await CalendarFeedModel.find({ companyId: a.companyId }).lean().exec();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("stops the old URL when the secret is rotated, and every URL when revoked", async () => {
    const first = (await call(requester, "POST", "/leave/calendar-feed", {})).json<{ path: string }>().path;
    expect((await call(null, "GET", first)).statusCode).toBe(200);
    const second = (await call(requester, "POST", "/leave/calendar-feed", {})).json<{ path: string }>().path;
    expect(second).not.toBe(first);
    expect((await call(null, "GET", first)).statusCode).toBe(404);
    expect((await call(null, "GET", second)).statusCode).toBe(200);
    const revoked = await call(requester, "DELETE", "/leave/calendar-feed");
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await call(null, "GET", second)).statusCode).toBe(404);
    expect((await call(requester, "DELETE", "/leave/calendar-feed")).statusCode).toBe(404);
    // and a new one works again
    const third = (await call(requester, "POST", "/leave/calendar-feed", {})).json<{ path: string }>().path;
    expect((await call(null, "GET", third)).statusCode).toBe(200);
  });

  it("cannot be used by or for another tenant", async () => {
    const { path } = (await call(requester, "POST", "/leave/calendar-feed", {})).json<{ path: string }>();
    // the same secret under another company's id finds nothing
    expect((await call(null, "GET", path.replace(a.companyId, b.companyId))).statusCode).toBe(404);
    // another tenant's people cannot create or revoke a feed in this company
    expect((await call(b.admin, "POST", "/leave/calendar-feed", {})).statusCode).toBe(404);
    expect((await call(b.admin, "DELETE", "/leave/calendar-feed")).statusCode).toBe(404);
    // B's own feed lists none of A's leaves
    const own = await call(b.admin, "POST", `/api/companies/${b.companyId}/leave/calendar-feed`, {});
    const bFeed = parseCalendar((await call(null, "GET", own.json<{ path: string }>().path)).body);
    expect(bFeed.events.filter((e) => e.UID!.startsWith("leave-"))).toEqual([]);
  });

  it("refuses malformed tokens, bad input and anonymous callers", async () => {
    expect((await call(null, "GET", "/api/leave/ical/nothing.ics")).statusCode).toBe(404);
    expect((await call(null, "GET", `/api/leave/ical/${a.companyId}-${"a".repeat(32)}.ics`)).statusCode).toBe(404);
    expect((await call(requester, "POST", "/leave/calendar-feed", { scope: "galaxy" })).statusCode).toBe(400);
    expect((await call(null, "POST", "/leave/calendar-feed", {})).statusCode).toBe(401);
  });

  it("lists only the owner's team with scope team", async () => {
    const revisor = await a.loginAs("revisor");
    const boss = await call(a.admin, "POST", "/workers", { name: "Rita", email: revisor.email, levels: ["revisor"] });
    expect(boss.statusCode, boss.body).toBe(201);
    const worker = await call(a.admin, "POST", "/workers", {
      name: "Rui",
      email: requester.email,
      levels: ["requester"],
      referenceWorkerId: boss.json<{ id: string }>().id,
    });
    expect(worker.statusCode, worker.body).toBe(201);
    const uidsOf = async (person: TestPerson) => {
      const created = await call(person, "POST", "/leave/calendar-feed", { scope: "team" });
      expect(created.json()).toMatchObject({ scope: "team" });
      const feed = await call(null, "GET", created.json<{ path: string }>().path);
      return parseCalendar(feed.body).events.map((e) => e.UID);
    };
    expect(await uidsOf(revisor)).toContain(`leave-${leaves.approved}@workforce`);
    expect((await uidsOf(requester)).filter((uid) => uid!.startsWith("leave-"))).toEqual([]);
  });

  it("keeps the calendar's exact days when it finds leaves by month (the bench:leave index)", async () => {
    const ids = async (from: string, to: string) => {
      const r = await call(requester, "GET", `/leave/calendar?from=${from}&to=${to}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ leaves: Array<{ id: string }> }>().leaves.map((l) => l.id);
    };
    // 4-8 February: in February's month, but not in these days
    expect(await ids("2030-02-10", "2030-02-20")).not.toContain(leaves.approved);
    expect(await ids("2030-02-08", "2030-02-09")).toContain(leaves.approved);
    // a period over two months lists a leave once, in start-date order
    const both = await ids("2030-01-20", "2030-03-01");
    expect(both.filter((id) => id === leaves.approved)).toHaveLength(1);
    expect(both.indexOf(leaves.approved!)).toBeLessThan(both.indexOf(leaves.single!));
  });

  it("escapes and folds as RFC 5545 says", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"ã".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(""),
    ).toBe(`SUMMARY:${"ã".repeat(80)}`);
  });
});
