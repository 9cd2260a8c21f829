import { describe, expect, it } from "vitest";
import * as app from "../../../web/src/kit/colors.js";
import { adjustForContrast, contrastRatio, textOn } from "../../../widgets/runtime/colors.js";

/** The widgets' brand colours follow the app's contrast rule: the same colours as the web app's helpers. */
describe("widget brand colours", () => {
  const colours = ["#2457c5", "#ffeb3b", "#00bcd4", "#1b1b1b", "#ff5722", "#8e24aa", "#ffffff", "#000000", "#7fb800"];

  it("gives the app's adjusted colour on light and dark backgrounds, and the app's text colour on it", () => {
    for (const colour of colours) {
      for (const [against, towards] of [
        ["#ffffff", 0],
        ["#1d2025", 1],
      ] as const) {
        const mine = adjustForContrast(colour, against, towards);
        expect(mine, colour).toBe(app.adjustForContrast(colour, against, towards));
        expect(contrastRatio(mine, against), colour).toBeGreaterThanOrEqual(4.5);
        expect(textOn(mine)).toBe(app.textOn(mine));
      }
    }
  });
});
