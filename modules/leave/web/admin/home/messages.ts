import { type Locale } from "@web/kit/define";

export const en = {
  "leave.home.mineTitle": "My leave",
  "leave.home.balanceTitle": "Balance",
  "leave.home.daysLeft": "{count, plural, one {# day} other {# days}}",
  "leave.home.hoursLeft": "{count, plural, one {# hour} other {# hours}}",
  "leave.home.noBalance": "No balance yet. Your administrator grants it with the leave types.",
  "leave.home.upcomingTitle": "Upcoming and pending",
  "leave.home.noUpcoming": "Nothing planned. Time for a break?",
  "leave.home.pending": "Pending",
  "leave.home.approved": "Approved",
  "leave.home.request": "Request leave",
  "leave.home.myRequests": "My requests",
  "leave.home.range": "{start} to {end}",
  "leave.home.awayTitle": "Who is out",
  "leave.home.today": "Today",
  "leave.home.thisWeek": "Later this week",
  "leave.home.nobodyToday": "Everyone is in today.",
  "leave.home.nobodyWeek": "Nobody else is off this week.",
  "leave.home.until": "until {end}",
  "leave.home.someone": "A colleague",
  "leave.home.calendar": "Team calendar",
  "leave.home.holidaysTitle": "Upcoming holidays",
  "leave.home.noHolidays": "No holidays in the coming months.",
  "leave.home.allHolidays": "All holidays",
  "leave.home.overlapGroup":
    "{count, plural, =0 {Nobody else from {group} is off then.} one {# other from {group} is off then.} other {# others from {group} are off then.}}",
  "leave.home.overlapCompany":
    "{count, plural, =0 {Nobody else is off then.} one {# other person is off then.} other {# other people are off then.}}",
  "leave.home.calendarEmpty": "Nobody is away in these days.",
  "leave.home.approvalsEmpty": "All caught up: no request waits for your decision.",
  "leave.home.loading": "Loading…",
  "leave.home.error": "This could not be read. Try again later.",
} as const;

const ptBR: Record<keyof typeof en, string> = {
  "leave.home.mineTitle": "Minhas ausências",
  "leave.home.balanceTitle": "Saldo",
  "leave.home.daysLeft": "{count, plural, one {# dia} other {# dias}}",
  "leave.home.hoursLeft": "{count, plural, one {# hora} other {# horas}}",
  "leave.home.noBalance": "Ainda sem saldo. O administrador o concede com os tipos de ausência.",
  "leave.home.upcomingTitle": "Próximas e pendentes",
  "leave.home.noUpcoming": "Nada planejado. Que tal uma pausa?",
  "leave.home.pending": "Pendente",
  "leave.home.approved": "Aprovada",
  "leave.home.request": "Solicitar ausência",
  "leave.home.myRequests": "Minhas solicitações",
  "leave.home.range": "{start} a {end}",
  "leave.home.awayTitle": "Quem está fora",
  "leave.home.today": "Hoje",
  "leave.home.thisWeek": "Ainda nesta semana",
  "leave.home.nobodyToday": "Todos presentes hoje.",
  "leave.home.nobodyWeek": "Ninguém mais de folga nesta semana.",
  "leave.home.until": "até {end}",
  "leave.home.someone": "Um colega",
  "leave.home.calendar": "Calendário da equipe",
  "leave.home.holidaysTitle": "Próximos feriados",
  "leave.home.noHolidays": "Nenhum feriado nos próximos meses.",
  "leave.home.allHolidays": "Todos os feriados",
  "leave.home.overlapGroup":
    "{count, plural, =0 {Ninguém mais de {group} está fora nesses dias.} one {# outra pessoa de {group} está fora nesses dias.} other {# outras pessoas de {group} estão fora nesses dias.}}",
  "leave.home.overlapCompany":
    "{count, plural, =0 {Ninguém mais está fora nesses dias.} one {# outra pessoa está fora nesses dias.} other {# outras pessoas estão fora nesses dias.}}",
  "leave.home.calendarEmpty": "Ninguém está ausente nesses dias.",
  "leave.home.approvalsEmpty": "Tudo em dia: nenhuma solicitação aguarda sua decisão.",
  "leave.home.loading": "Carregando…",
  "leave.home.error": "Não foi possível ler. Tente mais tarde.",
};

const es: Record<keyof typeof en, string> = {
  "leave.home.mineTitle": "Mis ausencias",
  "leave.home.balanceTitle": "Saldo",
  "leave.home.daysLeft": "{count, plural, one {# día} other {# días}}",
  "leave.home.hoursLeft": "{count, plural, one {# hora} other {# horas}}",
  "leave.home.noBalance": "Aún sin saldo. Tu administrador lo asigna con los tipos de ausencia.",
  "leave.home.upcomingTitle": "Próximas y pendientes",
  "leave.home.noUpcoming": "Nada planificado. ¿Qué tal un descanso?",
  "leave.home.pending": "Pendiente",
  "leave.home.approved": "Aprobada",
  "leave.home.request": "Solicitar ausencia",
  "leave.home.myRequests": "Mis solicitudes",
  "leave.home.range": "{start} a {end}",
  "leave.home.awayTitle": "Quién está fuera",
  "leave.home.today": "Hoy",
  "leave.home.thisWeek": "Más adelante esta semana",
  "leave.home.nobodyToday": "Hoy están todos.",
  "leave.home.nobodyWeek": "Nadie más libre esta semana.",
  "leave.home.until": "hasta {end}",
  "leave.home.someone": "Un colega",
  "leave.home.calendar": "Calendario del equipo",
  "leave.home.holidaysTitle": "Próximos feriados",
  "leave.home.noHolidays": "No hay feriados en los próximos meses.",
  "leave.home.allHolidays": "Todos los feriados",
  "leave.home.overlapGroup":
    "{count, plural, =0 {Nadie más de {group} está fuera esos días.} one {# persona más de {group} está fuera esos días.} other {# personas más de {group} están fuera esos días.}}",
  "leave.home.overlapCompany":
    "{count, plural, =0 {Nadie más está fuera esos días.} one {# persona más está fuera esos días.} other {# personas más están fuera esos días.}}",
  "leave.home.calendarEmpty": "Nadie está ausente en estos días.",
  "leave.home.approvalsEmpty": "Todo al día: ninguna solicitud espera tu decisión.",
  "leave.home.loading": "Cargando…",
  "leave.home.error": "No se pudo leer. Inténtalo más tarde.",
};

/** The leave home cards' messages (`home.cards` slot, issue 12). */
export async function leaveHomeMessages(locale: Locale): Promise<Record<string, string>> {
  return locale === "pt-BR" ? ptBR : locale === "es" ? es : en;
}
