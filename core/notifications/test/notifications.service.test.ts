import fc from "fast-check";
import mongoose, { Types } from "mongoose";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../context.js";
import type { Mailer, MailMessage } from "../../mail/types.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import {
  channelsFor,
  createNotificationsService,
  DEFAULT_CHANNELS,
  type NotifyInput,
  type Recipient,
} from "../index.js";

/** The service alone, with recording channels and a directory of its own (no app, no auth users). */

const companyId = new Types.ObjectId().toHexString();
const now = new Date("2030-05-01T08:00:00.000Z");
const ctx = systemContext({ companyId, name: "test", log: pino({ level: "silent" }), now: () => now });
const recipients: Recipient[] = [
  { userId: new Types.ObjectId().toHexString(), email: "eva@example.test", name: "Eva", locale: "es" },
  { userId: new Types.ObjectId().toHexString(), email: "fabio@example.test", name: "Fábio", locale: "pt-BR" },
];
const directory = async (_ctx: unknown, ids: readonly string[]) => recipients.filter((r) => ids.includes(r.userId));

const input = (userIds: string[]): NotifyInput => ({
  userIds,
  type: "hiring.position.opened",
  title: { en: "New position", "pt-BR": "Nova vaga", es: "Nueva vacante" },
  body: { en: "A position opened.", "pt-BR": "Uma vaga foi aberta.", es: "Se abrió una vacante." },
  link: "/hiring",
});

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `notifications_service_${Date.now()}` });
});
afterAll(async () => {
  await mongoose.disconnect();
  await db?.stop();
});

describe("notify's channels", () => {
  it("publishes to each person's topic and mails through the injected mailer", async () => {
    const published: Array<{ topic: string; event: string; data: unknown }> = [];
    const sent: MailMessage[] = [];
    const service = createNotificationsService({
      directory,
      publish: (topic, event, data) => published.push({ topic, event, data }),
      mailer: { send: async (message) => void sent.push(message) },
      publicUrl: "https://hr.example.test/",
    });
    const result = await service.notify(ctx, input(recipients.map((r) => r.userId)));
    expect(result.delivered.every((d) => d.emailed && d.notificationId)).toBe(true);
    expect(published.map((p) => p.topic).sort()).toEqual(recipients.map((r) => `user:${r.userId}`).sort());
    expect(sent.find((m) => m.to === "eva@example.test")).toEqual({
      to: "eva@example.test",
      template: "notification",
      locale: "es",
      data: {
        title: "Nueva vacante",
        body: "Se abrió una vacante.",
        name: "Eva",
        link: "https://hr.example.test/hiring",
        settingsLink: "https://hr.example.test/notifications-config",
      },
    });
  });

  it("keeps the in-app notification when a mail cannot be sent, and works with no channels at all", async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    const published: string[] = [];
    const service = createNotificationsService({
      directory,
      mailer: failing,
      publish: (topic) => published.push(topic),
    });
    const result = await service.notify(ctx, input([recipients[0]!.userId]));
    expect(result.delivered).toEqual([
      { userId: recipients[0]!.userId, notificationId: expect.any(String), emailed: false, pushed: 0 },
    ]);
    expect(published).toHaveLength(1);

    const bare = createNotificationsService({ directory });
    const quiet = await bare.notify(ctx, input([recipients[1]!.userId]));
    expect(quiet.delivered).toEqual([
      { userId: recipients[1]!.userId, notificationId: expect.any(String), emailed: false, pushed: 0 },
    ]);
  });

  it("survives a publish that throws (realtime is fire and forget)", async () => {
    const service = createNotificationsService({
      directory,
      publish: () => {
        throw new Error("bus closed");
      },
    });
    const result = await service.notify(ctx, input([recipients[0]!.userId]));
    expect(result.delivered[0]!.notificationId).toEqual(expect.any(String));
  });

  it("mails without a button when no public URL is known", async () => {
    const sent: MailMessage[] = [];
    const service = createNotificationsService({ directory, mailer: { send: async (m) => void sent.push(m) } });
    await service.notify(ctx, input([recipients[1]!.userId]));
    expect(sent[0]!.data).toEqual({ title: "Nova vaga", body: "Uma vaga foi aberta.", name: "Fábio" });
  });

  it("refuses the inbox to callers without a person", async () => {
    const service = createNotificationsService({ directory });
    await expect(service.list(ctx, { locale: "en", limit: 10, skip: 0 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.getPreferences(ctx)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("channelsFor (preference resolution)", () => {
  const rule = (prefix: string, email: boolean) => ({ prefix, inApp: true, email, push: false });

  it("falls back to the defaults, and matches whole segments only", () => {
    expect(channelsFor([], "leave.request.approved")).toEqual(DEFAULT_CHANNELS);
    expect(channelsFor([rule("leave", false)], "leaves.x.y")).toEqual(DEFAULT_CHANNELS);
    expect(channelsFor([rule("leave", false)], "leave.request.approved").email).toBe(false);
    expect(channelsFor([rule("leave.request.approved", false)], "leave.request.approved").email).toBe(false);
    expect(channelsFor([rule("*", false), rule("leave", true)], "leave.request.approved").email).toBe(true);
    expect(channelsFor([rule("*", false), rule("leave", true)], "clock.entry.missing").email).toBe(false);
  });

  const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/);
  const type = fc.array(segment, { minLength: 2, maxLength: 4 }).map((s) => s.join("."));

  it("whatever the rules and their order, the longest matching prefix decides", () => {
    fc.assert(
      fc.property(type, fc.array(fc.tuple(fc.nat(4), fc.boolean()), { maxLength: 6 }), (t, picks) => {
        const segments = t.split(".");
        // rules on prefixes of the type (0 = "*"), plus one that never matches
        const rules = [
          ...picks.map(([n, email]) => rule(n === 0 ? "*" : segments.slice(0, n).join("."), email)),
          rule(`${t}x`, true),
        ];
        const unique = rules.filter((r, i) => rules.findIndex((o) => o.prefix === r.prefix) === i);
        const matching = unique.filter((r) => r.prefix === "*" || t === r.prefix || t.startsWith(`${r.prefix}.`));
        const longest = matching.sort(
          (a, b) => (b.prefix === "*" ? 0 : b.prefix.length) - (a.prefix === "*" ? 0 : a.prefix.length),
        )[0];
        const expected = longest ? longest.email : DEFAULT_CHANNELS.email;
        expect(channelsFor(unique, t).email).toBe(expected);
        expect(channelsFor([...unique].reverse(), t).email).toBe(expected);
      }),
    );
  });
});
