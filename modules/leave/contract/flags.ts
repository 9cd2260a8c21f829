import { localized } from "../../../core/i18n/localized-text.js";
import type { FeatureFlag } from "../../../core/modules/contract.js";

/** The leave module's feature flag ids (issue 18; modules/README.md "Feature flags"). */
export const leaveFlags = {
  /** Off: nobody asks for a half day (morning or afternoon) of an hours-counted leave type. */
  halfDays: "leave.half-days",
} as const;

/** Its declarations: default and description, as the founder reads them on /platform-customization. */
export const leaveFlagDeclarations: Readonly<Record<string, FeatureFlag>> = {
  [leaveFlags.halfDays]: {
    default: true,
    description: localized(
      "People may ask for half a day (morning or afternoon) of leave types counted in hours.",
      "As pessoas podem pedir meio período (manhã ou tarde) das ausências contadas em horas.",
      "Las personas pueden pedir medio día (mañana o tarde) de las ausencias contadas en horas.",
    ),
  },
};
