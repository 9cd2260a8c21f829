import ExcelJS from "exceljs";
import type { Locale } from "../../../core/i18n/locale.js";
import { localized as l, type LocalizedText } from "../../../core/i18n/localized-text.js";
import { type DictionaryId, dictionaryLabel } from "../../people/contract/dictionaries.js";
import { SURVEY_QUESTIONS } from "../../people/contract/termination-survey.js";
import { type Diversity, type Growth, MERGED_GROUP, type SurveyFigures, type Surveys } from "../contract/index.js";

/** Column and sheet titles of the exports, in the three languages. */
const T = {
  months: l("Months", "Meses", "Meses"),
  month: l("Month", "Mês", "Mes"),
  headcount: l("Headcount", "Colaboradores", "Colaboradores"),
  hires: l("Hires", "Admissões", "Contrataciones"),
  terminations: l("Terminations", "Desligamentos", "Desvinculaciones"),
  voluntary: l("Voluntary", "Voluntários", "Voluntarias"),
  involuntary: l("Involuntary", "Involuntários", "Involuntarias"),
  others: l("Others", "Outros", "Otros"),
  turnover: l("Turnover (%)", "Rotatividade (%)", "Rotación (%)"),
  seniority: l("Seniority", "Tempo de casa", "Antigüedad"),
  years: l("Years at the company", "Anos na empresa", "Años en la empresa"),
  people: l("People", "Pessoas", "Personas"),
  group: l("Group", "Grupo", "Grupo"),
  groups: l("Groups", "Grupos", "Grupos"),
  merged: l("Smaller groups together", "Grupos menores juntos", "Grupos menores juntos"),
  none: l("Not set", "Não informado", "Sin informar"),
  hidden: l(
    "Not shown (groups under 6)",
    "Não exibidos (grupos com menos de 6)",
    "No mostrados (grupos de menos de 6)",
  ),
  answered: l("Answered", "Responderam", "Respondieron"),
  breakdown: l("Breakdown", "Detalhamento", "Desglose"),
  leader: l("Leaders", "Líderes", "Líderes"),
  team: l("Team members", "Membros de equipe", "Miembros del equipo"),
  from: l("From", "De", "Desde"),
  to: l("To", "Até", "Hasta"),
  enps: l("eNPS", "eNPS", "eNPS"),
  promoters: l("Promoters (9-10)", "Promotores (9-10)", "Promotores (9-10)"),
  passives: l("Passives (7-8)", "Neutros (7-8)", "Pasivos (7-8)"),
  detractors: l("Detractors (1-6)", "Detratores (1-6)", "Detractores (1-6)"),
  overTime: l("Over time", "Ao longo do tempo", "En el tiempo"),
  byType: l("By termination type", "Por tipo de desligamento", "Por tipo de desvinculación"),
  summary: l("Summary", "Resumo", "Resumen"),
  invited: l("Invited", "Convidados", "Invitados"),
  responseRate: l("Response rate (%)", "Taxa de resposta (%)", "Tasa de respuesta (%)"),
  comments: l("Comments", "Comentários", "Comentarios"),
  yes: l("yes", "sim", "sí"),
  no: l("no", "não", "no"),
  average: l("average", "média", "promedio"),
  type: l("Termination type", "Tipo de desligamento", "Tipo de desvinculación"),
} satisfies Record<string, LocalizedText>;

type Cell = string | number;
interface Sheet {
  name: string;
  header: string[];
  rows: Cell[][];
}

/** A cell a spreadsheet would run as a formula is written as text. */
const safe = (v: Cell): Cell => (typeof v === "string" && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

async function workbook(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Workforce";
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
    ws.addRow(sheet.header).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row.map(safe));
    ws.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 16));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A group key as people read it: a dictionary label, a name, or the merged / not-set words. */
function groupLabel(key: string, locale: Locale, dictionary?: DictionaryId, name?: string): string {
  if (key === MERGED_GROUP) return T.merged[locale];
  if (key === "none") return T.none[locale];
  if (key === "leader" || key === "team") return T[key][locale];
  if (name) return name;
  return dictionary ? dictionaryLabel(dictionary, key, locale) : key;
}

export async function growthWorkbook(growth: Growth, locale: Locale): Promise<Buffer> {
  const sheets: Sheet[] = [
    {
      name: T.months[locale],
      header: [T.month, T.headcount, T.hires, T.terminations, T.voluntary, T.involuntary, T.others, T.turnover].map(
        (t) => t[locale],
      ),
      rows: growth.months.map((m) => [
        m.month,
        m.headcount,
        m.hires,
        m.terminations,
        m.voluntary,
        m.involuntary,
        m.others,
        m.turnover,
      ]),
    },
    {
      name: T.seniority[locale],
      header: [T.years[locale], T.people[locale]],
      rows: growth.seniority.map((g) => [groupLabel(g.key, locale), g.count]),
    },
  ];
  if (growth.groups.length > 0)
    sheets.push({
      name: T.groups[locale],
      header: [T.group, T.headcount, T.hires, T.terminations].map((t) => t[locale]),
      rows: growth.groups.map((g) => [
        groupLabel(g.key, locale, undefined, g.name),
        g.headcount,
        g.hires,
        g.terminations,
      ]),
    });
  return workbook(sheets);
}

export async function diversityWorkbook(diversity: Diversity, locale: Locale): Promise<Buffer> {
  const dictionary = diversity.dimension === "ageGroup" ? undefined : (diversity.dimension as DictionaryId);
  const rows: Cell[][] = diversity.groups.map((g) => [groupLabel(g.key, locale, dictionary), g.count]);
  if (diversity.hidden > 0) rows.push([T.hidden[locale], diversity.hidden]);
  rows.push([T.answered[locale], diversity.answered]);
  const sheets: Sheet[] = [{ name: T.groups[locale], header: [T.group[locale], T.people[locale]], rows }];
  if (diversity.breakdown.length > 0)
    sheets.push({
      name: T.breakdown[locale],
      header: [T.breakdown[locale], T.group[locale], T.people[locale]],
      rows: diversity.breakdown.flatMap((b) =>
        b.groups.map((g) => [
          groupLabel(b.key, locale, undefined, b.name),
          groupLabel(g.key, locale, dictionary),
          g.count,
        ]),
      ),
    });
  return workbook(sheets);
}

/** The figures' columns: answered, eNPS and its parts, each score's average, each yes/no question's yes and no. */
function figureHeader(locale: Locale): string[] {
  return [
    T.answered[locale],
    T.enps[locale],
    T.promoters[locale],
    T.passives[locale],
    T.detractors[locale],
    ...SURVEY_QUESTIONS.flatMap((q) =>
      q.kind === "score"
        ? [`${q.label[locale]} (${T.average[locale]})`]
        : [`${q.label[locale]} (${T.yes[locale]})`, `${q.label[locale]} (${T.no[locale]})`],
    ),
  ];
}

function figureCells(f: SurveyFigures): Cell[] {
  return [
    f.answered,
    f.enps.score,
    f.enps.promoters,
    f.enps.passives,
    f.enps.detractors,
    ...SURVEY_QUESTIONS.flatMap((q) =>
      q.kind === "score" ? [f.averages[q.id] ?? 0] : [f.yesNo[q.id]?.yes ?? 0, f.yesNo[q.id]?.no ?? 0],
    ),
  ];
}

export async function surveysWorkbook(surveys: Surveys, locale: Locale): Promise<Buffer> {
  return workbook([
    {
      name: T.summary[locale],
      header: [T.from, T.to, T.invited, T.responseRate, T.comments].map((t) => t[locale]).concat(figureHeader(locale)),
      rows: [
        [
          surveys.from,
          surveys.to,
          surveys.invited,
          Math.round(surveys.responseRate * 1000) / 10,
          surveys.comments,
          ...figureCells(surveys.overall),
        ],
      ],
    },
    {
      name: T.overTime[locale],
      header: [T.from[locale], T.to[locale], ...figureHeader(locale)],
      rows: surveys.periods.map((p) => [p.from, p.to, ...figureCells(p)]),
    },
    {
      name: T.byType[locale],
      header: [T.type[locale], ...figureHeader(locale)],
      rows: surveys.byType.map((g) => [groupLabel(g.key, locale, "terminationType"), ...figureCells(g)]),
    },
  ]);
}
