/**
 * Auth-specific test set-up; the generic kit (database, clock, app, mailbox, tenants) lives in core/testing/kit.ts.
 */
import Fastify from "fastify";
import { errorHandler } from "../../errors/error-handler.js";
import { mailPlugin } from "../../mail/mail.plugin.js";
import { config, outboxMailbox, type TestApp, type TestClock } from "../../testing/kit.js";
import type { AuthLimits } from "../account.service.js";
import { authPlugin } from "../auth.plugin.js";

export * from "../../testing/kit.js";

/**
 * The error handler, the mailer and the auth plugin alone, with auth options `buildApp` does not expose: lower limits
 * and the email verification requirement.
 */
export async function buildClockedApp(options: {
  clock: TestClock;
  limits?: Partial<AuthLimits>;
  requireEmailVerification?: boolean;
}): Promise<TestApp> {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(mailPlugin, { nodeEnv: "test", now: options.clock.now });
  await app.register(authPlugin, {
    config,
    now: options.clock.now,
    limits: options.limits,
    requireEmailVerification: options.requireEmailVerification,
  });
  await app.ready();
  return { app, mailbox: outboxMailbox() };
}
