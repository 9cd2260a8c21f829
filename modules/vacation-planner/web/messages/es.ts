import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "vacation-planner.nav": "Planificador de vacaciones",
  "vacation-planner.title": "Planificador de vacaciones",
  "vacation-planner.hint":
    "Planifica las vacaciones del equipo para un año: quién falta cada día, la cobertura por departamento frente al mínimo que defines y avisos donde baja.",
  "vacation-planner.year": "Año",
  "vacation-planner.department": "Departamento",
  "vacation-planner.departmentShort": "{name} ({n, plural, one {# día bajo el mínimo} other {# días bajo el mínimo}})",
  "vacation-planner.loading": "Cargando el plan…",
  "vacation-planner.noDepartments":
    "Todavía no hay departamentos. Agrega departamentos y sus personas para planificar la cobertura.",

  // --- dotación mínima
  "vacation-planner.staffing.title": "Dotación de {name}",
  "vacation-planner.staffing.headcount": "Personas",
  "vacation-planner.staffing.shortDays": "Días laborables bajo el mínimo",
  "vacation-planner.staffing.label": "Mínimo presente",
  "vacation-planner.staffing.description":
    "Personas que deben estar trabajando en un día laborable, de {headcount}. 0 significa sin mínimo.",
  "vacation-planner.staffing.save": "Guardar mínimo",
  "vacation-planner.staffing.saved": "Dotación mínima guardada: {n, plural, one {# persona} other {# personas}}.",
  "vacation-planner.staffing.cleared": "Dotación mínima eliminada.",
  "vacation-planner.staffing.invalid": "Escribe un número entero de 0 a {max}.",

  // --- avisos
  "vacation-planner.warnings.title": "Avisos",
  "vacation-planner.warnings.noMinimum":
    "Define una dotación mínima para recibir avisos donde la cobertura baje de ella.",
  "vacation-planner.warnings.none": "La cobertura se mantiene en el mínimo de {minimum} o más todo el año.",
  "vacation-planner.warnings.item":
    "{dates}: {days, plural, one {# día laborable} other {# días laborables}} bajo el mínimo (solo {lowest} presentes, mínimo {minimum})",
  "vacation-planner.warnings.show": "Quién falta",
  "vacation-planner.warnings.showOf": "Quién falta el {date}",

  // --- la franja de cobertura
  "vacation-planner.coverage.title": "Cobertura",
  "vacation-planner.coverage.hint":
    "Personas presentes cada día. Elige un día para ver quién falta, aquí o con el campo de día de abajo.",
  "vacation-planner.strip.caption": "Personas presentes en {name}, {year}",
  "vacation-planner.strip.month": "Mes",
  "vacation-planner.strip.titleOpen":
    "{date}: {present} de {scheduled} presentes, {away} fuera, {minimum, plural, =0 {sin mínimo} other {mínimo #}}",
  "vacation-planner.strip.titleShort":
    "{date}: {present} de {scheduled} presentes, {away} fuera, mínimo {minimum}: bajo el mínimo",
  "vacation-planner.strip.titleClosed": "{date}: nadie programado ({away} fuera)",
  "vacation-planner.strip.titleHoliday": "{date}: feriado, {holiday} ({away} fuera)",
  "vacation-planner.strip.closed": "cerrado",
  "vacation-planner.strip.short": "bajo el mínimo",
  "vacation-planner.strip.legendPresent": "personas presentes",
  "vacation-planner.strip.legendShort": "bajo el mínimo",
  "vacation-planner.strip.legendClosed": "nadie programado (fin de semana, feriado)",

  // --- el día elegido
  "vacation-planner.day.title": "Quién falta el {date}",
  "vacation-planner.day.field": "Día",
  "vacation-planner.day.fieldHint": "Un día de {year}.",
  "vacation-planner.day.holiday": "Feriado: {holiday}. Nadie está programado.",
  "vacation-planner.day.closed": "Nadie está programado este día.",
  "vacation-planner.day.open":
    "{present} de {scheduled} personas programadas presentes ({minimum, plural, =0 {sin mínimo} other {mínimo #}}).",
  "vacation-planner.day.short":
    "Bajo el mínimo: {present} de {scheduled} personas programadas presentes, mínimo {minimum}.",
  "vacation-planner.day.nobody": "Nadie falta.",

  // --- personas, licencias y entradas del plan
  "vacation-planner.people.title": "Personas",
  "vacation-planner.people.none": "Todavía nadie trabaja en este departamento.",
  "vacation-planner.people.noAbsences": "Nada planificado este año.",
  "vacation-planner.people.leave": "Licencia: {status}",
  "vacation-planner.people.plan": "Planificada",
  "vacation-planner.people.request": "Solicitud: {status}",
  "vacation-planner.people.unknownType": "Tipo de licencia eliminado",
  "vacation-planner.people.addEntry": "Planificar una ausencia",
  "vacation-planner.people.personContext": "para {name}",
  "vacation-planner.people.createRequest": "Crear solicitud",
  "vacation-planner.people.requestContext": "para {name}, {dates}",
  "vacation-planner.people.requested": "Solicitud de licencia creada ({status}).",
  "vacation-planner.people.alreadyRequested": "Esta entrada del plan ya tiene una solicitud ({status}).",
  "vacation-planner.people.planContext": "el plan de {name}, {dates}",
  "vacation-planner.people.remove": "Quitar",
  "vacation-planner.people.removeTitle": "Quitar del plan",
  "vacation-planner.people.removeText": "¿Quitar el plan de {name} para {dates}?",
  "vacation-planner.people.removeKeepsRequest": "La solicitud de licencia hecha a partir de él sigue como está.",
  "vacation-planner.people.removed": "Quitado del plan.",
  "vacation-planner.people.keep": "Mantener",
  "vacation-planner.status.pending": "pendiente",
  "vacation-planner.status.approved": "aprobada",
  "vacation-planner.status.approved-payroll": "enviada a nómina",
  "vacation-planner.status.denied": "denegada",
  "vacation-planner.status.canceled": "cancelada",

  // --- el diálogo de la entrada del plan
  "vacation-planner.entry.addTitle": "Planificar una ausencia",
  "vacation-planner.entry.editTitle": "Cambiar el plan de {name}",
  "vacation-planner.entry.person": "Persona",
  "vacation-planner.entry.type": "Tipo de licencia",
  "vacation-planner.entry.noTypes": "La empresa todavía no tiene un tipo de licencia contado en días.",
  "vacation-planner.entry.start": "Primer día",
  "vacation-planner.entry.end": "Último día",
  "vacation-planner.entry.endHint": "Incluido. Vacío: un solo día.",
  "vacation-planner.entry.note": "Nota (opcional)",
  "vacation-planner.entry.add": "Agregar al plan",
  "vacation-planner.entry.added": "Agregado al plan.",
  "vacation-planner.entry.changed": "Plan cambiado.",
  "vacation-planner.entry.endBeforeStart": "El último día debe ser igual o posterior al primero.",
};
