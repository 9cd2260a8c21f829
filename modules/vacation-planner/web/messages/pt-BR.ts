import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "vacation-planner.nav": "Planejador de férias",
  "vacation-planner.title": "Planejador de férias",
  "vacation-planner.hint":
    "Planeje as férias da equipe para um ano: quem está fora a cada dia, a cobertura por departamento em relação ao mínimo que você define e avisos onde ela cai.",
  "vacation-planner.year": "Ano",
  "vacation-planner.department": "Departamento",
  "vacation-planner.departmentShort":
    "{name} ({n, plural, one {# dia abaixo do mínimo} other {# dias abaixo do mínimo}})",
  "vacation-planner.loading": "Carregando o plano…",
  "vacation-planner.noDepartments":
    "Ainda não há departamentos. Cadastre departamentos e suas pessoas para planejar a cobertura.",

  // --- equipe mínima
  "vacation-planner.staffing.title": "Equipe de {name}",
  "vacation-planner.staffing.headcount": "Pessoas",
  "vacation-planner.staffing.shortDays": "Dias úteis abaixo do mínimo",
  "vacation-planner.staffing.label": "Mínimo presente",
  "vacation-planner.staffing.description":
    "Pessoas que precisam estar trabalhando em um dia útil, de {headcount}. 0 significa sem mínimo.",
  "vacation-planner.staffing.save": "Salvar mínimo",
  "vacation-planner.staffing.saved": "Equipe mínima salva: {n, plural, one {# pessoa} other {# pessoas}}.",
  "vacation-planner.staffing.cleared": "Equipe mínima removida.",
  "vacation-planner.staffing.invalid": "Digite um número inteiro de 0 a {max}.",

  // --- avisos
  "vacation-planner.warnings.title": "Avisos",
  "vacation-planner.warnings.noMinimum":
    "Defina uma equipe mínima para ser avisado onde a cobertura ficar abaixo dela.",
  "vacation-planner.warnings.none": "A cobertura fica no mínimo de {minimum} ou acima o ano todo.",
  "vacation-planner.warnings.item":
    "{dates}: {days, plural, one {# dia útil} other {# dias úteis}} abaixo do mínimo (apenas {lowest} presentes, mínimo {minimum})",
  "vacation-planner.warnings.show": "Quem está fora",
  "vacation-planner.warnings.showOf": "Quem está fora em {date}",

  // --- a faixa de cobertura
  "vacation-planner.coverage.title": "Cobertura",
  "vacation-planner.coverage.hint":
    "Pessoas presentes em cada dia. Escolha um dia para ver quem está fora, aqui ou no campo de dia abaixo.",
  "vacation-planner.strip.caption": "Pessoas presentes em {name}, {year}",
  "vacation-planner.strip.month": "Mês",
  "vacation-planner.strip.titleOpen":
    "{date}: {present} de {scheduled} presentes, {away} fora, {minimum, plural, =0 {sem mínimo} other {mínimo #}}",
  "vacation-planner.strip.titleShort":
    "{date}: {present} de {scheduled} presentes, {away} fora, mínimo {minimum}: abaixo do mínimo",
  "vacation-planner.strip.titleClosed": "{date}: ninguém escalado ({away} fora)",
  "vacation-planner.strip.titleHoliday": "{date}: feriado, {holiday} ({away} fora)",
  "vacation-planner.strip.closed": "fechado",
  "vacation-planner.strip.short": "abaixo do mínimo",
  "vacation-planner.strip.legendPresent": "pessoas presentes",
  "vacation-planner.strip.legendShort": "abaixo do mínimo",
  "vacation-planner.strip.legendClosed": "ninguém escalado (fim de semana, feriado)",

  // --- o dia escolhido
  "vacation-planner.day.title": "Quem está fora em {date}",
  "vacation-planner.day.field": "Dia",
  "vacation-planner.day.fieldHint": "Um dia de {year}.",
  "vacation-planner.day.holiday": "Feriado: {holiday}. Ninguém está escalado.",
  "vacation-planner.day.closed": "Ninguém está escalado neste dia.",
  "vacation-planner.day.open":
    "{present} de {scheduled} pessoas escaladas presentes ({minimum, plural, =0 {sem mínimo} other {mínimo #}}).",
  "vacation-planner.day.short":
    "Abaixo do mínimo: {present} de {scheduled} pessoas escaladas presentes, mínimo {minimum}.",
  "vacation-planner.day.nobody": "Ninguém está fora.",

  // --- pessoas, licenças e itens do plano
  "vacation-planner.people.title": "Pessoas",
  "vacation-planner.people.none": "Ainda ninguém trabalha neste departamento.",
  "vacation-planner.people.noAbsences": "Nada planejado neste ano.",
  "vacation-planner.people.leave": "Licença: {status}",
  "vacation-planner.people.plan": "Planejada",
  "vacation-planner.people.request": "Solicitação: {status}",
  "vacation-planner.people.unknownType": "Tipo de licença removido",
  "vacation-planner.people.addEntry": "Planejar uma ausência",
  "vacation-planner.people.personContext": "para {name}",
  "vacation-planner.people.createRequest": "Criar solicitação",
  "vacation-planner.people.requestContext": "para {name}, {dates}",
  "vacation-planner.people.requested": "Solicitação de licença criada ({status}).",
  "vacation-planner.people.alreadyRequested": "Este item do plano já tem uma solicitação ({status}).",
  "vacation-planner.people.planContext": "o plano de {name}, {dates}",
  "vacation-planner.people.remove": "Remover",
  "vacation-planner.people.removeTitle": "Remover do plano",
  "vacation-planner.people.removeText": "Remover o plano de {name} para {dates}?",
  "vacation-planner.people.removeKeepsRequest": "A solicitação de licença feita a partir dele continua como está.",
  "vacation-planner.people.removed": "Removido do plano.",
  "vacation-planner.people.keep": "Manter",
  "vacation-planner.status.pending": "pendente",
  "vacation-planner.status.approved": "aprovada",
  "vacation-planner.status.approved-payroll": "enviada para a folha",
  "vacation-planner.status.denied": "negada",
  "vacation-planner.status.canceled": "cancelada",

  // --- a janela do item do plano
  "vacation-planner.entry.addTitle": "Planejar uma ausência",
  "vacation-planner.entry.editTitle": "Alterar o plano de {name}",
  "vacation-planner.entry.person": "Pessoa",
  "vacation-planner.entry.type": "Tipo de licença",
  "vacation-planner.entry.noTypes": "A empresa ainda não tem um tipo de licença contado em dias.",
  "vacation-planner.entry.start": "Primeiro dia",
  "vacation-planner.entry.end": "Último dia",
  "vacation-planner.entry.endHint": "Incluído. Vazio: um único dia.",
  "vacation-planner.entry.note": "Observação (opcional)",
  "vacation-planner.entry.add": "Adicionar ao plano",
  "vacation-planner.entry.added": "Adicionado ao plano.",
  "vacation-planner.entry.changed": "Plano alterado.",
  "vacation-planner.entry.endBeforeStart": "O último dia deve ser igual ou posterior ao primeiro.",
};
