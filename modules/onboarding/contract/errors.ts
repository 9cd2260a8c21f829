import { errorEntry } from "../../../core/errors/catalogue.js";

/**
 * The onboarding module's error codes, with their HTTP status and messages in en, pt-BR and es. Its contract merges
 * them into the one catalogue.
 */
export const onboardingErrors = {
  ONBOARDING_NOT_IN_ONBOARDING: errorEntry(
    404,
    "This person is not in onboarding.",
    "Esta pessoa não está em integração.",
    "Esta persona no está en incorporación.",
  ),
  ONBOARDING_COMPLETED: errorEntry(
    409,
    "This onboarding is completed and can no longer change.",
    "Esta integração foi concluída e não pode mais mudar.",
    "Esta incorporación está completa y ya no puede cambiar.",
  ),
  ONBOARDING_REQUIREMENT_UNKNOWN: errorEntry(
    400,
    "The company does not ask for this document.",
    "A empresa não pede este documento.",
    "La empresa no pide este documento.",
  ),
  ONBOARDING_DOCUMENT_TYPE: errorEntry(
    415,
    "Send a PDF, PNG or JPEG file.",
    "Envie um arquivo PDF, PNG ou JPEG.",
    "Envía un archivo PDF, PNG o JPEG.",
  ),
  ONBOARDING_DOCUMENT_ACCEPTED: errorEntry(
    409,
    "This document was already accepted.",
    "Este documento já foi aceito.",
    "Este documento ya fue aceptado.",
  ),
  ONBOARDING_DOCUMENT_NOT_IN_REVIEW: errorEntry(
    409,
    "Only a document waiting for review can be accepted or returned.",
    "Só um documento aguardando análise pode ser aceito ou devolvido.",
    "Solo un documento en espera de revisión puede aceptarse o devolverse.",
  ),
  ONBOARDING_CONTRACTS_OFF: errorEntry(
    409,
    "The company does not use contract terms.",
    "A empresa não usa termos de contrato.",
    "La empresa no usa términos de contrato.",
  ),
  ONBOARDING_CONTRACT_NO_TEMPLATE: errorEntry(
    409,
    "The company has no contract template yet.",
    "A empresa ainda não tem modelo de contrato.",
    "La empresa aún no tiene plantilla de contrato.",
  ),
  ONBOARDING_CONTRACT_SIGNED: errorEntry(
    409,
    "The contract terms are already signed.",
    "Os termos do contrato já foram assinados.",
    "Los términos del contrato ya están firmados.",
  ),
  ONBOARDING_CONTRACT_CHANGED: errorEntry(
    409,
    "The contract changed since you opened it. Read it again before signing.",
    "O contrato mudou desde que você o abriu. Leia-o novamente antes de assinar.",
    "El contrato cambió desde que lo abriste. Léelo de nuevo antes de firmar.",
  ),
  ONBOARDING_PROFILE_INCOMPLETE: errorEntry(
    409,
    "Complete your profile before signing the contract.",
    "Complete seu perfil antes de assinar o contrato.",
    "Completa tu perfil antes de firmar el contrato.",
  ),
  ONBOARDING_ZIP_EMPTY: errorEntry(
    409,
    "This person has no onboarding documents to download.",
    "Esta pessoa não tem documentos de integração para baixar.",
    "Esta persona no tiene documentos de incorporación para descargar.",
  ),
  ONBOARDING_ZIP_NOT_READY: errorEntry(
    409,
    "The zip file is not ready yet.",
    "O arquivo zip ainda não está pronto.",
    "El archivo zip aún no está listo.",
  ),
} as const;

// types `new AppError("ONBOARDING_...")` (core/errors/catalogue.ts ModuleErrorCodes)
declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof onboardingErrors, true> {}
}
