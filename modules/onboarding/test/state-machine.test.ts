import { describe, expect, it } from "vitest";
import { canReview, canSend, type OnboardingFacts, stageOf } from "../contract/state-machine.js";

const facts = (over: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  missingProfile: [],
  documents: { cpf: "accepted", rg: "accepted" },
  contractRequired: true,
  contractSigned: true,
  ...over,
});

describe("the onboarding stage is a function of facts", () => {
  it("registration pending while the profile lacks a field, whatever else is done", () => {
    expect(stageOf(facts({ missingProfile: ["phone"] }))).toBe("registration-pending");
    expect(stageOf(facts({ missingProfile: ["address"], documents: {}, contractSigned: false }))).toBe(
      "registration-pending",
    );
  });

  it("pending documentation while a required document is missing or returned", () => {
    expect(stageOf(facts({ documents: { cpf: "missing", rg: "accepted" } }))).toBe("pending-documentation");
    expect(stageOf(facts({ documents: { cpf: "returned", rg: "in-review" }, contractSigned: false }))).toBe(
      "pending-documentation",
    );
  });

  it("pending contract signature once every document is sent and the company uses unsigned contracts", () => {
    expect(stageOf(facts({ documents: { cpf: "in-review" }, contractSigned: false }))).toBe(
      "pending-contract-signature",
    );
    expect(stageOf(facts({ contractSigned: false }))).toBe("pending-contract-signature");
    // no contracts in the company: straight to analysis
    expect(stageOf(facts({ documents: { cpf: "in-review" }, contractRequired: false, contractSigned: false }))).toBe(
      "documentation-in-analysis",
    );
  });

  it("documentation in analysis while a document waits for review, completed when all is accepted", () => {
    expect(stageOf(facts({ documents: { cpf: "in-review", rg: "accepted" } }))).toBe("documentation-in-analysis");
    expect(stageOf(facts())).toBe("completed");
    expect(stageOf(facts({ documents: {}, contractRequired: false, contractSigned: false }))).toBe("completed");
  });

  it("completed is final: later facts do not reopen it", () => {
    expect(stageOf(facts({ missingProfile: ["phone"], documents: { x: "missing" } }), "completed")).toBe("completed");
    // any other current stage is recomputed (facts, not history, decide)
    expect(stageOf(facts(), "registration-pending")).toBe("completed");
    expect(stageOf(facts({ documents: { cpf: "returned" } }), "documentation-in-analysis")).toBe(
      "pending-documentation",
    );
  });

  it("documents: sent again unless accepted; reviewed only in review", () => {
    expect(["missing", "in-review", "returned", "accepted"].map((s) => canSend(s as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(["missing", "in-review", "returned", "accepted"].map((s) => canReview(s as never))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});
