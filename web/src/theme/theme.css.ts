import { createTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

/** The design tokens every component reads; light and dark fill the same contract. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    focus: null,
    overlay: null,
  },
  font: { body: null, mono: null },
  radius: { small: null, medium: null, large: null },
  shadow: { raised: null },
});

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  radius: { small: "4px", medium: "8px", large: "14px" },
};

// Contrast: text on background and onPrimary on primary are at least 4.5:1 in both themes (WCAG AA).
export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: "#f5f6fa",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    surfaceHover: "#eef1f8",
    text: "#15192b",
    textMuted: "#4e566d",
    border: "#d5d9e4",
    borderStrong: "#8a92a8",
    primary: "#1f4fd1",
    primaryHover: "#173ea8",
    onPrimary: "#ffffff",
    danger: "#b42318",
    dangerSurface: "#fdecea",
    success: "#146c2e",
    successSurface: "#e6f4ea",
    warning: "#8a5300",
    warningSurface: "#fff4e0",
    focus: "#1f4fd1",
    overlay: "rgba(15, 18, 32, 0.45)",
  },
  shadow: { raised: "0 1px 2px rgba(16, 24, 40, 0.08), 0 4px 12px rgba(16, 24, 40, 0.08)" },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: "#0f1220",
    surface: "#171b2e",
    surfaceRaised: "#1e2339",
    surfaceHover: "#262c47",
    text: "#eceef6",
    textMuted: "#aab1c8",
    border: "#2f3654",
    borderStrong: "#6d7596",
    primary: "#8fb0ff",
    primaryHover: "#b3caff",
    onPrimary: "#0b1330",
    danger: "#ff9b8f",
    dangerSurface: "#3a1714",
    success: "#7ddc97",
    successSurface: "#102a19",
    warning: "#ffc56b",
    warningSurface: "#33240a",
    focus: "#8fb0ff",
    overlay: "rgba(0, 0, 0, 0.6)",
  },
  shadow: { raised: "0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.35)" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: "16px",
  lineHeight: 1.5,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("a", { color: vars.color.primary });
globalStyle("h1, h2, h3", { lineHeight: 1.25, margin: "0 0 0.5em" });
globalStyle(":focus-visible", { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" });

// Text for screen readers only.
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
