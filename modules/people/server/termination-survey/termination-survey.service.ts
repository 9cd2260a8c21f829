import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { findUserByEmail } from "../../../../core/auth/users.service.js";
import { actingUser, type ServiceContext } from "../../../../core/context.js";
import { DAY_MS } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localizedPath, matchLocale, type Locale } from "../../../../core/i18n/locale.js";
import type { Mailer } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { assertReportableGroup } from "../../../../core/reports/minimum-group.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { findCompany } from "../../../../tenants/tenants.service.js";
import { peopleEvents } from "../../contract/permissions.js";
import {
  type AdminSurveyQuery,
  type PublicSurvey,
  SURVEY_LINK_DAYS,
  SURVEY_QUESTIONS,
  SURVEY_SCORE_MAX,
  SURVEY_SCORE_MIN,
  SURVEY_SCORE_QUESTIONS,
  SURVEY_YES_NO_QUESTIONS,
  type SurveyAnswers,
  type SurveyResults,
  type SurveyResultsQuery,
  type TerminationSurvey,
} from "../../contract/termination-survey.js";
import { WorkerModel, type WorkerDoc } from "../workers/workers.model.js";
import { type TerminationSurveyDoc, TerminationSurveyModel } from "./termination-survey.model.js";

/** `<companyId>.<secret>`: the tenant travels in the link (it is no secret), the secret is 32 random bytes. */
const TOKEN = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;

type SurveyRecord = TerminationSurveyDoc & { _id: unknown; createdAt: Date };
type WorkerRecord = WorkerDoc & { _id: unknown };

const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

function toSurvey(doc: SurveyRecord): TerminationSurvey {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    terminationType: doc.terminationType,
    status: doc.status,
    ...(doc.source ? { source: doc.source } : {}),
    ...(doc.answers ? { answers: doc.answers } : {}),
    ...(doc.answeredAt ? { answeredAt: doc.answeredAt.toISOString() } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The mail's language: the person's own, else the company country's (br Portuguese, us English, others Spanish). */
function localeFor(userLocale: string | undefined, countryId: string | undefined): Locale {
  return matchLocale(userLocale) ?? (countryId === "br" ? "pt-BR" : countryId === "us" ? "en" : "es");
}

export interface TerminationSurveyServiceOptions {
  mailer: Mailer;
  events: ModuleEvents;
  /** The web app's origin (`APP_URL`): the mailed link is `<publicUrl>/termination-survey?token=...`. */
  publicUrl: string;
}

/**
 * The exit survey (contract/termination-survey.ts): the invitation mailed on termination, the public page's read and
 * submit by token (once, before it expires), an admin's record of an exit interview, and aggregated results.
 */
export function createTerminationSurveyService(options: TerminationSurveyServiceOptions) {
  const surveys = (ctx: Pick<ServiceContext, "companyId" | "now">) => scoped(ctx, TerminationSurveyModel);

  /** The survey a public token names, with the context of its company; AUTH_LINK_INVALID when it names none. */
  async function byToken(
    base: { now(): Date; log: FastifyBaseLogger },
    token: string,
  ): Promise<{ ctx: ServiceContext; survey: SurveyRecord; tokenHash: string }> {
    const match = TOKEN.exec(token.trim());
    if (!match) throw new AppError("AUTH_LINK_INVALID");
    const ctx: ServiceContext = {
      companyId: match[1]!,
      actor: { kind: "system", name: "people.termination-survey" },
      now: base.now,
      log: base.log,
    };
    const tokenHash = hashToken(token.trim());
    const survey = (await surveys(ctx).findOne({ tokenHash })) as SurveyRecord | null;
    if (!survey) throw new AppError("AUTH_LINK_INVALID");
    if (survey.status === "answered") throw new AppError("PEOPLE_SURVEY_ALREADY_ANSWERED");
    if (!survey.expiresAt || survey.expiresAt <= ctx.now()) throw new AppError("AUTH_LINK_INVALID");
    return { ctx, survey, tokenHash };
  }

  async function answered(ctx: ServiceContext, survey: SurveyRecord): Promise<void> {
    await options.events.emit(ctx, peopleEvents.surveyAnswered, {
      workerId: survey.workerId,
      terminationType: survey.terminationType,
    });
  }

  return {
    /**
     * Mails a terminated worker the survey link (one-time, expiring in SURVEY_LINK_DAYS). A new invitation replaces
     * the previous link; a worker who already answered gets nothing.
     */
    async invite(ctx: ServiceContext, workerId: string): Promise<void> {
      const worker = (await scoped(ctx, WorkerModel).findById(workerId)) as WorkerRecord | null;
      if (!worker || worker.status !== "terminated") return;
      const existing = (await surveys(ctx).findOne({ workerId })) as SurveyRecord | null;
      if (existing?.status === "answered") return;

      const token = `${ctx.companyId}.${randomBytes(32).toString("base64url")}`;
      await surveys(ctx).updateOne(
        { workerId },
        {
          $set: {
            status: "pending",
            tokenHash: hashToken(token),
            expiresAt: new Date(ctx.now().getTime() + SURVEY_LINK_DAYS * DAY_MS),
            askedAt: ctx.now(),
            terminationType: worker.terminate?.type ?? "others",
          },
        },
        { upsert: true },
      );
      const [company, user] = await Promise.all([findCompany(ctx.companyId), findUserByEmail(worker.email)]);
      const locale = localeFor(user?.locale, company?.countryId);
      const link = new URL(localizedPath(locale, "/termination-survey"), options.publicUrl);
      link.searchParams.set("token", token);
      await options.mailer.send({
        to: worker.email,
        template: "termination-survey",
        locale,
        data: { link: link.toString(), companyName: company?.name ?? "", name: worker.name },
      });
    },

    /** What the public page shows for a token (spec §2 /termination-survey). */
    async publicView(base: { now(): Date; log: FastifyBaseLogger }, token: string): Promise<PublicSurvey> {
      const { ctx, survey } = await byToken(base, token);
      const [worker, company] = await Promise.all([
        scoped(ctx, WorkerModel).findById(survey.workerId, { withDeleted: true, projection: { name: 1 } }),
        findCompany(ctx.companyId),
      ]);
      if (!company) throw new AppError("AUTH_LINK_INVALID");
      return {
        firstName: ((worker as { name?: string } | null)?.name ?? "").trim().split(/\s+/)[0] ?? "",
        companyName: company.name,
        expiresAt: survey.expiresAt!.toISOString(),
        scoreMin: SURVEY_SCORE_MIN,
        scoreMax: SURVEY_SCORE_MAX,
        questions: SURVEY_QUESTIONS.map((q) => ({ id: q.id, kind: q.kind, label: { ...q.label } })),
      };
    },

    /** Stores the worker's answers once (spec §7 POST /termination-survey); a second submit is refused. */
    async publicSubmit(
      base: { now(): Date; log: FastifyBaseLogger },
      input: { token: string; answers: SurveyAnswers },
    ): Promise<void> {
      const { ctx, tokenHash } = await byToken(base, input.token);
      const saved = (await surveys(ctx).findOneAndUpdate(
        { tokenHash, status: "pending", expiresAt: { $gt: ctx.now() } },
        { $set: { status: "answered", source: "worker", answers: input.answers, answeredAt: ctx.now() } },
      )) as SurveyRecord | null;
      // two submits racing: the other one won
      if (!saved) throw new AppError("PEOPLE_SURVEY_ALREADY_ANSWERED");
      await answered(ctx, saved);
    },

    /**
     * An admin records a terminated worker's answers (spec §7 POST .../workers/{workerId}/termination-survey?type=),
     * e.g. from an exit interview; `type` is the termination type the answers are about (default: the worker's).
     * Refused when the worker already answered.
     */
    async record(
      ctx: ServiceContext,
      workerId: string,
      input: { type?: AdminSurveyQuery["type"]; answers: SurveyAnswers },
    ): Promise<TerminationSurvey> {
      const worker = (await scoped(ctx, WorkerModel).findById(workerId)) as WorkerRecord | null;
      if (!worker) throw new AppError("NOT_FOUND");
      if (worker.status !== "terminated") throw new AppError("PEOPLE_WORKER_NOT_TERMINATED");
      const existingAskedAt = ((await surveys(ctx).findOne({ workerId })) as SurveyRecord | null)?.askedAt;
      const recordedBy = actingUser(ctx)?.userId;
      let saved: SurveyRecord | null;
      try {
        saved = (await surveys(ctx).findOneAndUpdate(
          { workerId, status: { $ne: "answered" } },
          {
            $set: {
              status: "answered",
              source: "admin",
              answers: input.answers,
              answeredAt: ctx.now(),
              askedAt: existingAskedAt ?? ctx.now(),
              terminationType: input.type ?? worker.terminate?.type ?? "others",
              ...(recordedBy ? { recordedBy } : {}),
            },
          },
          { upsert: true },
        )) as SurveyRecord | null;
      } catch (err) {
        // the filter missed an answered survey, and the upsert met the one-survey-per-worker index
        if ((err as { code?: number }).code === 11000) throw new AppError("PEOPLE_SURVEY_ALREADY_ANSWERED");
        throw err;
      }
      if (!saved) throw new AppError("PEOPLE_SURVEY_ALREADY_ANSWERED");
      await answered(ctx, saved);
      return toSurvey(saved);
    },

    /**
     * Aggregated answers (averages, distributions, yes/no counts), never one person's: refused under 6 answers (spec
     * §5, §9), whatever the filter. The period is when the surveys were sent or recorded.
     */
    async results(ctx: ServiceContext, query: SurveyResultsQuery): Promise<SurveyResults> {
      const filter: Record<string, unknown> = {};
      if (query.type) filter.terminationType = query.type;
      if (query.from || query.to) {
        const askedAt: Record<string, Date> = {};
        if (query.from) askedAt.$gte = new Date(`${query.from}T00:00:00.000Z`);
        if (query.to) askedAt.$lt = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
        filter.askedAt = askedAt;
      }
      const all = surveys(ctx);
      const [invited, rows] = await Promise.all([
        all.count(filter),
        all.find({ ...filter, status: "answered" }, { projection: { answers: 1 } }),
      ]);
      assertReportableGroup(rows.length);

      const scores: SurveyResults["scores"] = {};
      for (const id of SURVEY_SCORE_QUESTIONS) {
        const distribution = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, () => 0);
        let sum = 0;
        let count = 0;
        for (const row of rows as Array<{ answers?: SurveyAnswers }>) {
          const score = row.answers?.scores?.[id];
          if (typeof score !== "number") continue;
          distribution[score - SURVEY_SCORE_MIN]! += 1;
          sum += score;
          count += 1;
        }
        scores[id] = { average: count ? Math.round((sum / count) * 100) / 100 : 0, distribution };
      }
      const yesNo: SurveyResults["yesNo"] = {};
      for (const id of SURVEY_YES_NO_QUESTIONS) {
        const answers = (rows as Array<{ answers?: SurveyAnswers }>).map((row) => row.answers?.yesNo?.[id]);
        yesNo[id] = { yes: answers.filter((a) => a === true).length, no: answers.filter((a) => a === false).length };
      }
      return {
        invited,
        answered: rows.length,
        responseRate: invited ? Math.round((rows.length / invited) * 1000) / 1000 : 0,
        scores,
        yesNo,
        comments: (rows as Array<{ answers?: SurveyAnswers }>).filter((row) => row.answers?.comment?.trim()).length,
      };
    },
  };
}

export type TerminationSurveyService = ReturnType<typeof createTerminationSurveyService>;
