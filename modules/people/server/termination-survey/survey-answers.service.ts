import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleSurveyAnswers, SurveyAnswerRecord } from "../../contract/survey-answers.js";
import type { SurveyAnswers } from "../../contract/termination-survey.js";
import { TerminationSurveyModel } from "./termination-survey.model.js";

type Row = { terminationType: string; status: "pending" | "answered"; askedAt: Date; answers?: SurveyAnswers };

/** people.surveyAnswers (contract/survey-answers.ts): the exit surveys of a period, without names or comment texts. */
export function createPeopleSurveyAnswers(): PeopleSurveyAnswers {
  return {
    async list(ctx: ServiceContext, range) {
      const rows = (await scoped(ctx, TerminationSurveyModel).find(
        { askedAt: { $gte: range.from, $lt: range.to } },
        { projection: { terminationType: 1, status: 1, askedAt: 1, answers: 1 } },
      )) as Row[];
      return rows.map((row): SurveyAnswerRecord => {
        const out: SurveyAnswerRecord = {
          terminationType: row.terminationType,
          status: row.status,
          askedAt: row.askedAt,
        };
        if (row.status === "answered" && row.answers) {
          out.scores = { ...row.answers.scores };
          out.yesNo = { ...row.answers.yesNo };
          out.commented = Boolean(row.answers.comment?.trim());
        }
        return out;
      });
    },
  };
}
