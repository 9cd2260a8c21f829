/**
 * Input masks in the tokens of the people custom-field contract (`#` a digit, `S`/`A`/`a` a letter, `N`/`X`/`x` a letter or
 * digit, `\` makes the next character literal, anything else stands for itself): the zipcode (`##### - ###` for br,
 * spec §5), phones and dates of the company's country, and company-defined text fields.
 */
const TOKENS: Record<string, RegExp> = {
  "#": /^\d$/,
  S: /^\p{L}$/u,
  A: /^\p{L}$/u,
  a: /^\p{L}$/u,
  N: /^[\p{L}\d]$/u,
  X: /^[\p{L}\d]$/u,
  x: /^[\p{L}\d]$/u,
};

/**
 * Formats typed text with a mask: characters that fit no slot are dropped, literals are put in as the text grows
 * (never trailing beyond what was typed), so deleting works one character at a time.
 * @example applyMask("01310100", "##### - ###") // "01310 - 100"
 */
export function applyMask(value: string, mask: string): string {
  const chars = [...value];
  let out = "";
  let i = 0;
  for (let m = 0; m < mask.length && i < chars.length; m++) {
    let token = mask[m]!;
    let literal = false;
    if (token === "\\" && m + 1 < mask.length) {
      token = mask[++m]!;
      literal = true;
    }
    const rule = literal ? undefined : TOKENS[token];
    if (rule) {
      while (i < chars.length && !rule.test(chars[i]!)) i++;
      if (i >= chars.length) break;
      out += chars[i++];
    } else {
      out += token;
      if (chars[i] === token) i++;
    }
  }
  return out;
}

/** How many characters a complete value of the mask has. */
export function maskLength(mask: string): number {
  return mask.replace(/\\(.)/g, "$1").length;
}

/** Whether a masked value is complete (every slot filled). */
export function isMaskComplete(value: string, mask: string): boolean {
  return value.length === maskLength(mask) && applyMask(value, mask) === value;
}

/** Only the digits of a text. */
export const digitsOf = (text: string): string => text.replace(/\D/g, "");
