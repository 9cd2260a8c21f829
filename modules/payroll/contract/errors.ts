import { errorEntry } from "../../../core/errors/catalogue.js";

/** The payroll module's error codes (en, pt-BR, es). */
export const payrollErrors = {
  PAYROLL_MONTH_INVALID: errorEntry(
    400,
    "Choose a valid month (YYYY-MM) that has already started.",
    "Escolha um mês válido (AAAA-MM) que já tenha começado.",
    "Elige un mes válido (AAAA-MM) que ya haya empezado.",
  ),
  PAYROLL_PERIOD_APPROVED: errorEntry(
    409,
    "This payroll period is already approved and can no longer change.",
    "Esta folha já foi aprovada e não pode mais ser alterada.",
    "Esta nómina ya fue aprobada y no puede cambiar.",
  ),
  PAYROLL_PERIOD_NOT_ENDED: errorEntry(
    409,
    "The month has not ended yet: its payroll cannot be approved.",
    "O mês ainda não terminou: a folha não pode ser aprovada.",
    "El mes aún no terminó: la nómina no puede aprobarse.",
  ),
  PAYROLL_UNREVIEWED: errorEntry(
    409,
    "Review every person of the period before approving it.",
    "Revise todas as pessoas do período antes de aprová-lo.",
    "Revisa a todas las personas del período antes de aprobarlo.",
  ),
  PAYROLL_PERSON_NOT_IN_PERIOD: errorEntry(
    400,
    "This person is not part of the period.",
    "Esta pessoa não faz parte do período.",
    "Esta persona no forma parte del período.",
  ),
  PAYROLL_JUSTIFICATION_REQUIRED: errorEntry(
    400,
    "Write why the salary changes (at least 10 characters).",
    "Escreva o motivo da alteração salarial (pelo menos 10 caracteres).",
    "Escribe por qué cambia el salario (al menos 10 caracteres).",
  ),
  PAYROLL_SALARY_UNCHANGED: errorEntry(
    400,
    "The new pay is the same as the current one.",
    "A nova remuneração é igual à atual.",
    "La nueva remuneración es igual a la actual.",
  ),
  PAYROLL_SALARY_CHANGED_MEANWHILE: errorEntry(
    409,
    "The salary was changed meanwhile; reload and try again.",
    "O salário foi alterado enquanto isso; recarregue e tente novamente.",
    "El salario cambió mientras tanto; recarga e inténtalo de nuevo.",
  ),
  PAYROLL_RECEIPT_NOT_PDF: errorEntry(
    400,
    "Send payslips as PDF files.",
    "Envie os holerites em PDF.",
    "Envía los recibos en PDF.",
  ),
  PAYROLL_RECEIPT_UNMATCHED: errorEntry(
    400,
    "A file or page could not be matched to a person of the company; nothing was stored.",
    "Um arquivo ou página não corresponde a uma pessoa da empresa; nada foi salvo.",
    "Un archivo o página no corresponde a una persona de la empresa; no se guardó nada.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof payrollErrors, true> {}
}
