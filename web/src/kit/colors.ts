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

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/**
 * Whether text can be read on a colour: white or near-black reaches 4.5:1 on it (a company's brand colour; the
 * server checks the same, tenants/brand-colors.ts, and is the one that decides).
 */
export function isReadableColor(color: string): boolean {
  return luminance(color) !== undefined && contrastRatio(color, textOn(color)) >= MIN_CONTRAST;
}

/**
 * `#rrggbb` moved towards white (`towards` = 1) or black (0) in small steps until it reaches 4.5:1 against
 * `against`: a brand colour used as text or outline on the theme's light or dark background.
 */
export function adjustForContrast(color: string, against: string, towards: 0 | 1): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return color;
  let rgb = [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16));
  const hex = () => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
  for (let step = 0; step < 20 && contrastRatio(hex(), against) < MIN_CONTRAST; step++)
    rgb = rgb.map((c) => c + ((towards === 1 ? 255 : 0) - c) * 0.15);
  return contrastRatio(hex(), against) >= MIN_CONTRAST ? hex() : towards === 1 ? LIGHT_TEXT : "#000000";
}
