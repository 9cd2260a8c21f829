import { errorEntry } from "../../../core/errors/catalogue.js";

/** The hiring module's error codes (en, pt-BR, es); merged into the one catalogue by its contract. */
export const hiringErrors = {
  HIRING_TRANSITION: errorEntry(
    409,
    "This position can no longer do that (it changed meanwhile).",
    "Esta vaga não permite mais isso (ela mudou nesse meio tempo).",
    "Esta vacante ya no permite eso (cambió mientras tanto).",
  ),
  HIRING_NOT_REVISOR: errorEntry(
    403,
    "Only the company's hiring revisors approve positions.",
    "Apenas os revisores de contratação da empresa aprovam vagas.",
    "Solo los revisores de contratación de la empresa aprueban vacantes.",
  ),
  HIRING_ALREADY_DECIDED: errorEntry(
    409,
    "You have already approved this position.",
    "Você já aprovou esta vaga.",
    "Ya aprobaste esta vacante.",
  ),
  HIRING_REPLACEMENT_REQUIRED: errorEntry(
    400,
    "A replacement names the person who left.",
    "Uma substituição indica a pessoa que saiu.",
    "Un reemplazo indica a la persona que se fue.",
  ),
  HIRING_REVISOR_INVALID: errorEntry(
    400,
    "Hiring revisors must be administrators or managers of the company.",
    "Os revisores de contratação devem ser administradores ou gestores da empresa.",
    "Los revisores de contratación deben ser administradores o gerentes de la empresa.",
  ),
  HIRING_STAGE_MOVE: errorEntry(
    409,
    "The candidate cannot move to that stage from where they are.",
    "O candidato não pode ir para essa etapa a partir da atual.",
    "El candidato no puede pasar a esa etapa desde la actual.",
  ),
  HIRING_NOT_OPEN: errorEntry(
    409,
    "The position is not open.",
    "A vaga não está aberta.",
    "La vacante no está abierta.",
  ),
  HIRING_HIRE_NEEDS_OFFER: errorEntry(
    409,
    "Make the candidate an offer before hiring them.",
    "Faça uma proposta ao candidato antes de contratá-lo.",
    "Haz una oferta al candidato antes de contratarlo.",
  ),
  HIRING_CLOSE_BEFORE_START: errorEntry(
    400,
    "The close date cannot be before the opening date.",
    "A data de encerramento não pode ser anterior à de abertura.",
    "La fecha de cierre no puede ser anterior a la de apertura.",
  ),
  HIRING_FILE_TYPE: errorEntry(
    400,
    "Only PDF, PNG or JPG files can be attached to a candidate.",
    "Só arquivos PDF, PNG ou JPG podem ser anexados a um candidato.",
    "Solo se pueden adjuntar archivos PDF, PNG o JPG a un candidato.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof hiringErrors, true> {}
}
