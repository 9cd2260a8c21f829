import { Type, type Static } from "typebox";

/**
 * The small org chart widget (modules/people/widget/org-chart.ts): the company's structure as its public cards show it
 * (name, role, picture), the top three levels. Isomorphic: schemas only.
 */
export const OrgChartWidgetKeyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

/** The levels the widget shows: the top of the chart and two levels below it. */
export const ORG_CHART_WIDGET_DEPTH = 3;
/** At most this many people (a compact chart, not the directory). */
export const ORG_CHART_WIDGET_MAX = 150;

export const OrgChartWidget = Type.Object(
  {
    /** Active people in the whole chart. */
    total: Type.Integer(),
    /** Depth-first (each person right before their reports, siblings by name), the top levels only. */
    nodes: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        role: Type.Optional(Type.String()),
        parentId: Type.Union([Type.String(), Type.Null()]),
        depth: Type.Integer(),
        /** Everyone below, at any depth (also those beyond the levels shown). */
        totalReports: Type.Integer(),
        /** The person has a picture (`GET /api/widgets/people/avatars/:workerId`). */
        photo: Type.Boolean(),
      }),
    ),
  },
  {
    description: "The top of the company's org chart: names, roles and whether a picture exists.",
    examples: [
      {
        total: 42,
        nodes: [
          {
            id: "6650f1c2a9d3e4b5c6d7e8fa",
            name: "Marina Costa",
            role: "CEO",
            parentId: null,
            depth: 0,
            totalReports: 41,
            photo: true,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e8fb",
            name: "Rafael Lima",
            role: "CTO",
            parentId: "6650f1c2a9d3e4b5c6d7e8fa",
            depth: 1,
            totalReports: 12,
            photo: false,
          },
        ],
      },
    ],
  },
);
export type OrgChartWidget = Static<typeof OrgChartWidget>;

export const OrgChartAvatarParams = Type.Object({ workerId: Type.String({ minLength: 1, maxLength: 64 }) });
