import { Types } from "mongoose";
import type { FastifyBaseLogger } from "fastify";
import { NotificationModel } from "../notifications/notifications.model.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { provisionCompany } from "../../tenants/tenants.service.js";
import { createCustomisationService } from "../../tenants/founder/customisation.service.js";
import { createLogoService } from "../../tenants/founder/branding-logo.js";
import type { FilesService } from "../files/types.js";
import sharp from "sharp";
import { TermsAcceptanceModel } from "../../tenants/founder/terms.model.js";
import { termsService, versionNotesService } from "../../tenants/founder/terms.service.js";
import { tenantSummary } from "../modules/modules.plugin.js";
import { hashPassword } from "../auth/passwords.js";
import type { AuthContext } from "../auth/auth-context.js";
import { ApiKeyModel } from "../auth/api-keys.model.js";
import { createApiKey } from "../auth/api-keys.service.js";
import { addMember } from "../auth/users.service.js";
import { UserModel } from "../auth/users.model.js";
import { type Level, systemContext } from "../context.js";
import type { DemoSeedInput, ModuleDefinition } from "../modules/define-module.js";

/**
 * The demo company a newcomer gets on an empty database (issue 3, "Demo and
 * benchmark"): a Brazilian company with an admin, a manager and an employee
 * login, a platform founder, and workers with realistic names. Departments,
 * offices and worker profiles belong to the people module and arrive with it.
 */
export const DEMO_PASSWORD = "demo-password-2026";

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Elisa",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Karina",
  "Lucas",
  "Mariana",
  "Nicolas",
  "Olivia",
  "Pedro",
  "Quitéria",
  "Rafael",
  "Sofia",
  "Tiago",
  "Úrsula",
  "Vinícius",
  "Wanda",
  "Xavier",
  "Yara",
  "Zeca",
];
const LAST = [
  "Silva",
  "Souza",
  "Oliveira",
  "Santos",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Lima",
  "Araújo",
  "Fernandes",
  "Carvalho",
  "Gomes",
  "Martins",
  "Rocha",
];

/** A deterministic, realistic name for worker number `i`. */
export function workerName(i: number): string {
  return `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${Math.floor(i / (FIRST.length * LAST.length)) + 1}` : ""}`;
}

async function person(
  ctx: AuthContext,
  companyId: string,
  email: string,
  name: string,
  levels: Level[],
  password?: string,
): Promise<string> {
  const { userId } = await addMember(ctx, { companyId, email, name, levels, locale: "pt-BR" });
  if (password) {
    await UserModel.updateOne(
      { _id: userId },
      { $set: { passwordHash: await hashPassword(password), firstAccess: false, emailVerified: true } },
    ).exec();
  }
  return userId;
}

/** The demo company's culture package (spec §1): requests wait for approval where the type asks for it. */
const DEMO_PACK = "moderate";

/** The demo company's brand colour (a roasted-coffee brown; white text reads on it at over 9:1). */
export const DEMO_BRAND_COLOR = "#6f3b1e";

/** The demo company's logo: a coffee cup on a cream tile, drawn here (no binary in the repository). */
async function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <rect width="160" height="160" rx="28" fill="#f6ead8"/>
  <path d="M36 62h72v34a30 30 0 0 1-30 30h-12a30 30 0 0 1-30-30z" fill="${DEMO_BRAND_COLOR}"/>
  <path d="M108 72h8a14 14 0 0 1 0 28h-8" fill="none" stroke="${DEMO_BRAND_COLOR}" stroke-width="8"/>
  <path d="M58 30c-6 8 6 12 0 22M78 30c-6 8 6 12 0 22" fill="none" stroke="#c8874f" stroke-width="6" stroke-linecap="round"/>
  <rect x="30" y="130" width="90" height="8" rx="4" fill="${DEMO_BRAND_COLOR}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** How long each module's demo data took (`npm run seed` prints them: what a newcomer's first `npm start` waits). */
export type SeedTimings = Array<{ module: string; ms: number }>;

/**
 * Creates the demo company when there is no company at all; returns its logins, or null when the database
 * already has data (nothing is touched then).
 */
export async function seedDemo(options: {
  log: FastifyBaseLogger;
  workers?: number;
  companyName?: string;
  now?: () => Date;
  force?: boolean;
  /** Domain of the people's addresses. @default "demo.workforce.test" */
  emailDomain?: string;
  /** Modules whose `seed` adds their demo data (departments, workers' profiles, ...). */
  modules?: readonly ModuleDefinition[];
  /** Filled with each step's duration: the people and accounts, then every module's seed. */
  timings?: SeedTimings;
  /** Where the founder's logo for the company is stored (`app.files`); without it the company has no logo. */
  files?: FilesService;
}): Promise<DemoLogin[] | null> {
  let stepStarted = performance.now();
  const took = (module: string) => {
    const ms = Math.round(performance.now() - stepStarted);
    options.timings?.push({ module, ms });
    options.log.info({ module, ms }, "demo data seeded");
    stepStarted = performance.now();
  };
  const now = options.now ?? (() => new Date());
  if (!options.force && (await CompanyModel.estimatedDocumentCount()) > 0) return null;
  const domain = options.emailDomain ?? "demo.workforce.test";
  const company = await provisionCompany(
    { now },
    {
      name: options.companyName ?? "Café Aurora Ltda",
      countryId: "br",
      plan: "premium",
      pack: DEMO_PACK,
      initNumWorkers: 30,
      // the demo company has chosen its plan: no trial
      trialDays: 0,
    },
  );
  const logins: DemoLogin[] = [
    { role: "admin", email: `admin@${domain}`, password: DEMO_PASSWORD },
    { role: "manager", email: `manager@${domain}`, password: DEMO_PASSWORD },
    { role: "employee", email: `employee@${domain}`, password: DEMO_PASSWORD },
    { role: "founder", email: `founder@${domain}`, password: DEMO_PASSWORD },
  ];
  const ctx: AuthContext = { now, log: options.log };
  const people: DemoSeedInput["people"] = [];
  const member = async (
    email: string,
    name: string,
    levels: Level[],
    role: DemoSeedInput["people"][number]["role"],
    password?: string,
  ) => {
    people.push({ userId: await person(ctx, company.id, email, name, levels, password), email, name, role });
  };
  await member(logins[0]!.email, "Alice Admin", ["admin", "revisor", "requester"], "admin", DEMO_PASSWORD);
  await member(logins[1]!.email, "Marcos Gerente", ["revisor", "requester"], "manager", DEMO_PASSWORD);
  await member(logins[2]!.email, "Elaine Funcionária", ["requester"], "employee", DEMO_PASSWORD);
  // the founder is a platform claim, not a member of the demo company
  const founderId = await person(ctx, company.id, logins[3]!.email, "Fernanda Fundadora", ["requester"], DEMO_PASSWORD);
  await UserModel.updateOne({ _id: founderId }, { $set: { isFounder: true, memberships: [] } }).exec();

  // months ago the founder gave the company its coffee colour (issue 18): the app, its mails and its audit log show it
  const brandedAt = new Date(now().getTime() - 300 * 24 * 60 * 60 * 1000);
  await createCustomisationService({ switchableModules: () => [], flags: () => [], announce: () => {} }).update(
    {
      companyId: company.id,
      actor: { kind: "user", userId: founderId, level: "admin", levels: ["admin"], isFounder: true },
      now: () => brandedAt,
      log: options.log,
    },
    company.id,
    { primaryColor: DEMO_BRAND_COLOR },
  );
  // and its logo, the same day (issue 18): the app's header, its mails and its intranet widgets show it
  if (options.files) {
    const files = options.files;
    await createLogoService({ files: () => files, announce: () => {} }).set(
      {
        companyId: company.id,
        actor: { kind: "user", userId: founderId, level: "admin", levels: ["admin"], isFounder: true },
        now: () => brandedAt,
        log: options.log,
      },
      company.id,
      await demoLogo(),
    );
  }
  await seedContractAndVersions(company.id, people[0]!, { userId: founderId, name: "Fernanda Fundadora" }, now());

  const workers = options.workers ?? 27;
  for (let i = 0; i < workers; i++) {
    const name = workerName(i);
    const email = `${name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/\s+/g, ".")}.${i}@${domain}`;
    await member(email, name, ["requester"], "worker");
  }
  const tenantCtx = systemContext({
    companyId: company.id,
    name: "demo-seed",
    log: options.log,
    now,
    timeZone: company.timeZone,
    tenant: tenantSummary(company.id, { ...company, pack: DEMO_PACK }, options.modules ?? []),
  });
  took("accounts");
  await seedApiKeys(tenantCtx, people[0]!.userId);
  took("api keys");
  for (const module of options.modules ?? []) {
    if (!module.seed) continue;
    await module.seed(tenantCtx, { people });
    took(module.id);
  }
  await readOlderNotices(company.id, now());
  took("notices read");
  // the founder's companies list: its people were using the app a little while ago (tenants/activity.ts)
  await CompanyModel.collection.updateOne({ _id: new Types.ObjectId(company.id) } as never, {
    $set: { lastActivityAt: new Date(now().getTime() - 47 * 60 * 1000) },
  });
  options.log.info({ companyId: company.id, workers: workers + 3 }, "demo company created");
  return logins;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 18: the demo company's admin accepted terms version 1 months ago (/contract shows who and when), and the
 * founder published a couple of app version notes over the year (the founder's /app-versions lists them).
 */
async function seedContractAndVersions(
  companyId: string,
  admin: { userId: string; name: string },
  founder: { userId: string; name: string },
  today: Date,
): Promise<void> {
  const terms = await termsService.current();
  await TermsAcceptanceModel.create({
    companyId,
    version: terms.version,
    userId: admin.userId,
    userName: admin.name,
    acceptedAt: new Date(today.getTime() - 200 * DAY + 3 * 60 * 60 * 1000),
  });
  const notes = [
    {
      label: "2026.6",
      notes: "Time clock with photos and places, and a faster leave calendar.",
      daysAgo: 170,
    },
    {
      label: "2026.10",
      notes: "Plan Billing with monthly invoices, and your company's colour on the app and its mails.",
      daysAgo: 45,
    },
  ];
  for (const note of notes)
    await versionNotesService.publish(founder, note, new Date(today.getTime() - note.daysAgo * DAY));
}

/**
 * A year of the company's API keys (Settings → API keys): an ERP export used every night, a BI dashboard key that
 * expires, and an old integration revoked months ago. The secrets are random and never shown again, as for real keys.
 */
async function seedApiKeys(ctx: ReturnType<typeof systemContext>, adminId: string): Promise<void> {
  const today = ctx.now().getTime();
  const keys = [
    {
      name: "ERP payroll export",
      scopes: ["people.*"],
      level: "admin" as const,
      createdDaysAgo: 340,
      lastUsedDaysAgo: 1,
      expiresInDays: null,
      revokedDaysAgo: null,
    },
    {
      name: "BI dashboard",
      scopes: ["people.workers.directory", "leave.*"],
      level: "requester" as const,
      createdDaysAgo: 150,
      lastUsedDaysAgo: 3,
      expiresInDays: 215,
      revokedDaysAgo: null,
    },
    {
      name: "Old intranet sync",
      scopes: ["*"],
      level: "requester" as const,
      createdDaysAgo: 300,
      lastUsedDaysAgo: 121,
      expiresInDays: null,
      revokedDaysAgo: 120,
    },
  ];
  for (const key of keys) {
    const createdAt = new Date(today - key.createdDaysAgo * DAY);
    const created = await createApiKey(
      { ...ctx, now: () => createdAt },
      {
        name: key.name,
        scopes: key.scopes,
        level: key.level,
        createdBy: adminId,
        expiresAt: key.expiresInDays === null ? null : new Date(today + key.expiresInDays * DAY),
      },
    );
    await ApiKeyModel.updateOne(
      { _id: created.id },
      {
        $set: {
          lastUsedAt: new Date(today - key.lastUsedDaysAgo * DAY),
          revokedAt: key.revokedDaysAgo === null ? null : new Date(today - key.revokedDaysAgo * DAY),
        },
      },
    ).exec();
  }
}

/** The lines printed at start-up so a newcomer can sign in. */
export function describeLogins(logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  return [
    "Demo company created. Sign in with:",
    ...logins.map((l) => `  ${l.role.padEnd(9)} ${l.email.padEnd(width)}  ${l.password}`),
  ].join("\n");
}

/** Notices older than this are read by the demo's people; newer ones are still unread (the bell shows a count). */
const UNREAD_DAYS = 4;

/**
 * The modules' seeds notified people through the real notifications service, on the day each thing happened (issue
 * 12): every person has read their notices from before the last few days, a day after they came, so a fresh
 * `npm start` shows a bell with a few unread notices over a year of read ones, whichever module sent them.
 */
async function readOlderNotices(companyId: string, today: Date): Promise<void> {
  const cutoff = new Date(today.getTime() - UNREAD_DAYS * 86_400_000);
  const older = await NotificationModel.find(
    { companyId, readAt: null, deletedAt: null, createdAt: { $lt: cutoff } },
    { _id: 1, createdAt: 1 },
  )
    .lean()
    .exec();
  for (let i = 0; i < older.length; i += 500)
    await NotificationModel.bulkWrite(
      older.slice(i, i + 500).map((n) => ({
        updateOne: {
          filter: { _id: n._id, companyId },
          update: { $set: { readAt: new Date(n.createdAt.getTime() + 86_400_000) } },
        },
      })),
      { ordered: false },
    );
}
