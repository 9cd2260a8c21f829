import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ServiceContext } from "../../../core/context.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { CandidateStage, PositionInput } from "../contract/index.js";
import type { HiringService } from "./hiring.service.js";
import { PositionModel } from "./models.js";

const DAY = 24 * 60 * 60 * 1000;
const FIRST = [
  "Lucas",
  "Mariana",
  "Pedro",
  "Camila",
  "Rafael",
  "Julia",
  "Thiago",
  "Beatriz",
  "Gabriel",
  "Larissa",
  "Mateo",
  "Valentina",
];
const LAST = ["Almeida", "Barbosa", "Castro", "Duarte", "Esteves", "Ferraz", "Gomes", "Herrera", "Ibarra", "Jiménez"];
const PATH: CandidateStage[] = ["screening", "interview", "offer"];

interface Plan {
  daysAgo: number;
  input: PositionInput;
  /** How far it goes: pending, approved (open), rejected, canceled, closed (open then closed), hired. */
  end: "pending" | "open" | "rejected" | "canceled" | "closed" | "hired";
  /** Candidates' final stages (the hired one is added by `end: "hired"`). */
  candidates?: CandidateStage[];
}

const PLANS: Plan[] = [
  {
    daysAgo: 350,
    end: "hired",
    input: {
      name: "Backend developer",
      reason: "staffIncrease",
      description: "Build and run the platform's services.",
      requirements: "3+ years with TypeScript and databases.",
      justification: "Two new product lines this year.",
    },
    candidates: ["rejected", "rejected", "interview"],
  },
  {
    daysAgo: 320,
    end: "rejected",
    input: { name: "Office manager", reason: "staffIncrease", justification: "The office grows to two floors." },
  },
  {
    daysAgo: 290,
    end: "hired",
    input: {
      name: "Sales representative",
      reason: "replacement",
      description: "Own the southern region's accounts.",
      requirements: "Driving licence; CRM experience.",
    },
    candidates: ["rejected", "offer"],
  },
  {
    daysAgo: 240,
    end: "canceled",
    input: { name: "Graphic designer", reason: "staffIncrease", justification: "Rebranding (postponed)." },
  },
  {
    daysAgo: 200,
    end: "closed",
    input: { name: "HR generalist", reason: "staffIncrease", requirements: "Labour law basics." },
    candidates: ["rejected", "rejected", "screening"],
  },
  {
    daysAgo: 150,
    end: "hired",
    input: { name: "QA engineer", reason: "staffIncrease", description: "Test plans and automated browser tests." },
    candidates: ["rejected", "interview"],
  },
  {
    daysAgo: 60,
    end: "open",
    input: {
      name: "Data analyst",
      reason: "staffIncrease",
      description: "Dashboards for sales and operations.",
      requirements: "SQL, spreadsheets, clear writing.",
    },
    candidates: ["applied", "screening", "interview", "offer", "rejected"],
  },
  {
    daysAgo: 25,
    end: "open",
    input: {
      name: "Customer support specialist",
      reason: "replacement",
      description: "First answers to customers by chat and phone.",
    },
    candidates: ["applied", "applied", "screening"],
  },
  {
    daysAgo: 8,
    end: "pending",
    input: {
      name: "Accountant",
      reason: "staffIncrease",
      justification: "Closing the books in house from next quarter.",
    },
  },
  {
    daysAgo: 2,
    end: "pending",
    input: { name: "Marketing intern", reason: "staffIncrease", description: "Social media and events." },
  },
];

/** A one-page résumé (a real PDF: the attach judges files by content). */
async function resumePdf(name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 300]);
  // the standard font's encoding: plain letters
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  page.drawText(`Resume: ${plain}`, { x: 30, y: 250, size: 16, font });
  page.drawText("Experience, education and references available on request.", { x: 30, y: 220, size: 10, font });
  return Buffer.from(await doc.save());
}

/**
 * A year of hiring for the demo company: positions in every state (pending, open, hired, closed by rejection, by
 * cancel and by hand), candidates in every stage with notes and résumés attached, three hires made through people's admissions (real
 * workers, welcome mails in the outbox), all written through the service on their own days (audited, evented).
 */
export async function seedHiring(
  ctx: ServiceContext,
  deps: { hiring: HiringService; people: DemoSeedInput["people"] },
): Promise<void> {
  if ((await scoped(ctx, PositionModel).count()) > 0) return;
  const admin = deps.people.find((p) => p.role === "admin");
  if (!admin) return;
  const manager = deps.people.find((p) => p.role === "manager") ?? admin;
  const as = (who: { userId: string }, level: "admin" | "revisor", daysAgo: number): ServiceContext => ({
    ...ctx,
    actor: { kind: "user", userId: who.userId, level, levels: [level], isFounder: false },
    now: () => new Date(ctx.now().getTime() - daysAgo * DAY),
  });
  await deps.hiring.settings.set(as(admin, "admin", 365), {
    hiringRevisors: [admin.userId],
    approvalRule: "any",
    extraFieldHiring: [{ type: "select", label: "Work model", options: ["On site", "Hybrid", "Remote"] }],
  });
  // a replacement names someone who left: a worker of the demo company
  const leaver = deps.people.filter((p) => p.role === "employee" || p.role === "worker").at(-1);
  let n = 0;
  for (const plan of PLANS) {
    const day = plan.daysAgo;
    const input: PositionInput = {
      ...plan.input,
      extraFields: { "work-model": ["On site", "Hybrid", "Remote"][n % 3]! },
    };
    if (input.reason === "replacement") {
      const replaced = leaver ? await deps.hiring.workerIdOf(ctx, leaver.userId) : null;
      if (replaced) input.replacedWorkerId = replaced;
      else input.reason = "staffIncrease";
    }
    const position = await deps.hiring.request(as(manager, "revisor", day), input);
    if (plan.end === "pending") continue;
    if (plan.end === "rejected") {
      await deps.hiring.decide(as(admin, "admin", day - 3), position.id, {
        action: "reject",
        comment: "Not in this year's budget.",
      });
      continue;
    }
    if (plan.end === "canceled") {
      await deps.hiring.decide(as(manager, "revisor", day - 1), position.id, { action: "cancel" });
      continue;
    }
    await deps.hiring.decide(as(admin, "admin", day - 2), position.id, { action: "approve" });
    await deps.hiring.applicationForm(as(manager, "revisor", day - 2), position.id);
    const stages = [...(plan.candidates ?? []), ...(plan.end === "hired" ? (["hired"] as const) : [])];
    for (const [i, stage] of stages.entries()) {
      const first = FIRST[(n * 5 + i) % FIRST.length]!;
      const last = LAST[(n * 3 + i * 7) % LAST.length]!;
      const at = (offset: number) => as(manager, "revisor", Math.max(day - 4 - i - offset, 0));
      const candidate = await deps.hiring.candidates.add(at(0), position.id, {
        firstName: first,
        lastName: last,
        email: `${first}.${last}.${n}${i}@candidates.example.com`
          .toLowerCase()
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, ""),
        phone: `+55 11 9${String(4000 + n * 97 + i * 13).padStart(4, "0")}-${String(1000 + i * 211).slice(0, 4)}`,
      });
      const path =
        stage === "rejected"
          ? PATH.slice(0, i % 3)
          : stage === "hired"
            ? PATH
            : PATH.slice(0, Math.max(PATH.indexOf(stage) + 1, 0));
      for (const [k, next] of path.entries()) await deps.hiring.candidates.move(at(k + 1), candidate.id, next);
      if (i % 2 === 0)
        await deps.hiring.candidates.note(at(1), candidate.id, "Good conversation; strong on the basics.");
      await deps.hiring.candidates.attach(at(0), candidate.id, {
        fieldName: "file",
        filename: `${first}-${last}-resume.pdf`.toLowerCase(),
        declaredType: "application/pdf",
        body: await resumePdf(`${first} ${last}`),
        fields: {},
      });
      if (stage === "rejected") await deps.hiring.candidates.move(at(path.length + 1), candidate.id, "rejected");
      if (stage === "hired")
        await deps.hiring.candidates.hire(as(admin, "admin", Math.max(day - 20, 1)), candidate.id, {
          startDate: new Date(ctx.now().getTime() - Math.max(day - 35, 0) * DAY).toISOString().slice(0, 10),
        });
    }
    if (plan.end === "closed")
      await deps.hiring.decide(as(manager, "revisor", day - 40), position.id, {
        action: "close",
        comment: "Filled internally.",
      });
    n++;
  }
}
