/**
 * Realtime topic names (core/realtime/README.md, "Topics"). Isomorphic: the server publishes and checks with them,
 * clients build the names they subscribe to.
 *
 * - `user:{userId}`: one person's own events (notifications); only that person may subscribe.
 * - `company:{companyId}`: company-wide events; any member.
 * - `company:{companyId}:{moduleTopic}`: a module's events; members, limited to the levels the module declared for
 *   the topic. `moduleTopic` starts with the module id (`leave.requests`) and may have more `:`-separated segments
 *   (`leave.requests:{requestId}`).
 */

/** Ids in topics: database ids and the like, never free text. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The first segment of a module topic: namespaced by the module id, like event and job names. */
const MODULE_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
/** Further segments of a module topic. */
const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;
/** Long enough for any real topic; bounds what a client can make the server hold. */
export const MAX_TOPIC_LENGTH = 256;

export type ParsedTopic =
  { kind: "user"; userId: string } | { kind: "company"; companyId: string; moduleTopic?: string };

/** A company topic: the company's own, or one of a module's within it. */
export function companyTopic(companyId: string, moduleTopic?: string): string {
  return moduleTopic === undefined ? `company:${companyId}` : `company:${companyId}:${moduleTopic}`;
}

/** A person's own topic. */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}

/** Reads a topic name; undefined when it is not one. */
export function parseTopic(topic: string): ParsedTopic | undefined {
  if (typeof topic !== "string" || topic.length > MAX_TOPIC_LENGTH) return undefined;
  const [kind, id, ...rest] = topic.split(":");
  if (id === undefined || !ID.test(id)) return undefined;
  if (kind === "user") return rest.length === 0 ? { kind: "user", userId: id } : undefined;
  if (kind !== "company") return undefined;
  if (rest.length === 0) return { kind: "company", companyId: id };
  if (!isModuleTopic(rest)) return undefined;
  return { kind: "company", companyId: id, moduleTopic: rest.join(":") };
}

function isModuleTopic(segments: readonly string[]): boolean {
  const [name, ...more] = segments;
  return name !== undefined && MODULE_NAME.test(name) && more.every((segment) => SEGMENT.test(segment));
}

/** Whether a declared pattern (`leave.requests`, `leave.requests:*`) is well formed; `*` stands for one segment. */
export function isTopicPattern(pattern: string): boolean {
  const [name, ...more] = pattern.split(":");
  return (
    name !== undefined && MODULE_NAME.test(name) && more.every((segment) => segment === "*" || SEGMENT.test(segment))
  );
}

/** Whether a module topic matches a declared pattern: same number of segments, each equal or `*`. */
export function topicMatches(pattern: string, moduleTopic: string): boolean {
  const expected = pattern.split(":");
  const actual = moduleTopic.split(":");
  return expected.length === actual.length && expected.every((segment, i) => segment === "*" || segment === actual[i]);
}
