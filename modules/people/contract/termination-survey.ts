import { localized as l } from "../../../core/i18n/localized-text.js";
import { Type, type Static } from "typebox";
import type { Labels } from "./dictionaries.js";
import { TERMINATION_TYPES } from "./workers.js";

/**
 * The termination (exit) survey (spec §2 public /termination-survey, §7 POST /termination-survey and
 * POST .../workers/{workerId}/termination-survey?type=, §9 "scores 1 to 10, plus yes/no"). Terminating a worker mails
 * them a one-time link that expires; an admin may instead record the answers of an exit interview. Results are shown
 * aggregated only, and only over 6 answers or more (spec §5, §9).
 */
export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 10;
/** How long the mailed link works. */
export const SURVEY_LINK_DAYS = 30;

export const SURVEY_SCORE_QUESTIONS = ["recommendCompany", "manager", "environment", "growth", "compensation"] as const;
export const SURVEY_YES_NO_QUESTIONS = ["wouldReturn", "hadTools", "feltValued"] as const;
export type SurveyScoreQuestion = (typeof SURVEY_SCORE_QUESTIONS)[number];
export type SurveyYesNoQuestion = (typeof SURVEY_YES_NO_QUESTIONS)[number];

/** The questions in display order, with their words in the three languages. */
export const SURVEY_QUESTIONS: ReadonlyArray<
  { id: SurveyScoreQuestion; kind: "score"; label: Labels } | { id: SurveyYesNoQuestion; kind: "yesNo"; label: Labels }
> = [
  {
    id: "recommendCompany",
    kind: "score",
    label: l(
      "How likely are you to recommend the company as a place to work?",
      "Qual a probabilidade de você recomendar a empresa como um lugar para trabalhar?",
      "¿Qué tan probable es que recomiendes la empresa como lugar de trabajo?",
    ),
  },
  {
    id: "manager",
    kind: "score",
    label: l(
      "How do you rate your relationship with your manager?",
      "Como você avalia sua relação com seu gestor?",
      "¿Cómo calificas tu relación con tu jefe?",
    ),
  },
  {
    id: "environment",
    kind: "score",
    label: l(
      "How do you rate the work environment?",
      "Como você avalia o ambiente de trabalho?",
      "¿Cómo calificas el ambiente de trabajo?",
    ),
  },
  {
    id: "growth",
    kind: "score",
    label: l(
      "How do you rate the growth and learning opportunities?",
      "Como você avalia as oportunidades de crescimento e aprendizado?",
      "¿Cómo calificas las oportunidades de crecimiento y aprendizaje?",
    ),
  },
  {
    id: "compensation",
    kind: "score",
    label: l(
      "How do you rate the pay and benefits?",
      "Como você avalia a remuneração e os benefícios?",
      "¿Cómo calificas el salario y los beneficios?",
    ),
  },
  {
    id: "wouldReturn",
    kind: "yesNo",
    label: l(
      "Would you work for the company again?",
      "Você trabalharia na empresa novamente?",
      "¿Volverías a trabajar en la empresa?",
    ),
  },
  {
    id: "hadTools",
    kind: "yesNo",
    label: l(
      "Did you have what you needed to do your job well?",
      "Você tinha o necessário para fazer bem o seu trabalho?",
      "¿Tenías lo necesario para hacer bien tu trabajo?",
    ),
  },
  {
    id: "feltValued",
    kind: "yesNo",
    label: l("Did you feel valued?", "Você se sentiu valorizado(a)?", "¿Te sentiste valorado(a)?"),
  },
];

const Score = Type.Integer({ minimum: SURVEY_SCORE_MIN, maximum: SURVEY_SCORE_MAX });
export const SurveyAnswers = Type.Object(
  {
    scores: Type.Object(
      Object.fromEntries(SURVEY_SCORE_QUESTIONS.map((id) => [id, Score])) as Record<SurveyScoreQuestion, typeof Score>,
      { additionalProperties: false },
    ),
    yesNo: Type.Object(
      Object.fromEntries(SURVEY_YES_NO_QUESTIONS.map((id) => [id, Type.Boolean()])) as Record<
        SurveyYesNoQuestion,
        ReturnType<typeof Type.Boolean>
      >,
      { additionalProperties: false },
    ),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type SurveyAnswers = Static<typeof SurveyAnswers>;

const Token = Type.String({ minLength: 1, maxLength: 200 });

// --- the public page
export const PublicSurveyQuery = Type.Object({ token: Token }, { additionalProperties: false });
export const PublicSurveySubmit = Type.Object(
  { token: Token, answers: SurveyAnswers },
  { additionalProperties: false },
);
export type PublicSurveySubmit = Static<typeof PublicSurveySubmit>;

const Question = Type.Object({
  id: Type.String(),
  kind: Type.String({ enum: ["score", "yesNo"] }),
  label: Type.Object({ en: Type.String(), "pt-BR": Type.String(), es: Type.String() }),
});
/** What the public page shows: who is asked, by which company, and the questions. */
export const PublicSurvey = Type.Object(
  {
    firstName: Type.String(),
    companyName: Type.String(),
    expiresAt: Type.String({ format: "date-time" }),
    scoreMin: Type.Integer(),
    scoreMax: Type.Integer(),
    questions: Type.Array(Question),
  },
  {
    examples: [
      {
        firstName: "Carla",
        companyName: "Acme Ltda",
        expiresAt: "2026-12-20T15:10:00.000Z",
        scoreMin: 1,
        scoreMax: 10,
        questions: [
          {
            id: "recommendCompany",
            kind: "score",
            label: {
              en: "How likely are you to recommend the company as a place to work?",
              "pt-BR": "Qual a probabilidade de você recomendar a empresa como um lugar para trabalhar?",
              es: "¿Qué tan probable es que recomiendes la empresa como lugar de trabajo?",
            },
          },
          {
            id: "feltValued",
            kind: "yesNo",
            label: {
              en: "Did you feel valued?",
              "pt-BR": "Você se sentiu valorizado(a)?",
              es: "¿Te sentiste valorado(a)?",
            },
          },
        ],
      },
    ],
  },
);
export type PublicSurvey = Static<typeof PublicSurvey>;
export const SurveySubmitted = Type.Object({ answered: Type.Literal(true) }, { examples: [{ answered: true }] });

// --- the admin's side
export const AdminSurveyQuery = Type.Object(
  {
    /** The kind of termination the answers are about. @default the worker's termination type */
    type: Type.Optional(Type.String({ enum: [...TERMINATION_TYPES] })),
  },
  { additionalProperties: false },
);
export type AdminSurveyQuery = Static<typeof AdminSurveyQuery>;

export const SURVEY_SOURCES = ["worker", "admin"] as const;
export const SURVEY_STATUSES = ["pending", "answered"] as const;
export const TerminationSurvey = Type.Object(
  {
    id: Type.String(),
    workerId: Type.String(),
    terminationType: Type.String(),
    status: Type.String({ enum: [...SURVEY_STATUSES] }),
    /** Who gave the answers: the worker through the link, or an admin (exit interview). */
    source: Type.Optional(Type.String({ enum: [...SURVEY_SOURCES] })),
    answers: Type.Optional(SurveyAnswers),
    answeredAt: Type.Optional(Type.String({ format: "date-time" })),
    createdAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7ea10",
        workerId: "6650f1c2a9d3e4b5c6d7e915",
        terminationType: "voluntary",
        status: "answered",
        source: "admin",
        answers: {
          scores: { recommendCompany: 8, manager: 9, environment: 7, growth: 5, compensation: 6 },
          yesNo: { wouldReturn: true, hadTools: true, feltValued: false },
          comment: "Great team; I left for a role with more room to grow.",
        },
        answeredAt: "2026-11-20T15:10:00.000Z",
        createdAt: "2026-11-20T15:10:00.000Z",
      },
    ],
  },
);
export type TerminationSurvey = Static<typeof TerminationSurvey>;

export const SurveyResultsQuery = Type.Object(
  {
    type: Type.Optional(Type.String({ enum: [...TERMINATION_TYPES] })),
    /** Asked (link mailed or interview recorded) on or after this day (ISO date, UTC). */
    from: Type.Optional(Type.String({ format: "date" })),
    /** Asked on or before this day (ISO date, UTC). */
    to: Type.Optional(Type.String({ format: "date" })),
  },
  { additionalProperties: false },
);
export type SurveyResultsQuery = Static<typeof SurveyResultsQuery>;

const ScoreSummary = Type.Object({
  average: Type.Number(),
  /** How many answers gave 1, 2, ..., 10 (index 0 is score 1). */
  distribution: Type.Array(Type.Integer()),
});
/** Aggregated answers: never one person's (refused under 6 answers). */
export const SurveyResults = Type.Object(
  {
    /** Surveys sent or recorded in the period (pending ones included). */
    invited: Type.Integer(),
    answered: Type.Integer(),
    /** answered / invited, 0..1. */
    responseRate: Type.Number(),
    scores: Type.Record(Type.String(), ScoreSummary),
    yesNo: Type.Record(Type.String(), Type.Object({ yes: Type.Integer(), no: Type.Integer() })),
    comments: Type.Integer({ description: "How many answers left a comment (the texts are not listed)." }),
  },
  {
    examples: [
      {
        invited: 14,
        answered: 9,
        responseRate: 0.643,
        scores: {
          recommendCompany: { average: 7.2, distribution: [0, 0, 0, 1, 1, 1, 2, 2, 1, 1] },
          manager: { average: 7.8, distribution: [0, 0, 0, 0, 1, 1, 2, 2, 2, 1] },
          environment: { average: 7.4, distribution: [0, 0, 0, 1, 0, 2, 2, 2, 1, 1] },
          growth: { average: 5.6, distribution: [0, 1, 1, 1, 2, 1, 2, 1, 0, 0] },
          compensation: { average: 6.1, distribution: [0, 0, 1, 1, 2, 2, 1, 1, 1, 0] },
        },
        yesNo: { wouldReturn: { yes: 6, no: 3 }, hadTools: { yes: 8, no: 1 }, feltValued: { yes: 5, no: 4 } },
        comments: 4,
      },
    ],
  },
);
export type SurveyResults = Static<typeof SurveyResults>;
