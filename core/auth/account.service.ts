import { Types } from "mongoose";
import { discardProvisionedCompany, findCompanies, provisionCompany } from "../../tenants/tenants.service.js";
import { planTable } from "../../tenants/plans/plans.service.js";
import { planIn } from "../../tenants/plans/plans.types.js";
import type { CountryId, Pack, Plan } from "../../tenants/company.types.js";
import { LEVELS, type Level } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { localizedPath, type Locale } from "../i18n/locale.js";
import type { Mailer, MailTemplate } from "../mail/types.js";
import type { TenantSetup } from "../modules/tenant-setup.js";
import type { AttemptLimit } from "./attempts.service.js";
import { clearAttempts, isLimited, recordAttempt } from "./attempts.service.js";
import type { AuthContext } from "./auth-context.js";
import { consumeAuthCode, issueAuthCode } from "./auth-codes.service.js";
import type { AuthCodePurpose } from "./auth-codes.model.js";
import { findLiveUser, resolveActive } from "./authenticate.js";
import { levelIn } from "./guards.js";
import { defaultLevelOf, orderLevels } from "./levels.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { createSession, revokeUserSessions, setSessionActive, type CreatedSession } from "./sessions.service.js";
import type { AuthState } from "./types.js";
import { normalizeEmail, UserModel, type UserRecord } from "./users.model.js";

/** Rate limits of the account endpoints. */
export interface AuthLimits {
  /** Failed sign-ins per account (email). @default 5 per 15 minutes */
  loginPerAccount: AttemptLimit;
  /** Failed sign-ins per client address (IP). @default 20 per 15 minutes */
  loginPerAddress: AttemptLimit;
  /** Verification and reset mails per recipient. @default 5 per hour */
  mailPerRecipient: AttemptLimit;
  /** Verification and reset mail requests per client address (IP), whatever the recipient. @default 20 per hour */
  mailPerAddress: AttemptLimit;
  /** Sign-ups (new companies) per client address (IP). @default 10 per hour */
  signupPerAddress: AttemptLimit;
}

const MINUTE_MS = 60_000;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  loginPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  mailPerRecipient: { max: 5, windowMs: 60 * MINUTE_MS },
  mailPerAddress: { max: 20, windowMs: 60 * MINUTE_MS },
  signupPerAddress: { max: 10, windowMs: 60 * MINUTE_MS },
};

export interface AccountServiceOptions {
  /** Read when a mail is sent, so the mail plugin may be registered before or after auth. */
  mailer: () => Mailer;
  /**
   * The modules' setup of a new company (core/modules/tenant-setup.ts: the creator's worker profile, the country's
   * leave pack, ...), read when a company is created; absent in an app without modules.
   */
  tenantSetup?: () => TenantSetup | undefined;
  /** The web app's origin, for the links in mails. */
  publicUrl: string;
  /** Refuse sign-in with "Unverified email." until the address is confirmed. */
  requireEmailVerification: boolean;
  limits: AuthLimits;
  /**
   * Runs work after the answer is sent. Mails of the public endpoints go this way so that an existing and an unknown
   * address take the same time to answer (no account enumeration by timing).
   */
  background: (name: string, task: () => Promise<void>) => void;
}

/** One company of the caller, as the session shows it. */
export interface SessionCompanyView {
  id: string;
  name: string;
  plan: Plan;
  countryId: string;
  /** IANA zone: what "today" means for the company's people (home, pickers). */
  timeZone: string;
  /** When its free trial ends (ISO), or null (tenants/billing). */
  trialEndsAt: string | null;
  /** The plan table's gated features of its plan (tenants/plans): the web app shows plan-gated pages by them. */
  planFeatures: string[];
  levels: Level[];
  defaultLevel: Level;
}

/** GET /api/auth/session. */
export interface SessionView {
  user: {
    id: string;
    email: string;
    name: string;
    locale: Locale;
    emailVerified: boolean;
    isFounder: boolean;
    firstAccess: boolean;
  };
  companies: SessionCompanyView[];
  activeCompanyId: string | null;
  activeLevel: Level | null;
  /** ISO 8601. */
  expiresAt: string;
  /** The founder's support view of a company, read-only unless changes were allowed (impersonation.service.ts). */
  impersonation?: { companyId: string; companyName: string; adminName: string; founderName: string; readOnly: boolean };
}

/** What signing in returns: the token (for `token`/Bearer clients; the web app gets the cookie) and the session. */
export interface SignedIn {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
  session: SessionView;
}

export interface SignupInput {
  you: { name: string; email: string; password: string; locale?: string };
  company: { name: string; countryId: CountryId; initNumWorkers: number };
  plan: Plan;
  pack: Pack;
  /** The caller's language when `you.locale` is not given. */
  locale: Locale;
  /** The client address (`request.ip`), for the per-address sign-up limit. */
  address: string;
}

function tooManyAttempts(windowEndsAt: Date | undefined, now: Date): AppError {
  const error = new AppError("AUTH_TOO_MANY_ATTEMPTS");
  if (windowEndsAt) {
    // read by the error handler, which copies it to the Retry-After header
    const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
    Object.assign(error, { headers: { "retry-after": String(seconds) } });
  }
  return error;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** The account operations behind the auth routes; routes stay thin and pass the caller's context. */
export function createAccountService(options: AccountServiceOptions) {
  const { limits } = options;

  async function assertNotLimited(ctx: AuthContext, keys: Array<[string, AttemptLimit]>): Promise<void> {
    for (const [key, limit] of keys) {
      const state = await isLimited(ctx, key, limit);
      if (state.limited) throw tooManyAttempts(state.windowEndsAt, ctx.now());
    }
  }

  /** The budgets of a mail of the public endpoints: per recipient (`recipientKey`) and per client address. */
  async function limitMail(ctx: AuthContext, recipientKey: string, address: string): Promise<void> {
    const addressKey = `mail-address:${address}`;
    await assertNotLimited(ctx, [
      [recipientKey, limits.mailPerRecipient],
      [addressKey, limits.mailPerAddress],
    ]);
    await recordAttempt(ctx, recipientKey, limits.mailPerRecipient);
    await recordAttempt(ctx, addressKey, limits.mailPerAddress);
  }

  /** A link into the web app, in the language of the person it is for (the page opens in it). */
  function link(path: string, params: Record<string, string>, locale: Locale): string {
    const url = new URL(localizedPath(locale, path), options.publicUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  async function mailCode(
    ctx: AuthContext,
    input: { user: UserRecord; purpose: AuthCodePurpose; template: MailTemplate; mode: string; locale: Locale },
  ): Promise<void> {
    const { code } = await issueAuthCode(ctx, {
      purpose: input.purpose,
      userId: input.user._id,
      email: input.user.email,
    });
    await options.mailer().send({
      to: input.user.email,
      template: input.template,
      locale: input.locale,
      data: { link: link("/action", { mode: input.mode, code }, input.locale), name: input.user.name },
    });
  }

  function queueVerificationMail(ctx: AuthContext, user: UserRecord, locale: Locale): void {
    options.background("verification mail", () =>
      mailCode(ctx, { user, purpose: "verifyEmail", template: "verification", mode: "verifyEmail", locale }),
    );
  }

  async function view(user: UserRecord, active: { companyId: string; level: Level } | undefined, expiresAt: Date) {
    const companies = await findCompanies(user.memberships.map((m) => String(m.companyId)));
    const table = await planTable();
    const byId = new Map(companies.map((company) => [company.id, company]));
    const session: SessionView = {
      user: {
        id: String(user._id),
        email: user.email,
        name: user.name,
        locale: user.locale,
        emailVerified: user.emailVerified,
        isFounder: user.isFounder,
        firstAccess: user.firstAccess,
      },
      companies: user.memberships.flatMap((m) => {
        const company = byId.get(String(m.companyId));
        const defaultLevel = defaultLevelOf(m);
        if (!company || !defaultLevel) return [];
        const { id, name, plan, countryId, timeZone } = company;
        const trialEndsAt = company.trialEndsAt ?? null;
        const planFeatures = [...(planIn(table, plan)?.features ?? [])];
        const levels = orderLevels(m.levels);
        return [{ id, name, plan, countryId, timeZone, trialEndsAt, planFeatures, levels, defaultLevel }];
      }),
      activeCompanyId: active?.companyId ?? null,
      activeLevel: active?.level ?? null,
      expiresAt: expiresAt.toISOString(),
    };
    return session;
  }

  async function signIn(ctx: AuthContext, user: UserRecord): Promise<{ signedIn: SignedIn; created: CreatedSession }> {
    const active = resolveActive(user, { companyId: null, level: null });
    const created = await createSession(ctx, {
      userId: user._id,
      activeCompanyId: active ? new Types.ObjectId(active.companyId) : null,
      activeLevel: active?.level ?? null,
    });
    const session = await view(user, active, created.session.expiresAt);
    return { signedIn: { token: created.token, expiresAt: session.expiresAt, session }, created };
  }

  async function liveUserOf(auth: AuthState): Promise<UserRecord> {
    const user = auth.via.kind === "session" ? await findLiveUser(auth.user.id) : null;
    if (!user) throw new AppError("UNAUTHENTICATED");
    return user;
  }

  return {
    /**
     * The registration wizard (spec §2: you, company info, plan, culture package): creates the company and its first
     * user, who holds every level there, signs them in and mails the address confirmation.
     */
    async signup(ctx: AuthContext, input: SignupInput): Promise<SignedIn> {
      const email = normalizeEmail(input.you.email);
      // every sign-up that reaches here counts (taken address included): it is the automation that is limited
      const addressKey = `signup-address:${input.address}`;
      await assertNotLimited(ctx, [[addressKey, limits.signupPerAddress]]);
      await recordAttempt(ctx, addressKey, limits.signupPerAddress);
      if (await UserModel.exists({ email })) throw new AppError("AUTH_EMAIL_IN_USE", { field: "you.email" });
      const passwordHash = await hashPassword(input.you.password);
      // the user's id is chosen first so the company can carry its creator for the modules' setup (below)
      const userId = new Types.ObjectId();
      const creator = { userId: String(userId), email, name: input.you.name, locale: input.locale };
      const company = await provisionCompany(ctx, {
        name: input.company.name,
        countryId: input.company.countryId,
        plan: input.plan,
        pack: input.pack,
        initNumWorkers: input.company.initNumWorkers,
        creator,
      });
      const companyId = new Types.ObjectId(company.id);
      let user: UserRecord;
      try {
        const created = await UserModel.create({
          _id: userId,
          email,
          name: input.you.name,
          passwordHash,
          emailVerified: false,
          locale: input.locale,
          isFounder: false,
          firstAccess: false,
          // the company's creator may act at every level ("Change level access", spec §6)
          memberships: [{ companyId, levels: [...LEVELS], defaultLevel: "admin" }],
          lastCompanyId: companyId,
          createdAt: ctx.now(),
        });
        user = created.toObject();
      } catch (error) {
        // no transactions on the engine: undo the company by hand
        await discardProvisionedCompany(company.id);
        if (isDuplicateKey(error)) throw new AppError("AUTH_EMAIL_IN_USE", { field: "you.email" });
        throw error;
      }
      // The company and its creator are complete from here. The modules then set up what a new company needs (the
      // creator's worker profile, the leave pack): each hook is idempotent, a failure is logged and leaves the
      // company marked, and the core.finish-tenant-setup job runs the hooks again until all have succeeded.
      await options.tenantSetup?.()?.run(company.id, { creator });
      const { signedIn } = await signIn(ctx, user);
      queueVerificationMail(ctx, user, user.locale);
      return signedIn;
    },

    /**
     * Email and password sign-in. Both mistakes answer "Wrong email or password." after the same argon2 work;
     * failures count per account and per client address, and either budget spent answers 429 until its window ends.
     */
    async login(ctx: AuthContext, input: { email: string; password: string; address: string }): Promise<SignedIn> {
      const email = normalizeEmail(input.email);
      const accountKey = `login-account:${email}`;
      const addressKey = `login-address:${input.address}`;
      await assertNotLimited(ctx, [
        [accountKey, limits.loginPerAccount],
        [addressKey, limits.loginPerAddress],
      ]);
      const user = await UserModel.findOne({ email, deletedAt: null }).lean<UserRecord>().exec();
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) {
        await recordAttempt(ctx, accountKey, limits.loginPerAccount);
        await recordAttempt(ctx, addressKey, limits.loginPerAddress);
        throw new AppError("AUTH_WRONG_CREDENTIALS");
      }
      // told only to someone who knows the password
      if (options.requireEmailVerification && !user.emailVerified) throw new AppError("AUTH_UNVERIFIED_EMAIL");
      await clearAttempts(accountKey);
      return (await signIn(ctx, user)).signedIn;
    },

    /** GET /api/auth/session. */
    async session(_ctx: AuthContext, input: { auth: AuthState }): Promise<SessionView> {
      const user = await liveUserOf(input.auth);
      const { auth } = input;
      const active =
        auth.activeCompanyId && auth.activeLevel
          ? { companyId: auth.activeCompanyId, level: auth.activeLevel }
          : undefined;
      const expiresAt = auth.via.kind === "session" ? auth.via.expiresAt : new Date(0);
      const support = auth.impersonation;
      if (!support) return view(user, active, expiresAt);
      // the founder's support view: only the company viewed, as its admin, and what the banner says
      const viewed = await view(
        {
          ...user,
          isFounder: false,
          firstAccess: false,
          memberships: user.memberships.filter((m) => String(m.companyId) === support.companyId),
        },
        active,
        expiresAt,
      );
      const company = viewed.companies.find((c) => c.id === support.companyId);
      return {
        ...viewed,
        impersonation: {
          companyId: support.companyId,
          companyName: company?.name ?? "",
          adminName: user.name,
          founderName: support.founderName,
          readOnly: !support.allowChanges,
        },
      };
    },

    /**
     * Switches the company and level this session acts with (spec §6 "Change level access"): any level held there.
     * The company becomes the one new sessions start in; each company's default level is kept.
     */
    async setActiveLevel(
      ctx: AuthContext,
      input: { auth: AuthState; level: Level; companyId?: string },
    ): Promise<SessionView> {
      const user = await liveUserOf(input.auth);
      const companyId = input.companyId ?? input.auth.activeCompanyId;
      const membership = user.memberships.find((m) => String(m.companyId) === companyId);
      if (!membership) throw new AppError(input.companyId ? "NOT_FOUND" : "AUTH_LEVEL_NOT_HELD");
      if (!membership.levels.includes(input.level)) throw new AppError("AUTH_LEVEL_NOT_HELD", { field: "level" });
      if (input.auth.via.kind !== "session") throw new AppError("FORBIDDEN");
      await setSessionActive(input.auth.via.sessionId, { companyId: membership.companyId, level: input.level });
      await UserModel.updateOne({ _id: user._id }, { $set: { lastCompanyId: membership.companyId } }).exec();
      return view(
        { ...user, lastCompanyId: membership.companyId },
        { companyId: String(membership.companyId), level: input.level },
        input.auth.via.expiresAt,
      );
    },

    /** The person's own preferences: the language of the app, of error messages and of the mails they receive. */
    async setPreferences(_ctx: AuthContext, input: { auth: AuthState; locale: Locale }): Promise<SessionView> {
      const user = await liveUserOf(input.auth);
      await UserModel.updateOne({ _id: user._id }, { $set: { locale: input.locale } }).exec();
      const { auth } = input;
      const active =
        auth.activeCompanyId && auth.activeLevel
          ? { companyId: auth.activeCompanyId, level: auth.activeLevel }
          : undefined;
      return view(
        { ...user, locale: input.locale },
        active,
        auth.via.kind === "session" ? auth.via.expiresAt : new Date(0),
      );
    },

    /**
     * Changes the password after checking the current one; every other session of the user is signed out (the one
     * making the change stays, so the person is not thrown out mid-task). Wrong current passwords count against the
     * account's sign-in budget, so a stolen session cannot be used to guess it.
     */
    async changePassword(
      ctx: AuthContext,
      input: { auth: AuthState; currentPassword: string; newPassword: string },
    ): Promise<{ revokedSessions: number }> {
      const user = await liveUserOf(input.auth);
      const accountKey = `login-account:${user.email}`;
      await assertNotLimited(ctx, [[accountKey, limits.loginPerAccount]]);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await recordAttempt(ctx, accountKey, limits.loginPerAccount);
        throw new AppError("AUTH_INVALID_PASSWORD", { field: "currentPassword" });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash } }).exec();
      const except = input.auth.via.kind === "session" ? input.auth.via.sessionId : undefined;
      return { revokedSessions: await revokeUserSessions(user._id, { except }) };
    },

    /**
     * POST /api/email/verification: mails a confirmation link to an unconfirmed account. The answer is the same for
     * an unknown or already confirmed address, and the mail goes out after it.
     */
    async sendVerification(ctx: AuthContext, input: { email: string; locale: Locale; address: string }): Promise<void> {
      const email = normalizeEmail(input.email);
      await limitMail(ctx, `mail-verification:${email}`, input.address);
      options.background("verification mail", async () => {
        const user = await UserModel.findOne({ email, deletedAt: null }).lean<UserRecord>().exec();
        if (!user || user.emailVerified) return;
        await mailCode(ctx, {
          user,
          purpose: "verifyEmail",
          template: "verification",
          mode: "verifyEmail",
          locale: user.locale ?? input.locale,
        });
      });
    },

    /** Confirms an address from the mailed `/action?mode=verifyEmail&code=...` link. */
    async verifyEmail(ctx: AuthContext, input: { code: string }): Promise<void> {
      const used = await consumeAuthCode(ctx, { purpose: "verifyEmail", code: input.code });
      const user = used ? await findLiveUser(used.userId) : null;
      if (!used || !user || user.email !== used.email) throw new AppError("AUTH_LINK_INVALID");
      await UserModel.updateOne({ _id: user._id }, { $set: { emailVerified: true } }).exec();
    },

    /**
     * POST /api/email/forgot-password: mails a one-time reset link (`/action?mode=resetPassword&code=...`) in the
     * requested language. Same answer, after the same work, whether or not the address has an account.
     */
    async forgotPassword(ctx: AuthContext, input: { email: string; locale: Locale; address: string }): Promise<void> {
      const email = normalizeEmail(input.email);
      await limitMail(ctx, `mail-reset:${email}`, input.address);
      options.background("reset-password mail", async () => {
        const user = await UserModel.findOne({ email, deletedAt: null }).lean<UserRecord>().exec();
        if (!user) return;
        await mailCode(ctx, {
          user,
          purpose: "resetPassword",
          template: "forgot-password",
          mode: "resetPassword",
          locale: input.locale,
        });
      });
    },

    /**
     * Sets a new password from a reset link. The link proved control of the mailbox, so the address counts as
     * confirmed and a pending first access is complete; every session is signed out (the reset may follow a theft).
     */
    async resetPassword(ctx: AuthContext, input: { code: string; password: string }): Promise<void> {
      const used = await consumeAuthCode(ctx, { purpose: "resetPassword", code: input.code });
      const user = used ? await findLiveUser(used.userId) : null;
      if (!used || !user || user.email !== used.email) throw new AppError("AUTH_LINK_INVALID");
      const passwordHash = await hashPassword(input.password);
      await UserModel.updateOne(
        { _id: user._id },
        { $set: { passwordHash, emailVerified: true, firstAccess: false } },
      ).exec();
      await revokeUserSessions(user._id);
      await clearAttempts(`login-account:${user.email}`);
    },

    /**
     * GET /api/users/{id}/generateAuthLink: a one-time first-access link for a person who has not set a password yet.
     * The caller must act as admin in a company that person belongs to; anyone else gets 404 for the id.
     */
    async generateFirstAccessLink(
      ctx: AuthContext,
      input: { auth: AuthState; userId: string },
    ): Promise<{ link: string; expiresAt: string }> {
      const target = /^[0-9a-f]{24}$/i.test(input.userId) ? await findLiveUser(input.userId) : null;
      const allowed = target?.memberships.some((m) => levelIn(input.auth, String(m.companyId)) === "admin");
      if (!target || !allowed) throw new AppError("NOT_FOUND");
      if (!target.firstAccess) throw new AppError("AUTH_FIRST_ACCESS_DONE");
      const { code, expiresAt } = await issueAuthCode(ctx, {
        purpose: "firstAccess",
        userId: target._id,
        email: target.email,
      });
      return { link: link("/first-access", { code }, target.locale), expiresAt: expiresAt.toISOString() };
    },

    /** POST /api/auth/first-access: the person sets their password from the link, and is signed in. */
    async completeFirstAccess(
      ctx: AuthContext,
      input: { code: string; password: string },
    ): Promise<{ signedIn: SignedIn; created: CreatedSession }> {
      const used = await consumeAuthCode(ctx, { purpose: "firstAccess", code: input.code });
      const user = used ? await findLiveUser(used.userId) : null;
      if (!used || !user || !user.firstAccess || user.email !== used.email) throw new AppError("AUTH_LINK_INVALID");
      const passwordHash = await hashPassword(input.password);
      await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash, firstAccess: false } }).exec();
      return signIn(ctx, { ...user, passwordHash, firstAccess: false });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
