import { DAY_MS } from "../../../core/dates/calendar-days.js";
import { localized as t } from "../../../core/i18n/localized-text.js";
/**
 * Leave type packs (spec §2 /choose-pack, §9 "Leave type packs"; issue 5): ready-made statutory leave types per
 * country. Each entry cites the law it comes from. Where the figure depends on seniority or on an option the company
 * takes, the entry holds the base figure and says so in `note`. `uncertain: true` marks entries whose figure is not
 * settled by a federal/national statute (company policy, state law, or a figure the authors could not confirm): an
 * admin should review them before use. Nothing here is legal advice.
 */

export const PACK_IDS = ["ar", "br", "cl", "co", "mx", "pe", "py", "us"] as const;
export type PackId = (typeof PACK_IDS)[number];

export interface PackEntry {
  /** Stable within the pack: `<pack>.<key>` is the leave type's `packKey`. */
  key: string;
  title: { en: string; "pt-BR": string; es: string };
  color: string;
  unit: "days" | "hours";
  totalTime: number;
  paid: boolean;
  /** A balance the ledger tracks (vacation) rather than an event-based leave (bereavement). */
  tracked: boolean;
  workingDaysOnly?: boolean;
  accrual?: { kind: "yearly" | "monthly" | "anniversary" | "none"; minServiceMonths?: number; everyMonths?: number };
  sale?: { allowed: boolean; maxTime?: number };
  legalBasis: string;
  uncertain?: boolean;
  note?: string;
}

const VACATION = t("Vacation", "Férias", "Vacaciones");
const MATERNITY = t("Maternity leave", "Licença-maternidade", "Licencia por maternidad");
const PATERNITY = t("Paternity leave", "Licença-paternidade", "Licencia por paternidad");
const MARRIAGE = t("Marriage leave", "Licença casamento (gala)", "Licencia por matrimonio");
const BEREAVEMENT = t("Bereavement leave", "Licença nojo (luto)", "Licencia por duelo");
const MEDICAL = t("Medical leave", "Licença médica", "Licencia médica");
const BLOOD = t("Blood donation", "Doação de sangue", "Donación de sangre");
const STUDY = t("Study / exam leave", "Licença para provas", "Licencia por examen");

const vacation = (days: number, legalBasis: string, extra: Partial<PackEntry> = {}): PackEntry => ({
  key: "vacation",
  title: VACATION,
  color: "#2e7d32",
  unit: "days",
  totalTime: days * DAY_MS,
  paid: true,
  tracked: true,
  accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
  legalBasis,
  ...extra,
});
const event = (
  key: string,
  title: PackEntry["title"],
  days: number,
  legalBasis: string,
  extra: Partial<PackEntry> = {},
): PackEntry => ({
  key,
  title,
  color: "#6a1b9a",
  unit: "days",
  totalTime: days * DAY_MS,
  paid: true,
  tracked: false,
  legalBasis,
  ...extra,
});

export const LEAVE_PACKS: Record<PackId, PackEntry[]> = {
  br: [
    vacation(30, "CLT art. 130 (30 calendar days per 12-month acquisition period), art. 134", {
      sale: { allowed: true, maxTime: 10 * DAY_MS },
      note: "Reduced with unjustified absences (art. 130 I-IV); 1/3 may be sold as abono pecuniário (art. 143).",
    }),
    event("maternity", MATERNITY, 120, "CF art. 7 XVIII; CLT art. 392", {
      color: "#ad1457",
      note: "180 days at companies in the Empresa Cidadã programme (Lei 11.770/2008).",
    }),
    event("paternity", PATERNITY, 5, "ADCT art. 10 §1", {
      color: "#1565c0",
      note: "20 days at companies in the Empresa Cidadã programme (Lei 11.770/2008 as amended by Lei 13.257/2016).",
    }),
    event("marriage", MARRIAGE, 3, "CLT art. 473 II (gala: 3 consecutive days)"),
    event("bereavement", BEREAVEMENT, 2, "CLT art. 473 I (nojo: 2 consecutive days)", { color: "#424242" }),
    event("blood-donation", BLOOD, 1, "CLT art. 473 IV (1 day per 12 months of work)", {
      tracked: true,
      accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
      color: "#c62828",
    }),
    event("medical", MEDICAL, 15, "Lei 8.213/1991 art. 60 §3 (employer pays the first 15 days; then INSS)", {
      color: "#ef6c00",
    }),
    event(
      "voter-registration",
      t("Voter registration", "Alistamento eleitoral", "Empadronamiento electoral"),
      2,
      "CLT art. 473 V (up to 2 days)",
    ),
    event("university-exam", STUDY, 1, "CLT art. 473 VII (days of university entrance exams)", {
      note: "As many days as the exams take; 1 day per request by default.",
    }),
    event("court", t("Court appearance", "Comparecimento em juízo", "Comparecencia judicial"), 1, "CLT art. 473 VIII", {
      note: "The time needed to appear in court.",
    }),
    event(
      "prenatal-companion",
      t("Prenatal appointments (partner)", "Acompanhar consultas pré-natais", "Acompañar controles prenatales"),
      2,
      "CLT art. 473 X (up to 2 days)",
    ),
    event(
      "child-medical",
      t("Child's medical appointment", "Consulta médica do filho", "Consulta médica del hijo"),
      1,
      "CLT art. 473 XI (1 day per year, child up to 6 years)",
      {
        tracked: true,
        accrual: { kind: "yearly" },
      },
    ),
    event(
      "cancer-screening",
      t("Cancer screening", "Exames preventivos de câncer", "Exámenes preventivos de cáncer"),
      3,
      "CLT art. 473 XII (up to 3 days per 12 months; Lei 13.767/2018)",
      {
        tracked: true,
        accrual: { kind: "anniversary", everyMonths: 12 },
      },
    ),
  ],
  us: [
    event(
      "fmla",
      t("FMLA leave", "Licença FMLA", "Licencia FMLA"),
      60,
      "FMLA, 29 U.S.C. § 2612 (12 workweeks in 12 months, unpaid)",
      {
        paid: false,
        workingDaysOnly: true,
        tracked: true,
        accrual: { kind: "yearly" },
        note: "Covered employers (50+ employees) and eligible employees only; 12 workweeks counted as 60 working days.",
      },
    ),
    event(
      "military",
      t("Military leave", "Licença militar", "Licencia militar"),
      0,
      "USERRA, 38 U.S.C. §§ 4301-4335 (job protection, unpaid)",
      {
        paid: false,
        note: "Up to 5 years cumulative service; no fixed per-request length.",
      },
    ),
    event(
      "jury-duty",
      t("Jury duty", "Júri", "Servicio de jurado"),
      0,
      "28 U.S.C. § 1875 (federal jury service, job protection; unpaid under federal law)",
      {
        paid: false,
        note: "Pay, if any, is set by state law.",
      },
    ),
    vacation(10, "No federal statute (FLSA requires none): company policy", {
      uncertain: true,
      accrual: { kind: "yearly" },
      note: "Figure is a placeholder for the company's policy.",
    }),
    event(
      "sick",
      MEDICAL,
      5,
      "No general federal statute; state and local laws vary (federal contractors: EO 13706, 56 h/year)",
      {
        uncertain: true,
        tracked: true,
        accrual: { kind: "yearly" },
      },
    ),
    event(
      "bereavement",
      BEREAVEMENT,
      3,
      "No federal statute: company policy (a few states, e.g. Oregon, Illinois, require it)",
      {
        uncertain: true,
      },
    ),
  ],
  ar: [
    vacation(14, "Ley 20.744 (LCT) art. 150", {
      accrual: { kind: "yearly" },
      note: "14 days under 5 years of service, 21 from 5, 28 from 10, 35 from 20 (calendar days).",
    }),
    event("maternity", MATERNITY, 90, "Ley 20.744 art. 177", { color: "#ad1457" }),
    event("paternity", PATERNITY, 2, "Ley 20.744 art. 158 a)", { color: "#1565c0" }),
    event("marriage", MARRIAGE, 10, "Ley 20.744 art. 158 b)"),
    event("bereavement", BEREAVEMENT, 3, "Ley 20.744 art. 158 c) (spouse, child or parent; 1 day for a sibling, d))"),
    event("exam", STUDY, 2, "Ley 20.744 art. 158 e) (2 days per exam, up to 10 per year)", {
      tracked: true,
      accrual: { kind: "yearly" },
      totalTime: 10 * DAY_MS,
    }),
  ],
  cl: [
    vacation(15, "Código del Trabajo art. 67 (15 working days after one year)", { workingDaysOnly: true }),
    event("maternity", MATERNITY, 126, "Código del Trabajo art. 195 (6 weeks before and 12 after birth)", {
      color: "#ad1457",
      note: "Plus the postnatal parental leave of art. 197 bis.",
    }),
    event("paternity", PATERNITY, 5, "Código del Trabajo art. 195 (5 days)", { color: "#1565c0" }),
    event("marriage", MARRIAGE, 5, "Código del Trabajo art. 207 bis (5 working days)", { workingDaysOnly: true }),
    event("bereavement", BEREAVEMENT, 7, "Código del Trabajo art. 66", {
      uncertain: true,
      note: "Days depend on the relative (child, spouse, parent); check the current text of art. 66.",
    }),
  ],
  co: [
    vacation(15, "Código Sustantivo del Trabajo art. 186 (15 working days per year)", {
      workingDaysOnly: true,
      accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
    }),
    event("maternity", MATERNITY, 126, "CST art. 236 (18 weeks, Ley 1822 de 2017)", { color: "#ad1457" }),
    event("paternity", PATERNITY, 14, "CST art. 236 parágrafo 2 (2 weeks, Ley 2114 de 2021)", { color: "#1565c0" }),
    event("bereavement", BEREAVEMENT, 5, "Ley 1280 de 2009 (5 working days)", { workingDaysOnly: true }),
  ],
  mx: [
    vacation(12, "Ley Federal del Trabajo art. 76 (reform of 2023)", {
      workingDaysOnly: true,
      note: "12 days the first year, +2 per year up to 20 in the fifth, then +2 every 5 years.",
    }),
    event("maternity", MATERNITY, 84, "Ley Federal del Trabajo art. 170 II (6 weeks before and 6 after birth)", {
      color: "#ad1457",
    }),
    event("paternity", PATERNITY, 5, "Ley Federal del Trabajo art. 132 XXVII Bis (5 working days)", {
      color: "#1565c0",
      workingDaysOnly: true,
    }),
  ],
  pe: [
    vacation(30, "Decreto Legislativo 713 art. 10 (30 calendar days per year of service)", {
      accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
    }),
    event("maternity", MATERNITY, 98, "Ley 26644 (as amended by Ley 30367: 98 days)", { color: "#ad1457" }),
    event("paternity", PATERNITY, 10, "Ley 29409 (as amended by Ley 30807: 10 consecutive days)", {
      color: "#1565c0",
    }),
  ],
  py: [
    vacation(12, "Código del Trabajo (Ley 213/93) art. 218", {
      workingDaysOnly: true,
      note: "12 working days up to 5 years of service, 18 from 5 to 10, 30 over 10.",
    }),
    event("maternity", MATERNITY, 126, "Ley 5508/2015 (18 weeks)", { color: "#ad1457" }),
    event("paternity", PATERNITY, 14, "Ley 5508/2015 (2 weeks)", { color: "#1565c0" }),
    event("bereavement", BEREAVEMENT, 3, "Código del Trabajo art. 65", {
      uncertain: true,
      note: "Figure not confirmed by the authors: review before use.",
    }),
  ],
};
