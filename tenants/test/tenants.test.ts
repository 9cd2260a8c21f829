import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../core/testing/db.js";
import { CompanyModel } from "../company.model.js";
import {
  companyBranding,
  companyProfile,
  discardProvisionedCompany,
  findCompanies,
  findCompany,
  formerModuleFields,
  listCompanyIds,
  provisionCompany,
  updateCompanyProfile,
} from "../tenants.service.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `tenants_${randomBytes(4).toString("hex")}` });
});
afterAll(async () => {
  await mongoose.disconnect();
  await db.stop();
});

const ctx = { now: () => new Date("2030-02-01T12:00:00.000Z") };
const input = { name: "Acme", countryId: "mx", plan: "flash", pack: "flexible", initNumWorkers: 40 } as const;

describe("tenants service", () => {
  it("provisions a company and reads it back for the module gate", async () => {
    const company = await provisionCompany(ctx, input);
    expect(company).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Acme",
      plan: "flash",
      countryId: "mx",
      disabledModules: [],
      // the country's zone until the company sets its own
      timeZone: "America/Mexico_City",
      // the plan table's free trial (tenants/README.md "Plans")
      trialEndsAt: "2030-03-03T12:00:00.000Z",
    });
    expect(await findCompany(company.id)).toEqual(company);
    const stored = await CompanyModel.findById(company.id).lean();
    expect(stored).toMatchObject({ pack: "flexible", initNumWorkers: 40, deletedAt: null, createdAt: ctx.now() });

    await CompanyModel.updateOne({ _id: company.id }, { $set: { "modules.disabled": ["leave"] } });
    expect((await findCompany(company.id))?.disabledModules).toEqual(["leave"]);
    await CompanyModel.updateOne({ _id: company.id }, { $set: { gmt: "America/Tijuana" } });
    expect((await findCompany(company.id))?.timeZone).toBe("America/Tijuana");
    // a zone the runtime does not know is refused
    await expect(
      CompanyModel.updateOne({ _id: company.id }, { $set: { gmt: "Mars/Olympus" } }, { runValidators: true }),
    ).rejects.toThrow();
  });

  it("answers null for unknown, malformed and soft-deleted ids, and lists only live companies", async () => {
    const live = await provisionCompany(ctx, input);
    const deleted = await provisionCompany(ctx, { ...input, name: "Gone" });
    await CompanyModel.updateOne({ _id: deleted.id }, { $set: { deletedAt: new Date() } });

    expect(await findCompany("0123456789abcdef01234567")).toBeNull();
    expect(await findCompany("not-an-id")).toBeNull();
    expect(await findCompany({ $ne: null } as unknown as string)).toBeNull();
    expect(await findCompany(deleted.id)).toBeNull();

    const ids = await listCompanyIds();
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(deleted.id);
    expect((await findCompanies([live.id, deleted.id, "junk"])).map((c) => c.id)).toEqual([live.id]);
  });

  it("refuses values outside the spec's lists", async () => {
    await expect(provisionCompany(ctx, { ...input, countryId: "fr" as "mx" })).rejects.toThrow(/countryId/);
    await expect(provisionCompany(ctx, { ...input, plan: "gold" as "flash" })).rejects.toThrow(/plan/);
  });

  it("discards a company whose signup did not finish", async () => {
    const company = await provisionCompany(ctx, input);
    await discardProvisionedCompany(company.id);
    expect(await CompanyModel.findById(company.id)).toBeNull();
  });

  it("reads and edits the profile the kernel owns, checking every field before the one write", async () => {
    const company = await provisionCompany(ctx, input);
    expect(await companyProfile(company.id)).toEqual({
      id: company.id,
      name: "Acme",
      countryId: "mx",
      timeZone: "America/Mexico_City",
    });
    const edited = await updateCompanyProfile(company.id, {
      name: "  Acme Norte ",
      countryId: "br",
      gmt: "America/Manaus",
    });
    expect(edited).toEqual({
      id: company.id,
      name: "Acme Norte",
      countryId: "br",
      gmt: "America/Manaus",
      timeZone: "America/Manaus",
    });
    // the module gate sees the edit at once (the write empties the cache)
    expect(await findCompany(company.id)).toMatchObject({ name: "Acme Norte", countryId: "br" });

    for (const [patch, code, field] of [
      [{ name: "   ", gmt: null }, "VALIDATION_REQUIRED", "name"],
      [{ countryId: "fr" as "br" }, "VALIDATION_INVALID", "countryId"],
      [{ name: "Other", gmt: "Mars/Olympus" }, "VALIDATION_INVALID", "gmt"],
    ] as const) {
      await expect(updateCompanyProfile(company.id, patch)).rejects.toMatchObject({ code, field });
    }
    // nothing of a refused edit was written
    expect(await companyProfile(company.id)).toEqual(edited);

    const back = await updateCompanyProfile(company.id, { gmt: null });
    expect(back).toEqual({ id: company.id, name: "Acme Norte", countryId: "br", timeZone: "America/Sao_Paulo" });
    expect(await updateCompanyProfile(company.id, {})).toEqual(back);

    await CompanyModel.updateOne({ _id: company.id }, { $set: { deletedAt: new Date() } });
    await expect(companyProfile(company.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateCompanyProfile(company.id, { name: "Gone" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(companyProfile("junk")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("reads a company's branding, the product's own where none is set", async () => {
    const company = await provisionCompany(ctx, input);
    expect(await companyBranding(company.id)).toEqual({ name: "Acme", primaryColor: null, logoFileId: null });
    await CompanyModel.updateOne({ _id: company.id }, { $set: { branding: { primaryColor: "#0a5c36" } } });
    expect(await companyBranding(company.id)).toEqual({ name: "Acme", primaryColor: "#0a5c36", logoFileId: null });
    // a colour that is not #rrggbb is refused by the model, and the stored one is kept
    await expect(
      CompanyModel.updateOne(
        { _id: company.id },
        { $set: { "branding.primaryColor": "red" } },
        { runValidators: true },
      ),
    ).rejects.toThrow();
    expect((await companyBranding(company.id)).primaryColor).toBe("#0a5c36");
    await CompanyModel.updateOne({ _id: company.id }, { $set: { deletedAt: new Date() } });
    await expect(companyBranding(company.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(companyBranding("junk")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("hands a module only the fields it once kept on the company document", async () => {
    const company = await provisionCompany(ctx, input);
    expect(await formerModuleFields("people", company.id)).toEqual({});
    // as an older version stored them, beside the kernel's own fields
    await CompanyModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(company.id) },
      { $set: { lunchTime: 45, customFields: [{ id: "a", type: "text", label: "A", required: false }], logo: null } },
    );
    expect(await formerModuleFields("people", company.id)).toEqual({
      lunchTime: 45,
      customFields: [{ id: "a", type: "text", label: "A", required: false }],
    });
    // a module that kept nothing there gets nothing, and never the kernel's fields
    expect(await formerModuleFields("leave", company.id)).toEqual({});
    await expect(formerModuleFields("people", "0123456789abcdef01234567")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
