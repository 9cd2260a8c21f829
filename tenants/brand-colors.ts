/**
 * Brand colour arithmetic (issue 18): the server refuses a company colour no text can read on, and the mails and the
 * branding read pick the text colour for it. The same WCAG 2 formulas as web/src/kit/colors.ts (the web app's copy).
 */

/** The text colours a brand colour may carry: white, or the near-black the app uses. */
export const LIGHT_TEXT = "#ffffff";
export const DARK_TEXT = "#1b1b1b";
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** WCAG relative luminance of `#rrggbb`; undefined for anything else. */
export function luminanceOf(hex: string): number | undefined {
  const m = HEX.exec(hex.trim());
  if (!m) return undefined;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastOf(a: string, b: string): number {
  const [hi, lo] = [luminanceOf(a) ?? 0, luminanceOf(b) ?? 0].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** White or near-black, whichever contrasts more with the colour. */
export function textColorOn(background: string): string {
  return contrastOf(background, LIGHT_TEXT) >= contrastOf(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** Whether text can be read on the colour: white or near-black reaches `MIN_CONTRAST` on it. */
export function isReadableBrandColor(color: string): boolean {
  return luminanceOf(color) !== undefined && contrastOf(color, textColorOn(color)) >= MIN_CONTRAST;
}
