import { Types } from "mongoose";
import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { normalizeSchedule } from "../workers/schedule-rules.js";
import { WorkerModel } from "../workers/workers.model.js";
import { TerminationSurveyModel } from "./termination-survey.model.js";

/** Who left the demo company in the last year: name, days ago, type, years they stayed, their "recommend" score. */
const FORMER: Array<[string, number, "voluntary" | "involuntary" | "others", number, number | null]> = [
  ["Renata Barros", 340, "voluntary", 3, 8],
  ["Caio Mendes", 330, "involuntary", 1, 4],
  ["Lívia Prado", 300, "voluntary", 5, 9],
  ["Otávio Reis", 280, "voluntary", 0, 6],
  ["Bianca Freitas", 250, "others", 2, 7],
  ["Gustavo Pires", 220, "voluntary", 4, 10],
  ["Helena Moura", 190, "involuntary", 1, 3],
  ["Igor Teixeira", 160, "voluntary", 2, null],
  ["Jéssica Ramos", 140, "voluntary", 0, 9],
  ["Leonardo Cunha", 110, "involuntary", 6, 5],
  ["Mônica Dias", 80, "voluntary", 3, 8],
  ["Nathan Correia", 60, "voluntary", 1, 10],
  ["Priscila Vieira", 35, "others", 2, 6],
  ["Samuel Lopes", 14, "involuntary", 0, 5],
];

/**
 * Demo history for the analytics dashboards (issue 16): people who left over the past year (voluntary, involuntary,
 * others; some hired within the year), and their exit surveys, most answered, a few still pending. They have no
 * sign-in account (they left). Written through the scoped layer like the rest of people's seed: no mails.
 */
export async function seedFormerWorkers(
  ctx: ServiceContext,
  input: { emailDomain: string; departmentIds: string[]; officeIds: string[]; roleId: string },
): Promise<void> {
  const today = companyDay(ctx);
  for (const [i, [fullName, daysAgo, type, years, score]] of FORMER.entries()) {
    const [name, ...rest] = fullName.split(" ");
    const lastDayWork = addDays(today, -daysAgo);
    // stayed `years` whole years and some months; the 0-year ones were hired within the past year
    const startDateAtCompany = addDays(lastDayWork, -(years * 365 + 40 + ((i * 37) % 200)));
    const worker = await scoped(ctx, WorkerModel).create({
      userId: new Types.ObjectId().toString(),
      email: `${fullName
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/\s+/g, ".")}.former@${input.emailDomain}`,
      name,
      lastName: rest.join(" "),
      birthdate: `${1975 + ((i * 5) % 25)}-${String(1 + (i % 12)).padStart(2, "0")}-15`,
      gender: i % 2 === 0 ? "female" : "male",
      departmentId: input.departmentIds[i % input.departmentIds.length],
      officeId: input.officeIds[i % input.officeIds.length],
      roleId: input.roleId,
      contractType: "CLT",
      salary: 2300 + ((i * 173) % 30) * 100,
      startDateAtCompany,
      referenceWorkerId: null,
      schedule: normalizeSchedule(undefined),
      status: "terminated",
      statusDate: new Date(`${lastDayWork}T21:00:00.000Z`),
      terminate: { lastDayWork, type },
    } as never);
    const askedAt = new Date(`${addDays(lastDayWork, 1)}T13:00:00.000Z`);
    await scoped(ctx, TerminationSurveyModel).create({
      workerId: String(worker._id),
      terminationType: type,
      askedAt,
      ...(score === null
        ? { status: "pending", expiresAt: new Date(askedAt.getTime() + 30 * 86_400_000) }
        : {
            status: "answered",
            source: "worker",
            answeredAt: new Date(askedAt.getTime() + ((i % 4) + 1) * 86_400_000),
            answers: {
              scores: {
                recommendCompany: score,
                manager: Math.max(1, Math.min(10, score + ((i % 3) - 1))),
                environment: Math.max(1, Math.min(10, score + 1 - (i % 2))),
                growth: Math.max(1, Math.min(10, score - 2 + (i % 3))),
                compensation: Math.max(1, Math.min(10, score - 1 - (i % 2))),
              },
              yesNo: { wouldReturn: score >= 7, hadTools: i % 4 !== 1, feltValued: score >= 8 || i % 3 === 0 },
              ...(i % 3 === 0 ? { comment: "Obrigado pela experiência." } : {}),
            },
          }),
    });
  }
}
