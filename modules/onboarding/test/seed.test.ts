import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { seedDemo } from "../../../core/seed/demo-seed.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { useTestDatabase } from "../../../core/testing/kit.js";
import { ContractModel } from "../server/contracts/contracts.model.js";
import { WorkerDocumentModel } from "../server/documents/documents.model.js";
import { OnboardingModel } from "../server/onboarding/onboarding.model.js";
import { buildOnboardingApp } from "./helpers.js";

useTestDatabase("onboarding_seed");

describe("the onboarding demo data", () => {
  let built: Awaited<ReturnType<typeof buildOnboardingApp>>;
  beforeAll(async () => {
    built = await buildOnboardingApp();
  });
  afterAll(async () => built.close());

  it("puts a handful of people mid-onboarding and a year of completed ones, not every seeded worker", async () => {
    const now = new Date("2030-06-15T12:00:00Z");
    await seedDemo({ log: built.app.log, modules: built.app.modules, force: true, now: () => now });
    const company = await OnboardingModel.collection.findOne({});
    const ctx = systemContext({ companyId: String(company!.companyId), name: "test", log: built.app.log });
    const records = await scoped(ctx, OnboardingModel).find({});
    const byStage = new Map<string, number>();
    for (const r of records) byStage.set(r.stage, (byStage.get(r.stage) ?? 0) + 1);
    expect(Object.fromEntries(byStage)).toEqual({
      "pending-documentation": 2,
      "pending-contract-signature": 1,
      "documentation-in-analysis": 2,
      completed: 12,
    });
    // 27 demo workers plus three logins: the others are existing staff
    expect(records.length).toBeLessThan(30);
    const started = records.map((r) => r.startedAt.getTime());
    expect(Math.min(...started)).toBeLessThan(now.getTime() - 300 * 86_400_000);
    // completed ones have their signed contract, evidence and accepted documents
    const signed = await scoped(ctx, ContractModel).count({ signature: { $ne: null } });
    expect(signed).toBe(14);
    expect(await scoped(ctx, WorkerDocumentModel).count({ status: "returned" })).toBe(1);
    // the seed runs once
    await built.app.modules.find((m) => m.id === "onboarding")!.seed!(ctx, { people: [] });
    expect(await scoped(ctx, OnboardingModel).count({})).toBe(records.length);
  });
});
