import type { Channels, PreferenceRule } from "./notifications.schemas.js";

/**
 * What a person receives for a type no rule of theirs matches: everything. Push reaches only the devices the person
 * subscribed ("Enable push on this device" on /notifications-config is the opt-in), so it is on by default too.
 */
export const DEFAULT_CHANNELS: Readonly<Channels> = Object.freeze({ inApp: true, email: true, push: true });

/** Whether a rule's prefix covers a type: `*`, the type itself, or whole leading segments of it (`leave.request`). */
export function prefixMatches(prefix: string, type: string): boolean {
  return prefix === "*" || type === prefix || type.startsWith(`${prefix}.`);
}

/**
 * The channels a notification type goes out on for a person: the most specific matching rule (the longest prefix,
 * `*` the least specific), else {@link DEFAULT_CHANNELS}.
 */
export function channelsFor(rules: readonly PreferenceRule[], type: string): Channels {
  let best: PreferenceRule | undefined;
  let bestLength = -1;
  for (const rule of rules) {
    if (!prefixMatches(rule.prefix, type)) continue;
    const length = rule.prefix === "*" ? 0 : rule.prefix.length;
    if (length > bestLength) {
      best = rule;
      bestLength = length;
    }
  }
  return best ? { inApp: best.inApp, email: best.email, push: best.push } : { ...DEFAULT_CHANNELS };
}
