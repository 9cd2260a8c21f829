import { Type, type Static } from "typebox";
import { defineContract } from "../../../core/modules/contract.js";
import { analyticsErrors } from "./errors.js";

export { analyticsErrors } from "./errors.js";

/**
 * People analytics (issue 16): growth (headcount over time, hires, terminations, turnover, tenure groups, by
 * department or office) and diversity (spec §3 dictionaries, age groups), always over groups of 6 people or more
 * (spec §5 "Filters that would return fewer than 6 workers are refused"; core/reports/minimum-group.ts).
 */
export const GROWTH_BY = ["company", "department", "office"] as const;
export const DIVERSITY_DIMENSIONS = [
  "gender",
  "race",
  "disability",
  "sexualOrientation",
  "educationLevel",
  "ageGroup",
] as const;
export type DiversityDimension = (typeof DIVERSITY_DIMENSIONS)[number];
export const AGE_GROUPS = ["18-24", "25-39", "40-64", "65+"] as const;
export const SENIORITY_GROUPS = ["0-1", "2-4", "5+"] as const;
/** The bucket groups under 6 people are merged into. */
export const MERGED_GROUP = "merged";

const Month = Type.String({ pattern: "^\\d{4}-\\d{2}$" });

export const GrowthQuery = Type.Object({
  from: Month,
  to: Month,
  by: Type.Optional(Type.String({ enum: [...GROWTH_BY], default: "company" })),
});

export const GrowthMonth = Type.Object({
  month: Type.String(),
  /** Active people on the month's last day. */
  headcount: Type.Integer(),
  hires: Type.Integer(),
  terminations: Type.Integer(),
  voluntary: Type.Integer(),
  involuntary: Type.Integer(),
  others: Type.Integer(),
  /** Terminations over the average of the headcounts at the month's start and end, in percent (one decimal). */
  turnover: Type.Number(),
});

/** A count that may be shown (6 or more), or a group left out because it is smaller. */
export const GroupCount = Type.Object({ key: Type.String(), count: Type.Integer() });

export const GrowthGroup = Type.Object({
  key: Type.String(),
  /** The department's or office's name (absent for `merged` and `none`). */
  name: Type.Optional(Type.String()),
  headcount: Type.Integer(),
  hires: Type.Integer(),
  terminations: Type.Integer(),
});

export const Growth = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    by: Type.String(),
    months: Type.Array(GrowthMonth),
    /** Tenure of the people active at the range's end (0-1, 2-4, 5+ years); groups under 6 merged. */
    seniority: Type.Array(GroupCount),
    /** Per department or office (by != company): groups under 6 people merged into `merged`. */
    groups: Type.Array(GrowthGroup),
  },
  {
    examples: [
      {
        from: "2026-09",
        to: "2026-10",
        by: "department",
        months: [
          {
            month: "2026-09",
            headcount: 46,
            hires: 3,
            terminations: 1,
            voluntary: 1,
            involuntary: 0,
            others: 0,
            turnover: 2.2,
          },
          {
            month: "2026-10",
            headcount: 47,
            hires: 2,
            terminations: 1,
            voluntary: 0,
            involuntary: 1,
            others: 0,
            turnover: 2.2,
          },
        ],
        seniority: [
          { key: "0-1", count: 14 },
          { key: "2-4", count: 21 },
          { key: "5+", count: 12 },
        ],
        groups: [
          { key: "6761a0009b1e4a0012ab0001", name: "Customer Service", headcount: 22, hires: 3, terminations: 1 },
          { key: "6761a0009b1e4a0012ab0002", name: "Operations", headcount: 18, hires: 2, terminations: 1 },
          { key: "merged", headcount: 7, hires: 0, terminations: 0 },
        ],
      },
    ],
  },
);
export type Growth = Static<typeof Growth>;

/**
 * `level`: leaders (people someone active reports to: spec §6 "revisor, treated as a leader") and team members (the
 * others), from the supervisor chain (`referenceWorkerId`).
 */
export const DIVERSITY_BY = ["company", "department", "level"] as const;
export const PERSON_LEVELS = ["leader", "team"] as const;

export const DiversityQuery = Type.Object({
  dimension: Type.String({ enum: [...DIVERSITY_DIMENSIONS] }),
  by: Type.Optional(Type.String({ enum: [...DIVERSITY_BY], default: "company" })),
});

export const Diversity = Type.Object(
  {
    dimension: Type.String(),
    /** Active people who answered the question (the only ones counted). */
    answered: Type.Integer(),
    /** Groups of 6 or more; smaller ones merged into `merged` when that reaches 6, hidden otherwise. */
    groups: Type.Array(GroupCount),
    /** How many people fall in groups left out (under 6 even merged). */
    hidden: Type.Integer(),
    /** Per department or level (`by`): only those with 6 answers or more, each with its groups under the same rule. */
    breakdown: Type.Array(
      Type.Object({
        key: Type.String(),
        name: Type.Optional(Type.String()),
        answered: Type.Integer(),
        groups: Type.Array(GroupCount),
      }),
    ),
  },
  {
    examples: [
      {
        dimension: "ageGroup",
        answered: 45,
        groups: [
          { key: "25-39", count: 24 },
          { key: "40-64", count: 14 },
          { key: "merged", count: 7 },
        ],
        hidden: 0,
        breakdown: [
          {
            key: "6761a0009b1e4a0012ab0001",
            name: "Customer Service",
            answered: 21,
            groups: [
              { key: "25-39", count: 13 },
              { key: "merged", count: 8 },
            ],
          },
        ],
      },
    ],
  },
);
export type Diversity = Static<typeof Diversity>;

/**
 * The termination-survey dashboard (spec §9 "scores 1 to 10, plus yes/no"), over the surveys asked in a range of
 * months (people.surveyAnswers). eNPS-style on "recommend the company": promoters 9-10, passives 7-8, detractors 1-6,
 * score = % promoters - % detractors.
 */
export const ENPS_PROMOTER_MIN = 9;
export const ENPS_PASSIVE_MIN = 7;

export const SurveysQuery = Type.Object({ from: Month, to: Month });

const figures = {
  answered: Type.Integer(),
  enps: Type.Object({
    score: Type.Integer(),
    promoters: Type.Integer(),
    passives: Type.Integer(),
    detractors: Type.Integer(),
  }),
  /** Average score per question id (two decimals). */
  averages: Type.Record(Type.String(), Type.Number()),
  /** Yes and no counts per question id. */
  yesNo: Type.Record(Type.String(), Type.Object({ yes: Type.Integer(), no: Type.Integer() })),
};
export const SurveyFigures = Type.Object(figures);
export type SurveyFigures = Static<typeof SurveyFigures>;

const figuresExample = {
  answered: 12,
  enps: { score: 17, promoters: 5, passives: 4, detractors: 3 },
  averages: { recommendCompany: 7.83, manager: 7.25, environment: 7.92, growth: 6.17, compensation: 5.83 },
  yesNo: { wouldReturn: { yes: 8, no: 4 }, hadTools: { yes: 10, no: 2 }, feltValued: { yes: 7, no: 5 } },
};
const surveysExample = {
  from: "2026-01",
  to: "2026-10",
  invited: 15,
  responseRate: 0.8,
  comments: 6,
  overall: figuresExample,
  distributions: { recommendCompany: [0, 0, 1, 0, 1, 1, 0, 4, 2, 3] },
  periods: [
    {
      ...figuresExample,
      from: "2026-01",
      to: "2026-05",
      answered: 6,
      enps: { score: 17, promoters: 3, passives: 1, detractors: 2 },
      yesNo: { wouldReturn: { yes: 4, no: 2 }, hadTools: { yes: 5, no: 1 }, feltValued: { yes: 3, no: 3 } },
    },
    {
      ...figuresExample,
      from: "2026-06",
      to: "2026-10",
      answered: 6,
      enps: { score: 17, promoters: 2, passives: 3, detractors: 1 },
      yesNo: { wouldReturn: { yes: 4, no: 2 }, hadTools: { yes: 5, no: 1 }, feltValued: { yes: 4, no: 2 } },
    },
  ],
  byType: [{ ...figuresExample, key: "merged" }],
};

export const Surveys = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    /** Surveys sent or recorded in the range (pending ones included). */
    invited: Type.Integer(),
    /** answered / invited, 0..1 (three decimals). */
    responseRate: Type.Number(),
    /** How many answers left a comment (the texts stay in people). */
    comments: Type.Integer(),
    overall: SurveyFigures,
    /** How many answers gave 1..10 per score question (index 0 is score 1). */
    distributions: Type.Record(Type.String(), Type.Array(Type.Integer())),
    /**
     * Over time: consecutive months joined until they hold 6 answers or more (a remainder joins the last span), so no
     * span describes fewer than 6 people. `from` and `to` are months (equal for a single month).
     */
    periods: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), ...figures })),
    /**
     * By termination type: types under 6 answers merged into `merged`; when those stay under 6 together, the smallest
     * type shown joins them (nothing is hidden, so no type can be worked out from the total).
     */
    byType: Type.Array(Type.Object({ key: Type.String(), ...figures })),
  },
  { examples: [surveysExample] },
);
export type Surveys = Static<typeof Surveys>;

/** `GET /analytics/<dashboard>/export`: the dashboard's tables as an Excel workbook, titles in the caller's language. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const permissions = {
  growth: "analytics.growth.read",
  growthDetail: "analytics.growth.detail",
  diversity: "analytics.diversity.read",
  surveys: "analytics.surveys.read",
} as const;

export const analyticsContract = defineContract({
  id: "analytics",
  permissions: {
    [permissions.growth]: ["admin", "revisor", "requester"],
    [permissions.growthDetail]: ["admin", "revisor"],
    [permissions.diversity]: ["admin", "revisor"],
    [permissions.surveys]: ["admin", "revisor"],
  },
  errors: analyticsErrors,
  events: {},
});
