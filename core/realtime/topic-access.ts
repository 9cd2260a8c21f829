import type { AuthState } from "../auth/types.js";
import { isMemberOf, levelIn } from "../auth/guards.js";
import { LEVELS, type Level } from "../context.js";
import type { ErrorCode } from "../errors/catalogue.js";
import { isTopicPattern, parseTopic, topicMatches } from "./topics.js";

/** A module topic a module publishes on, and who may follow it. */
export interface TopicRule {
  /**
   * The module part of company topics, namespaced by the module id; `*` stands for one `:`-separated segment.
   * @example "leave.requests"
   * @example "leave.requests:*"
   */
  pattern: string;
  /**
   * Levels (in the topic's company) that may subscribe.
   * @default every level: any member
   * @example ["admin", "revisor"]
   */
  levels?: readonly Level[];
}

/**
 * The module topics clients may subscribe to. A module topic nobody declared is refused: a forgotten declaration
 * shows up as a refused subscription in development, never as events reaching people who should not see them.
 */
export class TopicRegistry {
  private readonly rules: TopicRule[] = [];

  /** Declares topics; at boot (a bad or repeated pattern throws, naming it). */
  declare(rules: TopicRule | readonly TopicRule[]): void {
    for (const rule of Array.isArray(rules) ? rules : [rules as TopicRule]) {
      if (!isTopicPattern(rule.pattern)) {
        throw new Error(
          `realtime topic "${rule.pattern}": a pattern is a namespaced name like "leave.requests", then ":"-separated segments or "*"`,
        );
      }
      if (this.rules.some((existing) => existing.pattern === rule.pattern)) {
        throw new Error(`realtime topic "${rule.pattern}" is declared twice`);
      }
      for (const level of rule.levels ?? []) {
        if (!(LEVELS as readonly string[]).includes(level)) {
          throw new Error(`realtime topic "${rule.pattern}" names unknown level "${level}"`);
        }
      }
      if (rule.levels?.length === 0) {
        throw new Error(`realtime topic "${rule.pattern}" allows no level; omit levels to allow every member`);
      }
      this.rules.push({ pattern: rule.pattern, ...(rule.levels ? { levels: [...rule.levels] } : {}) });
    }
  }

  /** The rule for a module topic: the matching pattern with the fewest `*`, so a specific declaration wins. */
  match(moduleTopic: string): TopicRule | undefined {
    let best: { rule: TopicRule; wildcards: number } | undefined;
    for (const rule of this.rules) {
      if (!topicMatches(rule.pattern, moduleTopic)) continue;
      const wildcards = rule.pattern.split(":").filter((segment) => segment === "*").length;
      if (!best || wildcards < best.wildcards) best = { rule, wildcards };
    }
    return best?.rule;
  }
}

/**
 * Whether a caller may subscribe to a topic: their own user topic; a company's topics as a member (or the founder, or
 * an API key of that company), at a level the topic allows. Returns the catalogue code of the refusal, if any.
 */
export function topicRefusal(auth: AuthState, topic: string, registry: TopicRegistry): ErrorCode | undefined {
  const parsed = parseTopic(topic);
  if (!parsed) return "REALTIME_TOPIC_UNKNOWN";
  if (parsed.kind === "user") {
    // An API key has no person behind it (its `user` describes the key), so it has no user topic.
    return auth.via.kind === "session" && auth.user.id === parsed.userId ? undefined : "REALTIME_TOPIC_FORBIDDEN";
  }
  // Membership first, so another tenant's topics are refused the same way whatever their module part is.
  if (!isMemberOf(auth, parsed.companyId)) return "REALTIME_TOPIC_FORBIDDEN";
  if (parsed.moduleTopic === undefined) return undefined;
  const rule = registry.match(parsed.moduleTopic);
  if (!rule) return "REALTIME_TOPIC_UNKNOWN";
  if (!rule.levels) return undefined;
  const level = levelIn(auth, parsed.companyId);
  return level && rule.levels.includes(level) ? undefined : "REALTIME_TOPIC_FORBIDDEN";
}
