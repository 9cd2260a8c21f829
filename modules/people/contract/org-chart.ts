import { Type, type Static } from "typebox";
import { Avatar } from "./images.js";
import { WORKER_STATUSES } from "./workers.js";

/**
 * The org chart (spec §1 "org chart", §2 the org chart route: admin, revisor) and its report (spec §7
 * POST /companies/{companyId}/report and its excel variant). The tree follows `referenceWorkerId` (the supervisor)
 * over live, non-terminated workers; a worker without a supervisor, or whose supervisor is terminated or removed, is
 * a root. Isomorphic: schemas only.
 */
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const OrgChartQuery = Type.Object(
  {
    /** Only this worker's part of the tree (they become the single root). */
    rootWorkerId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type OrgChartQuery = Static<typeof OrgChartQuery>;

/** One person of the chart; names of role, department and office are resolved. */
export const OrgChartNode = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lastName: Type.Optional(Type.String()),
  nickname: Type.Optional(Type.String()),
  roleId: Type.Optional(Type.String()),
  role: Type.Optional(Type.String()),
  departmentId: Type.Optional(Type.String()),
  department: Type.Optional(Type.String()),
  officeId: Type.Optional(Type.String()),
  office: Type.Optional(Type.String()),
  avatar: Type.Optional(Avatar),
  /** The supervisor in this chart; null for a root. */
  parentId: Type.Union([Type.String(), Type.Null()]),
  /** 0 for a root. */
  depth: Type.Integer(),
  /** Direct reports' ids, by name. */
  children: Type.Array(Type.String()),
  directReports: Type.Integer(),
  /** Everyone below, at any depth. */
  totalReports: Type.Integer(),
});
export type OrgChartNode = Static<typeof OrgChartNode>;

/**
 * The tree as a flat list in depth-first order (each node right before its reports, siblings by name), so a page
 * renders it top to bottom and a 10,000-person company does not answer a 10,000-level nested document. `roots` are
 * the top nodes' ids, by name.
 */
export const OrgChart = Type.Object(
  {
    total: Type.Integer(),
    roots: Type.Array(Type.String()),
    nodes: Type.Array(OrgChartNode),
  },
  {
    examples: [
      {
        total: 6,
        roots: ["6650f1c2a9d3e4b5c6d7e902"],
        nodes: [
          {
            id: "6650f1c2a9d3e4b5c6d7e902",
            name: "Marina",
            lastName: "Alves",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "CTO",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: null,
            depth: 0,
            children: ["6650f1c2a9d3e4b5c6d7e901", "6650f1c2a9d3e4b5c6d7e90b"],
            directReports: 2,
            totalReports: 5,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e901",
            name: "Ana",
            lastName: "Lima",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "Team lead",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: "6650f1c2a9d3e4b5c6d7e902",
            depth: 1,
            children: ["6650f1c2a9d3e4b5c6d7e907", "6650f1c2a9d3e4b5c6d7e905", "6650f1c2a9d3e4b5c6d7e909"],
            directReports: 3,
            totalReports: 3,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e907",
            name: "Anderson",
            lastName: "Costa",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "Software engineer",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: "6650f1c2a9d3e4b5c6d7e901",
            depth: 2,
            children: [],
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e905",
            name: "Bruno",
            lastName: "Souza",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "Software engineer",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: "6650f1c2a9d3e4b5c6d7e901",
            depth: 2,
            children: [],
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e909",
            name: "Júlia",
            lastName: "Ramos",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "QA analyst",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: "6650f1c2a9d3e4b5c6d7e901",
            depth: 2,
            children: [],
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e90b",
            name: "Pedro",
            lastName: "Nunes",
            roleId: "6650f1c2a9d3e4b5c6d7e830",
            role: "Site reliability engineer",
            departmentId: "6650f1c2a9d3e4b5c6d7e810",
            department: "Engineering",
            officeId: "6650f1c2a9d3e4b5c6d7e820",
            office: "São Paulo HQ",
            parentId: "6650f1c2a9d3e4b5c6d7e902",
            depth: 1,
            children: [],
            directReports: 0,
            totalReports: 0,
          },
        ],
      },
    ],
  },
);
export type OrgChart = Static<typeof OrgChart>;

// --- the report
export const ReportFilters = Type.Object(
  {
    departmentId: Type.Optional(Id),
    officeId: Type.Optional(Id),
    roleId: Type.Optional(Id),
    /** @default "active" */
    status: Type.Optional(Type.String({ enum: [...WORKER_STATUSES] })),
    /** A supervisor's team: their direct reports... */
    supervisorId: Type.Optional(Id),
    /** ...or, with this, everyone below them. @default false */
    includeIndirect: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ReportFilters = Static<typeof ReportFilters>;

export const ReportRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lastName: Type.Optional(Type.String()),
  email: Type.String(),
  status: Type.String(),
  role: Type.Optional(Type.String()),
  department: Type.Optional(Type.String()),
  office: Type.Optional(Type.String()),
  supervisorId: Type.Optional(Type.String()),
  supervisor: Type.Optional(Type.String()),
  startDateAtCompany: Type.Optional(Type.String()),
  /** Position in the chart (0 = top); absent for terminated workers, who are not in it. */
  depth: Type.Optional(Type.Integer()),
  directReports: Type.Integer(),
  totalReports: Type.Integer(),
});
export type ReportRow = Static<typeof ReportRow>;

/** The rows of a report; refused (REPORT_MIN_WORKERS) when they would be fewer than 6 (spec §5, §9). */
export const Report = Type.Object(
  { total: Type.Integer(), rows: Type.Array(ReportRow) },
  {
    examples: [
      {
        total: 6,
        rows: [
          {
            id: "6650f1c2a9d3e4b5c6d7e902",
            name: "Marina",
            lastName: "Alves",
            email: "marina.alves@acme.com.br",
            status: "active",
            role: "CTO",
            department: "Engineering",
            office: "São Paulo HQ",
            startDateAtCompany: "2019-03-01",
            depth: 0,
            directReports: 2,
            totalReports: 5,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e901",
            name: "Ana",
            lastName: "Lima",
            email: "ana.lima@acme.com.br",
            status: "active",
            role: "Team lead",
            department: "Engineering",
            office: "São Paulo HQ",
            supervisorId: "6650f1c2a9d3e4b5c6d7e902",
            supervisor: "Marina Alves",
            startDateAtCompany: "2022-02-01",
            depth: 1,
            directReports: 3,
            totalReports: 3,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e905",
            name: "Bruno",
            lastName: "Souza",
            email: "bruno.souza@acme.com.br",
            status: "active",
            role: "Software engineer",
            department: "Engineering",
            office: "São Paulo HQ",
            supervisorId: "6650f1c2a9d3e4b5c6d7e901",
            supervisor: "Ana Lima",
            startDateAtCompany: "2023-05-15",
            depth: 2,
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e907",
            name: "Anderson",
            lastName: "Costa",
            email: "anderson.costa@acme.com.br",
            status: "active",
            role: "Software engineer",
            department: "Engineering",
            office: "São Paulo HQ",
            supervisorId: "6650f1c2a9d3e4b5c6d7e901",
            supervisor: "Ana Lima",
            startDateAtCompany: "2024-01-08",
            depth: 2,
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e909",
            name: "Júlia",
            lastName: "Ramos",
            email: "julia.ramos@acme.com.br",
            status: "active",
            role: "QA analyst",
            department: "Engineering",
            office: "São Paulo HQ",
            supervisorId: "6650f1c2a9d3e4b5c6d7e901",
            supervisor: "Ana Lima",
            startDateAtCompany: "2023-09-04",
            depth: 2,
            directReports: 0,
            totalReports: 0,
          },
          {
            id: "6650f1c2a9d3e4b5c6d7e90b",
            name: "Pedro",
            lastName: "Nunes",
            email: "pedro.nunes@acme.com.br",
            status: "active",
            role: "Site reliability engineer",
            department: "Engineering",
            office: "São Paulo HQ",
            supervisorId: "6650f1c2a9d3e4b5c6d7e902",
            supervisor: "Marina Alves",
            startDateAtCompany: "2021-11-16",
            depth: 1,
            directReports: 0,
            totalReports: 0,
          },
        ],
      },
    ],
  },
);
export type Report = Static<typeof Report>;

/** Column titles of the Excel report, per language, in column order. */
export const REPORT_COLUMNS = [
  ["name", { en: "Name", "pt-BR": "Nome", es: "Nombre" }],
  ["lastName", { en: "Last name", "pt-BR": "Sobrenome", es: "Apellido" }],
  ["email", { en: "Email", "pt-BR": "E-mail", es: "Correo" }],
  ["role", { en: "Role", "pt-BR": "Cargo", es: "Cargo" }],
  ["department", { en: "Department", "pt-BR": "Departamento", es: "Departamento" }],
  ["office", { en: "Office", "pt-BR": "Escritório", es: "Oficina" }],
  ["supervisor", { en: "Supervisor", "pt-BR": "Supervisor", es: "Supervisor" }],
  ["status", { en: "Status", "pt-BR": "Situação", es: "Estado" }],
  ["startDateAtCompany", { en: "Start date", "pt-BR": "Data de admissão", es: "Fecha de ingreso" }],
  ["depth", { en: "Level", "pt-BR": "Nível", es: "Nivel" }],
  ["directReports", { en: "Direct reports", "pt-BR": "Liderados diretos", es: "Reportes directos" }],
  ["totalReports", { en: "Total reports", "pt-BR": "Total de liderados", es: "Total de reportes" }],
] as const satisfies ReadonlyArray<readonly [keyof ReportRow, { en: string; "pt-BR": string; es: string }]>;
