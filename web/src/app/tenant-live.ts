import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { companyTopic } from "../../../core/realtime/topics.js";
import { api } from "../api/client.js";
import { adjustForContrast, textOn } from "../kit/colors.js";
import { realtime } from "../realtime/connection.js";
import { darkTheme, lightTheme, vars } from "../theme/theme.css.js";

/** The server's event on `company:{id}` when the founder changed the company (tenants/founder/customisation.schemas.ts). */
const CUSTOMISATION_CHANGED_EVENT = "tenants.customization.changed";

/** Everything the app reads about its company lives under this key (modules, branding): one invalidation refreshes it. */
export const companyKeys = {
  all: (companyId: string) => ["companies", companyId] as const,
  branding: (companyId: string) => ["companies", companyId, "branding"] as const,
};

/** The company's branding (GET /api/companies/:companyId/branding); undefined while loading. */
export function useCompanyBranding(companyId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.branding(companyId ?? ""),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    queryFn: () => api.get("/api/companies/{companyId}/branding", { params: { companyId: companyId! } }),
  });
}

/**
 * Keeps the open app in step with what the founder changes for its company (issue 18): the company's realtime topic
 * announces a customisation change, and everything the app has read is read again (the pages on screen at once), so
 * pages and navigation follow without a reload. After a reconnect it reads them again too (events are not replayed).
 */
export function useTenantLive(companyId: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const refetch = () => void client.invalidateQueries({ queryKey: companyKeys.all(companyId) });
    let first = true;
    return realtime.subscribe(
      companyTopic(companyId),
      (message) => {
        // everything the app has read may follow from the customisation (modules, branding, the worker fields people
        // hides, the company's field lists, the leave pack lock): the founder changes it rarely, so all is read again
        if (message.event === CUSTOMISATION_CHANGED_EVENT) void client.invalidateQueries();
      },
      () => {
        // the first confirmation is the app's first read: nothing can have been missed before it
        if (first) first = false;
        else refetch();
      },
    );
  }, [companyId, client]);
}

const LIGHT_BACKGROUND = "#f5f6fa";
/** The lightest surface of the dark theme: a colour readable on it is readable on every dark surface. */
const DARK_SURFACE = "#262c47";

/** `var(--x)` -> `--x`. */
const nameOf = (cssVar: string) => /^var\((--[^),]+)/.exec(cssVar)?.[1] ?? cssVar;

/** A `#rrggbb` colour moved `amount` of the way to white (1) or black (0). */
function mix(color: string, towards: 0 | 1, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (towards * 255 - c) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function palette(color: string, against: string, towards: 0 | 1) {
  const primary = adjustForContrast(color.toLowerCase(), against, towards);
  // hover: a step further from the background, as the product's own hover colours are
  return { primary, primaryHover: mix(primary, towards, 0.2), onPrimary: textOn(primary), focus: primary };
}

let brandSheet: CSSStyleSheet | undefined;

/**
 * Applies the company's primary colour to the theme (both light and dark, so a theme switch keeps it): as fill with
 * white or near-black text on it, and moved lighter or darker where it is used as text on the theme's background, so
 * every pairing stays at 4.5:1. Null: the product's own colours.
 */
export function applyBrandColor(color: string | null | undefined) {
  if (typeof document === "undefined" || !("adoptedStyleSheets" in document)) return;
  if (!color && !brandSheet) return;
  // a constructed style sheet: the Content-Security-Policy (style-src 'self') refuses inline <style> elements
  brandSheet ??= new CSSStyleSheet();
  if (!document.adoptedStyleSheets.includes(brandSheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, brandSheet];
  const rules = (selector: string, values: ReturnType<typeof palette>) =>
    `html.${selector}{${(Object.keys(values) as Array<keyof typeof values>)
      .map((key) => `${nameOf(vars.color[key])}:${values[key]};`)
      .join("")}}`;
  brandSheet.replaceSync(
    color
      ? rules(lightTheme, palette(color, LIGHT_BACKGROUND, 0)) + rules(darkTheme, palette(color, DARK_SURFACE, 1))
      : "",
  );
  if (color) document.documentElement.dataset.brand = color;
  else delete document.documentElement.dataset.brand;
}

/** The company's branding on the page while its app is open; the product's own when signed out or for the founder. */
export function useBrandColor(companyId: string | undefined) {
  const branding = useCompanyBranding(companyId);
  const color = companyId ? branding.data?.primaryColor : null;
  useEffect(() => applyBrandColor(color), [color]);
}
