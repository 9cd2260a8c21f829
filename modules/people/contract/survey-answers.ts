import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/**
 * One termination survey as analytics reads it (`people.surveyAnswers`): when it was asked, about which kind of
 * termination, and its answers once given. Never who it is about, nor the comment's text (only whether there is one):
 * the reader aggregates over 6 answers or more (core/reports/minimum-group.ts).
 */
export interface SurveyAnswerRecord {
  /** The termination type the answers are about (involuntary, voluntary, others). */
  terminationType: string;
  status: "pending" | "answered";
  /** When the worker was asked (link mailed) or the interview recorded. */
  askedAt: Date;
  /** Scores 1-10 by question id and yes/no by question id (contract/termination-survey.ts); answered ones only. */
  scores?: Record<string, number>;
  yesNo?: Record<string, boolean>;
  /** Whether the answer left a comment (the text stays in people). */
  commented?: boolean;
}

/** What people provides to analytics about exit surveys. Every call reads the context's company only. */
export interface PeopleSurveyAnswers {
  /** The company's surveys asked from `from` (inclusive) to `to` (exclusive), pending and answered, in one read. */
  list(ctx: ServiceContext, range: { from: Date; to: Date }): Promise<SurveyAnswerRecord[]>;
}

/** `needs: { surveys: peopleSurveyAnswers }`. */
export const peopleSurveyAnswers = defineService<PeopleSurveyAnswers>("people.surveyAnswers");
