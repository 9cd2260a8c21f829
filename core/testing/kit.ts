/**
 * The test kit (STYLE "Tests"): a database per test file, the real app on a
 * controllable clock, a mailbox read from the outbox, fresh tenants and
 * signed-in people of any level, and the typed SDK wired to `app.inject`.
 * Every helper makes new people and companies, so tests never share state.
 *
 * @example
 * useTestDatabase("leave");
 * const { app } = await buildTestApp({ modules: [leaveModule] });
 * const tenant = await createTestTenant(app);
 * const manager = await tenant.loginAs("revisor");
 * await app.inject({ url: `/api/companies/${tenant.companyId}/leave/requests`, headers: { token: manager.token } });
 */
import { CompanyModel } from "../../tenants/company.model.js";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import mongoose from "mongoose";
import { afterAll, beforeAll } from "vitest";
import { createInjectClient } from "../../sdk/testing/inject-fetch.js";
import { buildApp, type BuildAppOptions } from "../app.js";
import { UserModel } from "../auth/users.model.js";
import { addMember } from "../auth/users.service.js";
import { type AppConfig, loadConfig } from "../config.js";
import type { Level } from "../context.js";
import { MailOutbox } from "../mail/mail-outbox.model.js";
import { DEMO_PASSWORD, seedDemo } from "../seed/demo-seed.js";
import type { MailTemplate } from "../mail/types.js";
import type { ModuleDefinition, ModuleKit, OptionalService } from "../modules/define-module.js";
import { startTestDatabase, type TestDatabase } from "./db.js";

export const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" });
export const PASSWORD = "correct horse battery";

/** Starts a database for this test file and connects mongoose's default connection to a database of its own. */
export function useTestDatabase(prefix: string): void {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `${prefix}_${randomBytes(4).toString("hex")}` });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db?.stop();
  });
}

/** A clock tests move by hand. */
export class TestClock {
  constructor(public current = new Date("2030-01-15T09:00:00.000Z")) {}
  readonly now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export { DAY_MS } from "../dates/calendar-days.js";

export interface ReceivedMail {
  to: string;
  template: MailTemplate;
  locale: string;
  /** The link the mail carries. */
  link: string;
}

/** The mails the app sent, read from the mail plugin's outbox (no SMTP_URL in tests). */
export interface Mailbox {
  /** Waits for the newest mail of `template` to `to`. */
  waitFor(to: string, template: MailTemplate): Promise<ReceivedMail>;
  /** The mails to `to` so far, oldest first. */
  to(to: string): Promise<ReceivedMail[]>;
}

const LINK = /https?:\/\/\S+?(?:\/action|\/first-access|\/termination-survey)\?[^\s"<]+/;

export function outboxMailbox(): Mailbox {
  const to = async (address: string): Promise<ReceivedMail[]> => {
    const docs = await MailOutbox.find({ to: address }).sort({ createdAt: 1, _id: 1 }).lean();
    return docs.map((doc) => ({
      to: doc.to,
      template: doc.template,
      locale: doc.locale,
      link: LINK.exec(doc.text)?.[0] ?? "",
    }));
  };
  return {
    to,
    async waitFor(address, template) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = (await to(address)).filter((mail) => mail.template === template).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${template} mail to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  mailbox: Mailbox;
}

/**
 * The real application, as `core/main.ts` builds it, optionally on a test clock. Extra test routes may be added by
 * `routes` before it is ready.
 */
export async function buildTestApp(
  options: {
    clock?: TestClock;
    routes?: (app: FastifyInstance) => void;
    modules?: readonly ModuleDefinition[];
    /** Settings that differ from the kit's `config` (e.g. a temporary `dataDir` for tests that store files). */
    config?: Partial<AppConfig>;
    /** @default "database" (the realtime bus across instances, as the app runs) */
    realtimeBus?: BuildAppOptions["realtimeBus"];
  } = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: { ...config, ...options.config },
    version: "0.0.0-test",
    db: "embedded",
    now: options.clock?.now,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.realtimeBus ? { realtimeBus: options.realtimeBus } : {}),
  });
  options.routes?.(app);
  await app.ready();
  return { app, mailbox: outboxMailbox() };
}

let counter = 0;
/** A fresh address per call. */
export function uniqueEmail(name = "person"): string {
  counter += 1;
  return `${name}.${counter}.${randomBytes(3).toString("hex")}@example.com`;
}

/** A fresh client address per call, so the per-address login limit of one test does not touch another. */
export function uniqueAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  userId: string;
  companyId: string;
  response: LightMyRequestResponse;
}

export function signupBody(
  overrides: { email?: string; password?: string; locale?: string; companyName?: string } = {},
) {
  return {
    you: {
      name: "Ana Admin",
      email: overrides.email ?? uniqueEmail("admin"),
      password: overrides.password ?? PASSWORD,
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
    company: { name: overrides.companyName ?? "Acme Ltda", countryId: "br", initNumWorkers: 12 },
    plan: "premium",
    pack: "moderate",
  };
}

/**
 * Signs up a new company with its admin. The wizard starts a free trial (tenants/billing); tests end it at once (as
 * if a plan had been chosen) unless they pass `{ trial: true }`, so a test clock moved months ahead is not read-only.
 */
export async function signup(
  app: FastifyInstance,
  overrides: Parameters<typeof signupBody>[0] = {},
  options: { trial?: boolean } = {},
): Promise<SignedUp> {
  const body = signupBody(overrides);
  // a fresh client address, so the per-address sign-up limit never stops a test that creates many companies
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: body,
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const json = response.json<{ token: string; session: { user: { id: string }; activeCompanyId: string } }>();
  if (!options.trial)
    await CompanyModel.updateOne({ _id: json.session.activeCompanyId }, { $set: { trialEndsAt: null } }).exec();
  return {
    email: body.you.email,
    password: body.you.password,
    token: json.token,
    userId: json.session.user.id,
    companyId: json.session.activeCompanyId,
    response,
  };
}

/**
 * The platform's founder (a platform-wide claim, not a member of any company): signs up, then becomes the founder
 * with no memberships, and the company the sign-up made is soft-removed (so it is in no list of live companies).
 */
export async function signupFounder(app: FastifyInstance, companyName: string): Promise<SignedUp> {
  const founder = await signup(app, { companyName });
  await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } }).exec();
  await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } }).exec();
  return founder;
}

export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; address?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: input.email, password: input.password },
    remoteAddress: input.address ?? uniqueAddress(),
  });
}

/** Adds a person with a password to a company (through first access, as the product does) and signs them in. */
export async function addSignedInMember(
  app: FastifyInstance,
  input: { admin: SignedUp; levels: Level[]; email?: string; locale?: string },
): Promise<{ userId: string; email: string; token: string }> {
  const email = input.email ?? uniqueEmail("worker");
  const { userId } = await addMember(
    { now: () => new Date(), log: app.log },
    { companyId: input.admin.companyId, email, name: "Wes Worker", levels: input.levels, locale: input.locale },
  );
  return { ...(await firstAccess(app, input.admin.token, userId)), email };
}

/**
 * A person's first access, as the product does it: the admin generates their sign-in link, the person opens it and
 * sets the kit's password. Resolves to the person's session token.
 */
export async function firstAccess(
  app: FastifyInstance,
  adminToken: string,
  userId: string,
): Promise<{ userId: string; token: string }> {
  const linkResponse = await app.inject({
    method: "GET",
    url: `/api/users/${userId}/generateAuthLink`,
    headers: { token: adminToken },
  });
  if (linkResponse.statusCode !== 200) throw new Error(`generateAuthLink: ${linkResponse.body}`);
  const code = new URL(linkResponse.json<{ link: string }>().link).searchParams.get("code");
  const done = await app.inject({
    method: "POST",
    url: "/api/auth/first-access",
    payload: { code, password: PASSWORD },
  });
  if (done.statusCode !== 200) throw new Error(`first-access: ${done.body}`);
  return { userId, token: done.json<{ token: string }>().token };
}

/** The demo company after `npm start`'s seed, read through its admin's API (`seededDemo`). */
export interface SeededDemo {
  app: FastifyInstance;
  /** The demo admin's session token. */
  token: string;
  companyId: string;
  /** A GET of a path under `/api/companies/:companyId`, as the admin; anything but 200 throws with the answer. */
  get<T>(path: string): Promise<T>;
}

/**
 * The app with `modules` on `clock`, the demo seeded as `npm start` seeds it, and its admin signed in: what a module's
 * "demo data" test starts from. Close `app` at the end.
 */
export async function seededDemo(options: {
  clock: TestClock;
  modules: readonly ModuleDefinition[];
}): Promise<SeededDemo> {
  const { app } = await buildTestApp({ clock: options.clock, modules: options.modules });
  if ((await seedDemo({ log: app.log, now: options.clock.now, modules: app.modules })) === null)
    throw new Error("the demo seed did not run (a demo company was already there)");
  const signedIn = await login(app, { email: "admin@demo.workforce.test", password: DEMO_PASSWORD });
  if (signedIn.statusCode !== 200) throw new Error(`demo admin login: ${signedIn.statusCode} ${signedIn.body}`);
  const token = signedIn.json<{ token: string }>().token;
  const session = await app.inject({ url: "/api/auth/session", headers: { token } });
  const companyId = session.json<{ companies: Array<{ id: string }> }>().companies[0]!.id;
  return {
    app,
    token,
    companyId,
    async get<T>(path: string): Promise<T> {
      const r = await app.inject({ url: `/api/companies/${companyId}${path}`, headers: { token } });
      if (r.statusCode !== 200) throw new Error(`GET ${path}: ${r.statusCode} ${r.body}`);
      return r.json<T>();
    },
  };
}

/** The `code` query parameter of a mailed link. */
export function codeOf(link: string): string {
  const code = new URL(link).searchParams.get("code");
  if (!code) throw new Error(`no code in ${link}`);
  return code;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A signed-in person of a test tenant. */
export interface TestPerson {
  userId: string;
  email: string;
  token: string;
}

export interface TestTenant {
  companyId: string;
  /** The admin who signed the company up. */
  admin: SignedUp;
  /** A new person holding just `level` in this company, signed in (cached per level). */
  loginAs(level: Level): Promise<TestPerson>;
}

/** A new company (through the real sign-up) with its admin, and people of any level on demand. */
export async function createTestTenant(
  app: FastifyInstance,
  overrides: Parameters<typeof signupBody>[0] = {},
): Promise<TestTenant> {
  const admin = await signup(app, overrides);
  const people = new Map<Level, Promise<TestPerson>>();
  return {
    companyId: admin.companyId,
    admin,
    loginAs(level) {
      let person = people.get(level);
      if (!person) {
        person = addSignedInMember(app, { admin, levels: [level] });
        people.set(level, person);
      }
      return person;
    },
  };
}

/** The typed SDK on `app.inject`, as a given person (or anonymous). */
export function sdkFor(app: FastifyInstance, person?: { token: string }, options: { locale?: string } = {}) {
  return createInjectClient(app, { ...(person ? { token: person.token } : {}), ...options });
}

/**
 * A module with stand-ins for the services it needs (Medusa's "boot one module alone"): the fakes are handed to its
 * setup under the names of its `needs`, and the modules that would provide them are not required. A fake named like
 * one of its `optionalNeeds` is handed as an `OptionalService` every company has; an optional service left out is
 * absent (as in an app without its module). Every other part
 * (routes, jobs, subscribers, the kernel) is the real one.
 *
 * @example
 * const { app } = await bootModule(leaveModule, { services: { people: fakeDirectory } });
 */
export function withFakeServices(module: ModuleDefinition, services: Record<string, unknown>): ModuleDefinition {
  const needs = Object.fromEntries(Object.entries(module.needs ?? {}).filter(([name]) => !(name in services)));
  // a fake of an optional service is there for every company (its module is not registered to be switched off)
  const optional = module.optionalNeeds ?? {};
  const optionalNeeds = Object.fromEntries(Object.entries(optional).filter(([name]) => !(name in services)));
  const handed = Object.fromEntries(
    Object.entries(services).map(([name, fake]) => [
      name,
      name in optional ? ({ provided: true, forTenant: () => fake } satisfies OptionalService<unknown>) : fake,
    ]),
  );
  const faked = new Set(
    Object.entries(module.needs ?? {}).flatMap(([name, ref]) => (name in services ? [ref.module] : [])),
  );
  const setup = module.setup;
  return {
    ...module,
    needs,
    optionalNeeds,
    dependsOn: (module.dependsOn ?? []).filter((id) => !faked.has(id)),
    ...(setup
      ? {
          setup: (kit: ModuleKit<Record<string, unknown>>) => {
            // the kit's getters fail boot for a missing piece: copy them onto a new object only when read
            const withServices = Object.create(kit) as ModuleKit<Record<string, unknown>>;
            Object.defineProperty(withServices, "services", { value: { ...kit.services, ...handed } });
            return setup(withServices);
          },
        }
      : {}),
  };
}

/**
 * One module alone on the real app (the kernel, its routes and jobs), with fakes for the services it consumes, and
 * the typed SDK on `app.inject` for people of a fresh tenant.
 */
export async function bootModule(
  module: ModuleDefinition,
  options: { services?: Record<string, unknown>; clock?: TestClock; config?: Partial<AppConfig> } = {},
): Promise<
  TestApp & { tenant: TestTenant; sdk(person?: { token: string }, locale?: string): ReturnType<typeof sdkFor> }
> {
  const built = await buildTestApp({
    clock: options.clock,
    config: options.config,
    modules: [withFakeServices(module, options.services ?? {})],
  });
  const tenant = await createTestTenant(built.app);
  return {
    ...built,
    tenant,
    sdk: (person, locale) => sdkFor(built.app, person, locale ? { locale } : {}),
  };
}

/** A person (their token), or nobody (no credentials). */
type Caller = { token: string } | null | undefined;

/**
 * One way for module tests to call routes as a person (replacing each test file's own helper): a path relative to the
 * tenant (`/leave/requests`) goes under `/api/companies/:companyId`, an `/api/...` path is used as it is; the
 * optional locale is sent as Accept-Language (a person's saved language still outranks it). The app and tenant are
 * read at each call, so the helper can be made before `beforeAll` builds them.
 *
 * @example
 * const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
 * const created = await call(tenant.admin, "POST", "/example/notes", { title: "Hi" });
 */
export function tenantCaller(target: () => { app: FastifyInstance; companyId: string }) {
  return (person: Caller, method: string, url: string, payload?: unknown, locale?: string) => {
    const { app, companyId } = target();
    return app.inject({
      method: method as "GET",
      url: url.startsWith("/api/") ? url : `/api/companies/${companyId}${url}`,
      headers: { ...(person ? { token: person.token } : {}), ...(locale ? { "accept-language": locale } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  };
}
