import { isValidCNPJ } from "@brazilian-utils/brazilian-utils";
import { digitsOf } from "@web/kit";

/** A Brazilian company number as people type it. */
export const CNPJ_MASK = "##.###.###/####-##";

/** Spec §5 "Brazilian company number: valid" (the server checks the same digits). */
export function isCnpj(text: string): boolean {
  return isValidCNPJ(digitsOf(text));
}
