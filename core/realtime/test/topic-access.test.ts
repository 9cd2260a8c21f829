/** Topic names and who may follow them, without a connection. */
import { describe, expect, it } from "vitest";
import type { AuthState } from "../../auth/types.js";
import { TopicRegistry, topicRefusal } from "../topic-access.js";
import { companyTopic, parseTopic, topicMatches, userTopic } from "../topics.js";

const C1 = "665f1c2ab3e4d5f6a7b8c9d0";
const C2 = "665f1c2ab3e4d5f6a7b8c9d1";

function registry(): TopicRegistry {
  const topics = new TopicRegistry();
  topics.declare([{ pattern: "leave.requests" }, { pattern: "payroll.runs", levels: ["admin"] }]);
  return topics;
}

const apiKey: AuthState = {
  user: { id: "key1", email: "", name: "SDK key", isFounder: false, firstAccess: false },
  via: { kind: "apiKey", keyId: "key1", companyId: C1, scopes: ["*"] },
  memberships: [{ companyId: C1, levels: ["admin"] }],
  activeLevel: "admin",
  activeCompanyId: C1,
};

describe("topic names", () => {
  it("builds and reads user and company topics", () => {
    expect(parseTopic(userTopic("u1"))).toEqual({ kind: "user", userId: "u1" });
    expect(parseTopic(companyTopic(C1))).toEqual({ kind: "company", companyId: C1 });
    expect(parseTopic(companyTopic(C1, "leave.requests:r1"))).toEqual({
      kind: "company",
      companyId: C1,
      moduleTopic: "leave.requests:r1",
    });
  });

  it.each([
    "",
    "user:",
    "user:u1:extra",
    "company",
    "company:c1:leave",
    "company:c1:Leave.requests",
    "tenant:c1",
    "company:c 1",
    `company:${"x".repeat(300)}`,
  ])("rejects %j", (topic) => {
    expect(parseTopic(topic)).toBeUndefined();
  });

  it("matches patterns segment by segment", () => {
    expect(topicMatches("leave.requests", "leave.requests")).toBe(true);
    expect(topicMatches("leave.requests:*", "leave.requests:r1")).toBe(true);
    expect(topicMatches("leave.requests:*", "leave.requests")).toBe(false);
    expect(topicMatches("leave.requests", "leave.requests:r1")).toBe(false);
  });
});

describe("topic registry", () => {
  it("refuses malformed, repeated and levelless declarations, naming the pattern", () => {
    const topics = registry();
    expect(() => topics.declare({ pattern: "requests" })).toThrow(/"requests"/);
    expect(() => topics.declare({ pattern: "leave.requests" })).toThrow(/declared twice/);
    expect(() => topics.declare({ pattern: "leave.x", levels: ["boss" as "admin"] })).toThrow(/unknown level "boss"/);
    expect(() => topics.declare({ pattern: "leave.y", levels: [] })).toThrow(/allows no level/);
  });

  it("lets an API key follow its own company's topics only, and no user topic", () => {
    const topics = registry();
    expect(topicRefusal(apiKey, companyTopic(C1, "payroll.runs"), topics)).toBeUndefined();
    expect(topicRefusal(apiKey, companyTopic(C2, "leave.requests"), topics)).toBe("REALTIME_TOPIC_FORBIDDEN");
    expect(topicRefusal(apiKey, userTopic("key1"), topics)).toBe("REALTIME_TOPIC_FORBIDDEN");
  });

  it("refuses another company before looking at the module topic, so the answer says nothing about it", () => {
    expect(topicRefusal(apiKey, companyTopic(C2, "unknown.topic"), registry())).toBe("REALTIME_TOPIC_FORBIDDEN");
    expect(topicRefusal(apiKey, companyTopic(C1, "unknown.topic"), registry())).toBe("REALTIME_TOPIC_UNKNOWN");
  });
});
