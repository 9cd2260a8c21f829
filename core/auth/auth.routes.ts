import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { SECURITY_SCHEMES } from "../docs/docs.plugin.js";
import { messageFor } from "../errors/catalogue.js";
import { localeOf } from "../errors/error-handler.js";
import { matchLocale } from "../i18n/locale.js";
import type { AccountService } from "./account.service.js";
import type { AuthContext } from "./auth-context.js";
import {
  PreferencesBodySchema,
  ActiveLevelBodySchema,
  AuthLinkSchema,
  ChangePasswordBodySchema,
  ChangePasswordResultSchema,
  CodeBodySchema,
  CodePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  NoticeSchema,
  OkSchema,
  SessionViewSchema,
  SESSION_VIEW_EXAMPLE,
  SignedInSchema,
  SignupBodySchema,
  UserParamsSchema,
  VerificationBodySchema,
} from "./auth.schemas.js";
import { authOf, requireAuth, requireUser } from "./guards.js";
import {
  clearFounderCookie,
  clearSessionCookie,
  FOUNDER_COOKIE,
  setSessionCookie,
  tokenFromRequest,
  type CookieSettings,
} from "./session-cookie.js";
import { endImpersonation } from "./impersonation.service.js";
import { hashSecret } from "./tokens.js";
import { revokeSession } from "./sessions.service.js";

export interface AuthRoutesOptions {
  account: AccountService;
  now: () => Date;
  cookie: CookieSettings;
}

// OpenAPI: these routes need no credentials
const PUBLIC: [] = [];

/** The account API (issue 3, "Auth, sessions, roles"): thin routes over the account service. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { account, cookie } = options;
  const ctxOf = (request: FastifyRequest): AuthContext => ({ now: options.now, log: request.log });
  const signedIn = (reply: Parameters<typeof setSessionCookie>[0], result: { token: string; expiresAt: string }) =>
    setSessionCookie(reply, cookie, { token: result.token, expiresAt: new Date(result.expiresAt) });

  app.post(
    "/api/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create a company and its admin from the registration wizard, and sign in",
        description:
          "Creates the company (country, plan, culture package) and its first admin, who holds every level, then signs them in: the answer is a new session, also set as the session cookie. A taken address is 409 `AUTH_EMAIL_IN_USE`; sign-ups per client address are limited (429 `AUTH_TOO_MANY_ATTEMPTS`). A verification mail is sent after the answer.",
        security: PUBLIC,
        body: SignupBodySchema,
        response: { 201: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { you, company, plan, pack } = request.body;
      const result = await account.signup(ctxOf(request), {
        you,
        company,
        plan,
        pack,
        locale: matchLocale(you.locale) ?? localeOf(request),
        address: request.ip,
      });
      signedIn(reply, result);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "Starts a session: the answer carries the session token (also set as the HttpOnly session cookie). A wrong email or password is 401 `AUTH_WRONG_CREDENTIALS`, the same for both; after 5 failures for an account (or 20 from one address) in 15 minutes it is 429 `AUTH_TOO_MANY_ATTEMPTS` with `Retry-After` until the window ends.",
        security: PUBLIC,
        body: LoginBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const result = await account.login(ctxOf(request), { ...request.body, address: request.ip });
      signedIn(reply, result);
      return result;
    },
  );

  app.post(
    "/api/auth/logout",
    {
      onRequest: requireUser,
      // signing out of the founder's support view ends it (and the founder's kept session)
      config: { impersonation: "allow" },
      schema: {
        tags: ["auth"],
        summary: "Sign out this session",
        description:
          "Ends this session on every instance and clears the session cookie. Other sessions of the user stay.",
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (auth.impersonation) {
        const { founderToken } = await endImpersonation(ctxOf(request), {
          auth,
          founderToken: request.cookies?.[FOUNDER_COOKIE],
          reason: "signedOut",
        });
        if (founderToken) await revokeSession(hashSecret(founderToken));
        clearFounderCookie(reply, cookie);
      } else if (auth.via.kind === "session") await revokeSession(auth.via.sessionId);
      clearSessionCookie(reply, cookie);
      return { ok: true as const };
    },
  );

  // The web app's probe: a visitor who is not signed in (no credential, or a dead cookie) gets `null`, not a 401
  // that every anonymous page would log as a failed request. A token or Bearer credential that is not valid still
  // answers 401 (the client sent something wrong), and an API key 403 (no person behind it).
  app.get(
    "/api/auth/session",
    {
      onRequest: async (request, reply) => {
        const presented = tokenFromRequest(request);
        if (!request.auth && (!presented || presented.source === "cookie")) return;
        await requireUser(request, reply);
      },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, their companies and levels, the active level; null when nobody is signed in",
        description:
          "What the app needs to start: the user, every company they belong to with the levels held there, and the company and level this session acts with. Answers `null` (200) to a visitor without credentials or with a dead cookie, which it clears.",
        // any of the schemes, or none (`{}`: OpenAPI's optional authentication)
        security: [...Object.values(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] })), {}],
        response: {
          200: Type.Union([SessionViewSchema, Type.Null()], {
            description:
              "Who is signed in: the user, their companies with the levels held, and what this session acts as; null when nobody is.",
            examples: [SESSION_VIEW_EXAMPLE],
          }),
        },
      },
    },
    async (request) => (request.auth ? account.session(ctxOf(request), { auth: authOf(request) }) : null),
  );

  app.post(
    "/api/auth/active-level",
    {
      onRequest: requireUser,
      // the admin's own account: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "Switch the level (and company) this session acts with",
        description:
          "Changes the active level, and optionally the company, of this session only; a level the person does not hold there is 403 `AUTH_LEVEL_NOT_HELD`, a company they do not belong to 404 `NOT_FOUND`, and an API key cannot switch (403 `FORBIDDEN`).",
        body: ActiveLevelBodySchema,
        response: { 200: SessionViewSchema },
      },
    },
    async (request) => account.setActiveLevel(ctxOf(request), { auth: authOf(request), ...request.body }),
  );

  app.patch(
    "/api/auth/preferences",
    {
      onRequest: requireUser,
      // the admin's own account: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "Save the signed-in person's preferences (language)",
        description:
          "Saves the person's language; it then wins over `Accept-Language` for their error messages and mails. Answers the updated session view.",
        body: PreferencesBodySchema,
        response: { 200: SessionViewSchema },
      },
    },
    async (request) => account.setPreferences(ctxOf(request), { auth: authOf(request), ...request.body }),
  );

  app.post(
    "/api/auth/change-password",
    {
      onRequest: requireUser,
      // the admin's own account: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "Change the password; signs out the user's other sessions",
        description:
          "Needs the current password (a wrong one is 400 `AUTH_INVALID_PASSWORD` on `currentPassword`, and counts toward the account's sign-in lockout). The new one must meet the password rules. Every other session of the user ends; this one stays.",
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResultSchema },
      },
    },
    async (request) => account.changePassword(ctxOf(request), { auth: authOf(request), ...request.body }),
  );

  app.post(
    "/api/auth/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm the email address (the /action?mode=verifyEmail link)",
        description:
          "Takes the one-time code of the mailed link. An unknown, used or expired code is 400 `AUTH_LINK_INVALID`.",
        security: PUBLIC,
        body: CodeBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await account.verifyEmail(ctxOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password (the /action?mode=resetPassword link); signs out every session",
        description:
          "Takes the one-time code of the mailed reset link and the new password. An unknown, used or expired code is 400 `AUTH_LINK_INVALID`; every session of the user ends.",
        security: PUBLIC,
        body: CodePasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await account.resetPassword(ctxOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/auth/first-access",
    {
      schema: {
        tags: ["auth"],
        summary: "Set the first password from a first-access link, and sign in",
        description:
          "For a person an admin added: the one-time code of their first-access link and the password they choose. Answers a new session, also set as the session cookie.",
        security: PUBLIC,
        body: CodePasswordBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const { signedIn: result } = await account.completeFirstAccess(ctxOf(request), request.body);
      signedIn(reply, result);
      return result;
    },
  );

  app.post(
    "/api/email/verification",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail an address confirmation link (same answer for any address)",
        description:
          "Sends the confirmation mail again. The answer is the same whether or not the address has an account, and the mail leaves after the answer, so the timing tells nothing either; mails per recipient and per address are limited.",
        security: PUBLIC,
        body: VerificationBodySchema,
        response: { 200: NoticeSchema },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      await account.sendVerification(ctxOf(request), { email: request.body.email, locale, address: request.ip });
      return { code: "AUTH_VERIFICATION_SENT", message: messageFor("AUTH_VERIFICATION_SENT", locale) };
    },
  );

  app.post(
    "/api/email/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail a one-time password reset link (same answer whether or not the address has an account)",
        description:
          "Sends a reset link valid once. The answer, and its timing, are the same for known and unknown addresses; mails per recipient and per address are limited (429 `AUTH_TOO_MANY_ATTEMPTS`).",
        security: PUBLIC,
        body: ForgotPasswordBodySchema,
        response: { 200: NoticeSchema },
      },
    },
    async (request) => {
      const locale = localeOf(request);
      await account.forgotPassword(ctxOf(request), {
        email: request.body.email,
        locale: matchLocale(request.body.locale) ?? locale,
        address: request.ip,
      });
      return { code: "AUTH_RESET_SENT", message: messageFor("AUTH_RESET_SENT", locale) };
    },
  );

  app.get(
    "/api/users/:id/generateAuthLink",
    {
      onRequest: requireAuth,
      // a sign-in link for a person: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "A one-time first-access link for a person (admin of one of their companies)",
        description:
          "For an admin to hand a person their first-access link (when the welcome mail did not arrive). A person outside the admin's companies is 404 `NOT_FOUND`.",
        params: UserParamsSchema,
        response: { 200: AuthLinkSchema },
      },
    },
    async (request) =>
      account.generateFirstAccessLink(ctxOf(request), { auth: authOf(request), userId: request.params.id }),
  );
};
