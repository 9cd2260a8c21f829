/** WCAG relative luminance of an sRGB hex colour (`#rgb` or `#rrggbb`); undefined for anything else. */
export function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join("") : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((x, y) => y - x);
  return (la! + 0.05) / (lb! + 0.05);
}

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#1b1b1b";

/**
 * The text colour that reads on a background a person chose (a leave type's colour): white or near-black,
 * whichever contrasts more, so a label on an orange or yellow chip still passes WCAG AA where any can.
 */
export function textOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
