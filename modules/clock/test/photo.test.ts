import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { buildTestApp, config, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type {
  ChainCheck,
  ClockSettings,
  CorrectionList,
  MyClockDay,
  PresenceBoard,
  PunchReceipt,
  ReceiptCheck,
} from "../contract/index.js";
import { ClockEntryModel } from "../server/entries/entries.model.js";
import { clockCompany } from "./support.js";

/** The photo with a punch (issue 13 "optional photo, as company settings, with the person's consent text"). */
useTestDatabase("clock-photo");

const MINUTE = 60_000;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("clock: a photo with each punch", () => {
  let app: FastifyInstance;
  // a Monday, 08:00 in São Paulo
  const clock = new TestClock(new Date("2030-01-14T11:00:00.000Z"));
  let jpeg: Buffer;
  let gif: Buffer;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
    jpeg = await sharp({ create: { width: 96, height: 128, channels: 3, background: { r: 200, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
    gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00f" } })
      .gif()
      .toBuffer();
  });

  const settingsWith = (officeId: string, photo: "off" | "optional" | "required") => ({
    lunchTime: 60,
    qrcode: { required: false },
    clockConfig: {
      lateSyncMinutes: 30,
      consentText: "My location is checked when I punch.",
      offices: [{ officeId }],
      photo,
      photoConsentText: "A photo of me is taken with each punch.",
    },
  });

  it("required: refused without a photo (en, pt-BR, es) or consent; stored through the files service, hashed into the punch", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await clockCompany(app);
    // only admins change it
    expect((await c.call(c.ana, "PUT", "/clock/settings", settingsWith(c.officeId, "required"))).statusCode).toBe(403);
    const saved = await c.ok<ClockSettings>("PUT", "/clock/settings", settingsWith(c.officeId, "required"));
    expect(saved.clockConfig).toMatchObject({ photo: "required", photoConsentText: expect.stringContaining("photo") });
    // a client that does not know the photo fields leaves them as they were
    const { photo: _photo, photoConsentText: _text, ...older } = settingsWith(c.officeId, "off").clockConfig;
    const kept = await c.ok<ClockSettings>("PUT", "/clock/settings", {
      lunchTime: 60,
      qrcode: { required: false },
      clockConfig: older,
    });
    expect(kept.clockConfig.photo).toBe("required");
    const blank = await c.call(c.t.admin, "PUT", "/clock/settings", {
      ...settingsWith(c.officeId, "required"),
      clockConfig: { ...settingsWith(c.officeId, "required").clockConfig, photoConsentText: "  " },
    });
    expect(blank.json()).toMatchObject({ code: "VALIDATION_REQUIRED", field: "photoConsentText" });

    const me = await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana);
    expect(me).toMatchObject({
      photo: "required",
      photoRequired: true,
      photoConsentText: "A photo of me is taken with each punch.",
      photoConsentAccepted: false,
    });

    const none = await c.punch(c.ana, {});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: "CLOCK_PHOTO_REQUIRED",
      field: "photo",
      message: "Your company asks for a photo with each punch.",
    });
    // the person's saved language
    const speak = async (person: { token: string }, locale: string) =>
      expect((await c.call(person, "PATCH", "/api/auth/preferences", { locale })).statusCode).toBe(200);
    await speak(c.ana, "pt-BR");
    expect((await c.punch(c.ana, {})).json().message).toBe("Sua empresa pede uma foto em cada marcação.");
    await speak(c.ana, "es");
    expect((await c.punch(c.ana, {})).json().message).toBe("Tu empresa pide una foto con cada marcación.");
    await speak(c.ana, "en");
    // an offline punch is asked for its photo too (the app takes it with the tap)
    const offline = await c.punch(c.ana, { offline: true, deviceTime: clock.current.toISOString() });
    expect(offline.json().code).toBe("CLOCK_PHOTO_REQUIRED");

    const photo = jpeg.toString("base64");
    expect((await c.punch(c.ana, { photo })).json()).toMatchObject({ code: "CLOCK_CONSENT_REQUIRED", field: "photo" });
    // judged by its bytes: another image format, or no image at all, is refused
    expect((await c.punch(c.ana, { photo: gif.toString("base64") })).json().code).toBe("FILE_ONLY_PNG_JPG");
    expect((await c.punch(c.ana, { photo: Buffer.from("not a picture").toString("base64") })).json().code).toBe(
      "FILE_NOT_IMAGE",
    );
    expect((await c.punch(c.ana, { photo: "%%%" })).json().code).toBe("FILE_NOT_IMAGE");
    // over 2 MB (a JPEG's first bytes and padding)
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
    jpeg.copy(big, 0, 0, 64);
    const tooBig = await c.punch(c.ana, { photo: big.toString("base64") });
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(tooBig.json().code).toBe("FILE_TOO_LARGE");
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    expect(await scoped(ctx, ClockEntryModel).count({})).toBe(0);

    expect((await c.call(c.ana, "POST", "/clock/consent")).statusCode).toBe(204);
    expect((await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana)).photoConsentAccepted).toBe(true);
    const key = c.key();
    const punched = await c.call(c.ana, "POST", "/clock/punches", { idempotencyKey: key, photo });
    expect(punched.statusCode, punched.body).toBe(201);
    const entry = punched.json<PunchReceipt>().entry;
    expect(entry.photoFileId).toMatch(new RegExp(`^companies/${c.t.companyId}/clock/photos/`));
    expect(entry.photoHash).toMatch(/^[0-9a-f]{64}$/);
    // a retried tap is the same punch and the same photo
    const again = await c.call(c.ana, "POST", "/clock/punches", { idempotencyKey: key, photo });
    expect(again.json<PunchReceipt>()).toMatchObject({ duplicate: true, entry: { id: entry.id } });

    // the photo as stored (re-encoded, no metadata) is what the punch's hash vouches for
    const full = await c.call(c.ana, "GET", `/clock/entries/${entry.id}/photo`);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/jpeg");
    expect(sha256(full.rawPayload)).toBe(entry.photoHash);
    const small = await c.call(c.ana, "GET", `/clock/entries/${entry.id}/photo?size=small`);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(200);
    expect(await c.ok<ReceiptCheck>("GET", `/clock/receipts/${entry.hash}`, undefined, c.ana)).toMatchObject({
      valid: true,
      chainIntact: true,
      photoIntact: true,
    });
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({ checked: 1, intact: true });

    // the leader sees it on the board and when deciding a void of that punch; a colleague and another company do not
    expect((await c.call(c.leader, "GET", `/clock/entries/${entry.id}/photo`)).statusCode).toBe(200);
    expect((await c.call(c.t.admin, "GET", `/clock/entries/${entry.id}/photo`)).statusCode).toBe(200);
    expect((await c.call(c.bruno, "GET", `/clock/entries/${entry.id}/photo`)).statusCode).toBe(404);
    const other = await clockCompany(app, { companyName: "Outra" });
    expect((await other.call(other.t.admin, "GET", `/clock/entries/${entry.id}/photo`)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/companies/${c.t.companyId}/clock/entries/${entry.id}/photo`,
          headers: { token: other.t.admin.token },
        })
      ).statusCode,
    ).toBe(404);
    const board = await c.ok<PresenceBoard>("GET", "/clock/board", undefined, c.leader);
    expect(board.people.find((p) => p.workerId === c.ana.workerId)).toMatchObject({
      state: "working",
      photoEntryId: entry.id,
    });
    await c.ok("POST", "/clock/corrections", { kind: "void", entryId: entry.id, reason: "Not me" }, c.ana);
    const pending = await c.ok<CorrectionList>(
      "GET",
      "/clock/corrections?scope=decide&state=pending",
      undefined,
      c.leader,
    );
    expect(pending.items[0]).toMatchObject({ entryId: entry.id, entryHasPhoto: true });

    // a photo replaced in storage no longer matches the punch's receipt
    await app.files.storage.put(entry.photoFileId!, jpeg, { contentType: "image/jpeg" });
    expect(await c.ok<ReceiptCheck>("GET", `/clock/receipts/${entry.hash}`, undefined, c.ana)).toMatchObject({
      valid: true,
      photoIntact: false,
    });
  });

  it("optional: a punch with or without one; off: a photo sent is not kept", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await clockCompany(app);
    await c.ok("PUT", "/clock/settings", settingsWith(c.officeId, "optional"));
    const without = await c.punch(c.ana, {});
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json<PunchReceipt>().entry.photoFileId).toBeUndefined();
    clock.advance(4 * 60 * MINUTE);
    const photo = jpeg.toString("base64");
    expect((await c.punch(c.ana, { photo })).json().code).toBe("CLOCK_CONSENT_REQUIRED");
    expect((await c.call(c.ana, "POST", "/clock/consent")).statusCode).toBe(204);
    const withPhoto = await c.punch(c.ana, { photo });
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    expect(withPhoto.json<PunchReceipt>().entry.photoHash).toMatch(/^[0-9a-f]{64}$/);

    await c.ok("PUT", "/clock/settings", settingsWith(c.officeId, "off"));
    expect((await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.bruno)).photo).toBe("off");
    const off = await c.punch(c.bruno, { photo });
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json<PunchReceipt>().entry).not.toHaveProperty("photoFileId");
    expect((await c.call(c.bruno, "GET", `/clock/entries/${off.json<PunchReceipt>().entry.id}/photo`)).statusCode).toBe(
      404,
    );
  });
});
