import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS } from "../account.service.js";
import { AttemptModel } from "../attempts.model.js";
import { buildTestApp, signupBody, TestClock, uniqueAddress, uniqueEmail, useTestDatabase } from "./helpers.js";

/**
 * Rate limits of the public account endpoints (issue 12): sign-up per client address, verification and reset mails
 * per recipient and per address. The counters live in the database (`auth_attempts`, TTL), so a second instance
 * of the app on the same database sees the budget the first one spent.
 */
useTestDatabase("auth_rate_limits");

const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY = {
  en: "Too many attempts try later",
  "pt-BR": "Muitas tentativas, tente mais tarde",
  es: "Demasiados intentos, inténtalo más tarde",
} as const;

const clock = new TestClock();
let one: FastifyInstance;
let two: FastifyInstance;
beforeAll(async () => {
  // two instances of the app on one database, as behind a load balancer
  ({ app: one } = await buildTestApp({ clock }));
  ({ app: two } = await buildTestApp({ clock }));
});
afterAll(async () => {
  await one.close();
  await two.close();
});

const signupFrom = (app: FastifyInstance, address: string, language = "en") =>
  app.inject({
    method: "POST",
    url: "/api/auth/signup",
    remoteAddress: address,
    headers: { "accept-language": language },
    payload: signupBody(),
  });

const mail = (
  app: FastifyInstance,
  path: "forgot-password" | "verification",
  email: string,
  address: string,
  language = "en",
) =>
  app.inject({
    method: "POST",
    url: `/api/email/${path}`,
    remoteAddress: address,
    headers: { "accept-language": language },
    payload: { email },
  });

async function expectTooMany(
  response: Awaited<ReturnType<FastifyInstance["inject"]>>,
  language: keyof typeof TOO_MANY,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code: "AUTH_TOO_MANY_ATTEMPTS", message: TOO_MANY[language] });
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("sign-up per client address", () => {
  it("allows the budget, then answers 429 on every instance, in the caller's language, until the window ends", async () => {
    const address = uniqueAddress();
    const { max } = DEFAULT_AUTH_LIMITS.signupPerAddress;
    for (let i = 0; i < max; i += 1) {
      const response = await signupFrom(i % 2 === 0 ? one : two, address);
      expect(response.statusCode, response.body).toBe(201);
    }
    await expectTooMany(await signupFrom(one, address, "en"), "en");
    await expectTooMany(await signupFrom(two, address, "pt-BR"), "pt-BR");
    await expectTooMany(await signupFrom(two, address, "es"), "es");
    // another address is not touched
    expect((await signupFrom(one, uniqueAddress())).statusCode).toBe(201);

    // the counter is a database document that expires with its window (no process memory)
    const record = await AttemptModel.findById(`signup-address:${address}`).lean().exec();
    expect(record?.count).toBeGreaterThanOrEqual(max);
    const indexes = await mongoose.connection.db!.collection("auth_attempts").indexes();
    expect(indexes.find((index) => index.key.windowEndsAt === 1)?.expireAfterSeconds).toBe(0);

    clock.advance(HOUR_MS + 1000);
    expect((await signupFrom(two, address)).statusCode).toBe(201);
  });
});

describe("verification and reset mails", () => {
  it("limits the mails per client address, whatever the recipient, across both endpoints and instances", async () => {
    const address = uniqueAddress();
    const { max } = DEFAULT_AUTH_LIMITS.mailPerAddress;
    for (let i = 0; i < max; i += 1) {
      const response = await mail(
        i % 2 === 0 ? one : two,
        i < max / 2 ? "forgot-password" : "verification",
        uniqueEmail(),
        address,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    await expectTooMany(await mail(one, "forgot-password", uniqueEmail(), address, "es"), "es");
    await expectTooMany(await mail(two, "verification", uniqueEmail(), address, "pt-BR"), "pt-BR");
    expect((await mail(one, "forgot-password", uniqueEmail(), uniqueAddress())).statusCode).toBe(200);
    clock.advance(HOUR_MS + 1000);
    expect((await mail(two, "verification", uniqueEmail(), address)).statusCode).toBe(200);
  });

  it("limits the mails per recipient, from any address", async () => {
    const email = uniqueEmail();
    const { max } = DEFAULT_AUTH_LIMITS.mailPerRecipient;
    for (let i = 0; i < max; i += 1)
      expect((await mail(i % 2 === 0 ? one : two, "verification", email, uniqueAddress())).statusCode).toBe(200);
    await expectTooMany(await mail(one, "verification", email, uniqueAddress(), "en"), "en");
    // the reset mail has a budget of its own for the same recipient
    expect((await mail(two, "forgot-password", email, uniqueAddress())).statusCode).toBe(200);
  });
});
