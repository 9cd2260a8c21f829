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
  headcount: Type.Integer(),
  hires: Type.Integer(),
  terminations: Type.Integer(),
});

export const Growth = Type.Object({
  from: Type.String(),
  to: Type.String(),
  by: Type.String(),
  months: Type.Array(GrowthMonth),
  /** Tenure of the people active at the range's end (0-1, 2-4, 5+ years); groups under 6 merged. */
  seniority: Type.Array(GroupCount),
  /** Per department or office (by != company): groups under 6 people merged into `merged`. */
  groups: Type.Array(GrowthGroup),
});
export type Growth = Static<typeof Growth>;

export const DiversityQuery = Type.Object({
  dimension: Type.String({ enum: [...DIVERSITY_DIMENSIONS] }),
  by: Type.Optional(Type.String({ enum: ["company", "department"], default: "company" })),
});

export const Diversity = Type.Object({
  dimension: Type.String(),
  /** Active people who answered the question (the only ones counted). */
  answered: Type.Integer(),
  /** Groups of 6 or more; smaller ones merged into `merged` when that reaches 6, hidden otherwise. */
  groups: Type.Array(GroupCount),
  /** How many people fall in groups left out (under 6 even merged). */
  hidden: Type.Integer(),
  /** Per department (by = department): departments of 6 or more answers only. */
  departments: Type.Array(
    Type.Object({ key: Type.String(), answered: Type.Integer(), groups: Type.Array(GroupCount) }),
  ),
});
export type Diversity = Static<typeof Diversity>;

export const permissions = {
  growth: "analytics.growth.read",
  growthDetail: "analytics.growth.detail",
  diversity: "analytics.diversity.read",
} as const;

export const analyticsContract = defineContract({
  id: "analytics",
  permissions: {
    [permissions.growth]: ["admin", "revisor", "requester"],
    [permissions.growthDetail]: ["admin", "revisor"],
    [permissions.diversity]: ["admin", "revisor"],
  },
  errors: analyticsErrors,
  events: {},
});
