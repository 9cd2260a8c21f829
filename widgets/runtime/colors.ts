/**
 * The app's contrast rule for a company's brand colour (web/src/kit/colors.ts, applied in web/src/app/tenant-live.ts),
 * for the loader: widgets may not import the web app, so the few lines are here, and widgets/runtime/colors.test.ts
 * checks both give the same colours.
 */

/** WCAG relative luminance of `#rrggbb` (undefined for anything else). */
function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((x, y) => y - x);
  return (la! + 0.05) / (lb! + 0.05);
}

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#1b1b1b";
const MIN_CONTRAST = 4.5;

/** White or near-black text on a background, whichever contrasts more. */
export function textOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** `#rrggbb` moved towards white (1) or black (0) in small steps until it reaches 4.5:1 against `against`. */
export function adjustForContrast(color: string, against: string, towards: 0 | 1): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return color;
  let rgb = [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16));
  const hex = () => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
  for (let step = 0; step < 20 && contrastRatio(hex(), against) < MIN_CONTRAST; step++)
    rgb = rgb.map((c) => c + ((towards === 1 ? 255 : 0) - c) * 0.15);
  return contrastRatio(hex(), against) >= MIN_CONTRAST ? hex() : towards === 1 ? LIGHT_TEXT : "#000000";
}
