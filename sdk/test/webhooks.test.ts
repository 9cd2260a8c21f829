import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhookSync } from "../src/node.js";
import { signWebhook, verifyWebhook, WebhookVerificationError, type VerifyWebhookInput } from "../src/index.js";

const secret = "whsec_c0ffee";
const now = 1_900_000_000;
const body = JSON.stringify({ id: "evt_9", event: "leave.request.approved", createdAt: "x", companyId: "c", data: {} });
// the platform's format, computed independently of the SDK
const v1 = (t: number, s = secret, payload = body) =>
  `v1=${createHmac("sha256", s).update(`${t}.${payload}`).digest("hex")}`;

/** Both verifiers, run on the same input: they must agree. */
async function both(input: Omit<VerifyWebhookInput, "now" | "secret"> & { secret?: VerifyWebhookInput["secret"] }) {
  const full = { secret, now: () => now * 1000, ...input };
  const settle = async (run: () => unknown) => {
    try {
      await run();
      return "ok";
    } catch (error) {
      return error instanceof WebhookVerificationError ? error.reason : String(error);
    }
  };
  const web = await settle(() => verifyWebhook(full));
  const node = await settle(() => verifyWebhookSync(full));
  expect(node).toBe(web);
  return web;
}

describe("webhook verification (Web Crypto and node:crypto)", () => {
  it("accepts the platform's signature, from bytes or text, from Headers or a plain object", async () => {
    const header = `t=${now},${v1(now)}`;
    expect(await both({ body, headers: { "workforce-signature": header } })).toBe("ok");
    expect(
      await both({ body: new TextEncoder().encode(body), headers: new Headers({ "Workforce-Signature": header }) }),
    ).toBe("ok");
    expect(await signWebhook({ body, secret, timestamp: now })).toBe(header);
    const verified = verifyWebhookSync({
      body,
      headers: { "workforce-signature": header, "workforce-event": "evt_9", "workforce-delivery": "dlv_2" },
      secret,
      now: () => now * 1000,
    });
    expect(verified).toEqual({
      event: JSON.parse(body) as unknown,
      eventId: "evt_9",
      deliveryId: "dlv_2",
      timestamp: now,
    });
  });

  it("accepts any matching v1 (secret rotation) and any of several local secrets", async () => {
    expect(
      await both({ body, headers: { "workforce-signature": `t=${now},${v1(now, "whsec_old")},${v1(now)}` } }),
    ).toBe("ok");
    expect(
      await both({ body, headers: { "workforce-signature": `t=${now},${v1(now)}` }, secret: ["whsec_new", secret] }),
    ).toBe("ok");
  });

  it("refuses a changed body, a wrong secret, an old or future timestamp, and malformed headers", async () => {
    const h = (value: string) => ({ "workforce-signature": value });
    expect(await both({ body: body.replace("approved", "rejected"), headers: h(`t=${now},${v1(now)}`) })).toBe(
      "signature_mismatch",
    );
    expect(await both({ body, headers: h(`t=${now},${v1(now, "whsec_other")}`) })).toBe("signature_mismatch");
    // the timestamp is signed: moving it breaks the signature
    expect(await both({ body, headers: h(`t=${now + 1},${v1(now)}`) })).toBe("signature_mismatch");
    expect(await both({ body, headers: h(`t=${now - 301},${v1(now - 301)}`) })).toBe("timestamp_out_of_tolerance");
    expect(await both({ body, headers: h(`t=${now + 301},${v1(now + 301)}`) })).toBe("timestamp_out_of_tolerance");
    expect(await both({ body, headers: h(`t=${now - 300},${v1(now - 300)}`) })).toBe("ok");
    expect(await both({ body, headers: h(`t=${now - 400},${v1(now - 400)}`), toleranceSeconds: 500 })).toBe("ok");
    expect(await both({ body, headers: {} })).toBe("missing_signature");
    expect(await both({ body, headers: h(`${v1(now)}`) })).toBe("malformed_signature");
    expect(await both({ body, headers: h(`t=${now},v1=abc`) })).toBe("malformed_signature");
    const notJson = "not json";
    expect(await both({ body: notJson, headers: h(`t=${now},${v1(now, secret, notJson)}`) })).toBe("invalid_body");
  });
});
