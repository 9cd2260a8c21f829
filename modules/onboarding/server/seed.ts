import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ServiceContext } from "../../../core/context.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { OnboardingSettings } from "../contract/index.js";
import type { ContractsService } from "./contracts/contracts.service.js";
import { OnboardingModel } from "./onboarding/onboarding.model.js";
import type { OnboardingService } from "./onboarding/onboarding.service.js";
import type { SettingsService } from "./settings/settings.service.js";

const DAY = 86_400_000;

export const DEMO_SETTINGS: OnboardingSettings = {
  workersDocument: [
    { id: "cpf", name: "CPF", category: "id" },
    { id: "rg", name: "RG (identity card)", category: "id" },
    { id: "diploma", name: "Diploma or certificate", category: "certificate" },
  ],
  allowContracts: true,
  contractFields: ["name", "lastName", "email", "startDateAtCompany", "contractType"],
  contractTemplates: [
    {
      id: "employment",
      title: "Employment contract terms",
      body: "{{companyName}} and {{name}} {{lastName}} agree on the terms of employment starting on {{startDateAtCompany}} under a {{contractType}} contract. The employee follows the company's code of conduct and keeps confidential information private.",
    },
    {
      id: "image-rights",
      title: "Image rights authorization",
      body: "{{name}} {{lastName}} authorizes {{companyName}} to use their image in internal communication for the duration of the contract.",
    },
  ],
  templateWelcome:
    "Welcome to Café Aurora! We are glad you are joining us. Your first day starts at 9:00 at the front desk.",
};

/** A small scanned-looking PDF for a demo document. */
async function demoPdf(title: string, person: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 300]);
  page.drawText(title, { x: 30, y: 250, size: 18, font });
  page.drawText(person, { x: 30, y: 220, size: 12, font });
  return Buffer.from(await doc.save());
}

const at = (ctx: ServiceContext, when: Date): ServiceContext => ({ ...ctx, now: () => new Date(when.getTime()) });

/**
 * Demo data (issue 15): the company's requirements and contract templates, a handful of people mid-onboarding
 * (pending documentation, one with a document returned, pending contract signature, documentation in analysis) and
 * a year of completed onboardings, about one a month. Everything goes through the services (facts move the stages,
 * the contract is generated and signed with evidence). The other seeded workers are existing staff: not onboarded.
 */
export async function seedOnboarding(
  ctx: ServiceContext,
  input: DemoSeedInput,
  deps: {
    settings: SettingsService;
    onboarding: OnboardingService;
    contracts: ContractsService;
    directory: PeopleDirectory;
  },
): Promise<void> {
  if (await scoped(ctx, OnboardingModel).findOne({})) return;
  await deps.settings.put(ctx, DEMO_SETTINGS);
  const admin = input.people.find((p) => p.role === "admin");
  const workers = input.people.filter((p) => p.role === "worker");
  if (!admin || workers.length === 0) return;
  const now = ctx.now().getTime();
  const asAdmin = (when: Date): ServiceContext => ({
    ...at(ctx, when),
    actor: { kind: "user", userId: admin.userId, level: "admin", levels: ["admin"], isFounder: false },
  });
  const asPerson = (userId: string, when: Date): ServiceContext => ({
    ...at(ctx, when),
    actor: { kind: "user", userId, level: "requester", levels: ["requester"], isFounder: false },
  });

  type Plan = "none" | "returned" | "all-sent" | "signed" | "half-accepted" | "completed";
  // the newest hires mid-onboarding, then a year of completed ones (oldest last)
  const plans: Array<{ plan: Plan; startedDaysAgo: number }> = [
    { plan: "none", startedDaysAgo: 1 },
    { plan: "returned", startedDaysAgo: 3 },
    { plan: "all-sent", startedDaysAgo: 5 },
    { plan: "signed", startedDaysAgo: 8 },
    { plan: "half-accepted", startedDaysAgo: 10 },
    ...Array.from({ length: 12 }, (_, i) => ({ plan: "completed" as const, startedDaysAgo: 20 + i * 29 })),
  ];
  for (const [i, { plan, startedDaysAgo }] of plans.entries()) {
    const person = workers[i];
    if (!person) break;
    const worker = await deps.directory.byUserId(ctx, person.userId);
    if (!worker) continue;
    let t = now - startedDaysAgo * DAY;
    const step = (hours: number) => new Date((t += hours * 3_600_000));
    await deps.onboarding.start(asAdmin(step(0)), worker.id, { mail: false });
    if (plan === "none") continue;
    const sent: Record<string, string> = {};
    for (const req of DEMO_SETTINGS.workersDocument) {
      const after = await deps.onboarding.send(asPerson(person.userId, step(2)), worker.id, req.id, {
        body: await demoPdf(req.name, person.name),
        filename: `${req.id}.pdf`,
      });
      sent[req.id] = after.documents.find((d) => d.requirementId === req.id)!.documentId!;
    }
    if (plan === "returned") {
      await deps.onboarding.review(asAdmin(step(20)), sent.rg!, {
        accept: false,
        reason: "The photo is blurred: please send a sharper scan of both sides.",
      });
      continue;
    }
    if (plan === "all-sent") continue;
    // the others read and sign the terms; the admin then reviews
    const mine = asPerson(person.userId, step(1));
    const contract = await deps.contracts.own(mine);
    await deps.contracts.sign(
      asPerson(person.userId, step(1)),
      { sha256: contract.sha256, agree: true },
      { ip: `203.0.113.${10 + i}`, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148" },
    );
    if (plan === "signed") continue;
    if (plan === "half-accepted") {
      await deps.onboarding.review(asAdmin(step(6)), sent.cpf!, { accept: true });
      continue;
    }
    // one in three had a document returned once before it was accepted
    if (i % 3 === 0) {
      await deps.onboarding.review(asAdmin(step(18)), sent.diploma!, {
        accept: false,
        reason: "The certificate is missing its back page.",
      });
      const after = await deps.onboarding.send(asPerson(person.userId, step(24)), worker.id, "diploma", {
        body: await demoPdf("Diploma (both pages)", person.name),
        filename: "diploma.pdf",
      });
      sent.diploma = after.documents.find((d) => d.requirementId === "diploma")!.documentId!;
    }
    for (const req of DEMO_SETTINGS.workersDocument)
      await deps.onboarding.review(asAdmin(step(4)), sent[req.id]!, { accept: true });
  }
}
