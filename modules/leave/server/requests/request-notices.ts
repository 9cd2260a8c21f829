import type { ServiceContext } from "../../../../core/context.js";
import { memberNames } from "../../../../core/auth/users.service.js";
import { type Locale, LOCALES } from "../../../../core/i18n/locale.js";
import type { LocalizedText } from "../../../../core/i18n/localized-text.js";
import { dateFormatOf } from "../../../../core/validation/validators.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { inUnit, type LeaveStatus } from "../../contract/index.js";
import { LeaveTypeModel } from "../types/types.model.js";
import type { WorkerDirectory } from "../workers-directory.js";

/** What a leave notice needs from the request. */
export interface NoticeRequest {
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  /** A half day of an hours-unit type: the notice names it beside its times. */
  halfDay?: "morning" | "afternoon";
  amount: number;
}

/** A notice's texts and where it leads (core/notifications' `notify` input, less the recipients and type). */
export interface LeaveNotice {
  title: LocalizedText;
  body: LocalizedText;
  link: string;
}

/** Spec §9: the company's date format, day/month/year except us (year-month-day). */
export function companyDate(isoDay: string, countryId: string | undefined): string {
  const [year, month, day] = isoDay.split("-");
  return dateFormatOf(countryId ?? "") === "YYYY-MM-DD" ? isoDay : `${day}/${month}/${year}`;
}

const UNITS: Record<Locale, Record<"days" | "hours", [one: string, many: string]>> = {
  en: { days: ["day", "days"], hours: ["hour", "hours"] },
  "pt-BR": { days: ["dia", "dias"], hours: ["hora", "horas"] },
  es: { days: ["día", "días"], hours: ["hora", "horas"] },
};

function amountText(ms: number, unit: string, locale: Locale): string {
  const value = inUnit(ms, unit);
  const words = UNITS[locale][unit === "hours" ? "hours" : "days"];
  return `${new Intl.NumberFormat(locale).format(value)} ${value === 1 ? words[0] : words[1]}`;
}

/** "from 03/03/2027 to 05/03/2027", "on 03/03/2027" or "on 03/03/2027, 09:00–11:00", in the locale's words. */
function whenText(r: NoticeRequest, countryId: string | undefined, locale: Locale): string {
  const start = companyDate(r.startDate, countryId);
  const end = companyDate(r.endDate, countryId);
  const half = r.halfDay ? HALF_DAY_WORDS[locale][r.halfDay] : "";
  const times = r.startTime && r.endTime ? `, ${half ? `${half}, ` : ""}${r.startTime}–${r.endTime}` : "";
  if (r.startDate !== r.endDate)
    return { en: `from ${start} to ${end}`, "pt-BR": `de ${start} a ${end}`, es: `del ${start} al ${end}` }[locale];
  return { en: `on ${start}${times}`, "pt-BR": `em ${start}${times}`, es: `el ${start}${times}` }[locale];
}

const HALF_DAY_WORDS: Record<Locale, Record<"morning" | "afternoon", string>> = {
  en: { morning: "morning", afternoon: "afternoon" },
  "pt-BR": { morning: "manhã", afternoon: "tarde" },
  es: { morning: "mañana", afternoon: "tarde" },
};

type Facts = { name: string; type: string; amount: string; when: string };

/** Per status: the notice's words in each language, from the facts in that language. */
const WORDS: Record<LeaveStatus, Record<Locale, (f: Facts) => { title: string; body: string }>> = {
  // to the approver of the current step (issue 12: "an approver's to /approvals")
  pending: {
    en: (f) => ({
      title: `${f.name} asked for leave`,
      body: `${f.name} asked for ${f.type}: ${f.amount} ${f.when}. Review the request in Approvals.`,
    }),
    "pt-BR": (f) => ({
      title: `${f.name} pediu uma ausência`,
      body: `${f.name} pediu ${f.type}: ${f.amount} ${f.when}. Analise a solicitação em Aprovações.`,
    }),
    es: (f) => ({
      title: `${f.name} pidió una ausencia`,
      body: `${f.name} pidió ${f.type}: ${f.amount} ${f.when}. Revisa la solicitud en Aprobaciones.`,
    }),
  },
  approved: {
    en: (f) => ({
      title: "Leave request approved",
      body: `Your ${f.type} request (${f.amount} ${f.when}) was approved.`,
    }),
    "pt-BR": (f) => ({
      title: "Solicitação aprovada",
      body: `Sua solicitação de ${f.type} (${f.amount} ${f.when}) foi aprovada.`,
    }),
    es: (f) => ({
      title: "Solicitud aprobada",
      body: `Tu solicitud de ${f.type} (${f.amount} ${f.when}) fue aprobada.`,
    }),
  },
  "approved-payroll": {
    en: (f) => ({
      title: "Leave sent to payroll",
      body: `Your ${f.type} (${f.amount} ${f.when}) was sent to payroll.`,
    }),
    "pt-BR": (f) => ({
      title: "Licença enviada para a folha",
      body: `Sua ${f.type} (${f.amount} ${f.when}) foi enviada para a folha.`,
    }),
    es: (f) => ({
      title: "Licencia enviada a nómina",
      body: `Tu ${f.type} (${f.amount} ${f.when}) fue enviada a nómina.`,
    }),
  },
  denied: {
    en: (f) => ({
      title: "Leave request denied",
      body: `Your ${f.type} request (${f.amount} ${f.when}) was denied.`,
    }),
    "pt-BR": (f) => ({
      title: "Solicitação negada",
      body: `Sua solicitação de ${f.type} (${f.amount} ${f.when}) foi negada.`,
    }),
    es: (f) => ({
      title: "Solicitud denegada",
      body: `Tu solicitud de ${f.type} (${f.amount} ${f.when}) fue denegada.`,
    }),
  },
  canceled: {
    en: (f) => ({
      title: "Leave request canceled",
      body: `The ${f.type} request of ${f.name} (${f.amount} ${f.when}) was canceled.`,
    }),
    "pt-BR": (f) => ({
      title: "Solicitação cancelada",
      body: `A solicitação de ${f.type} de ${f.name} (${f.amount} ${f.when}) foi cancelada.`,
    }),
    es: (f) => ({
      title: "Solicitud cancelada",
      body: `La solicitud de ${f.type} de ${f.name} (${f.amount} ${f.when}) fue cancelada.`,
    }),
  },
};

/**
 * The notice of a leave request reaching `status` (issue 12 "Mails"): who (the requester's name), what (the leave
 * type in each language, the days or hours), when (the company's date format), and the page it leads to: approvers
 * to /approvals, the requester to /my-requests.
 */
export async function leaveNotice(
  ctx: ServiceContext,
  options: { workers: WorkerDirectory },
  request: NoticeRequest,
  status: LeaveStatus,
): Promise<LeaveNotice> {
  const [worker, type] = await Promise.all([
    options.workers.byUserId(ctx, request.userId),
    scoped(ctx, LeaveTypeModel).findById(request.leaveTypeId, { withDeleted: true }),
  ]);
  const name =
    worker?.name ?? (await memberNames(ctx.companyId, [request.userId])).get(request.userId) ?? request.userId;
  const countryId = ctx.tenant?.countryId;
  const title: Partial<LocalizedText> = {};
  const body: Partial<LocalizedText> = {};
  for (const locale of LOCALES) {
    const words = WORDS[status][locale]({
      name,
      type: (type?.title as LocalizedText | undefined)?.[locale] ?? type?.title?.en ?? "",
      amount: amountText(request.amount, type?.unit ?? "days", locale),
      when: whenText(request, countryId, locale),
    });
    title[locale] = words.title;
    body[locale] = words.body;
  }
  return {
    title: title as LocalizedText,
    body: body as LocalizedText,
    link: status === "pending" ? "/approvals" : "/my-requests",
  };
}
