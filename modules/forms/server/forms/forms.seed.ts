import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { FormModel } from "./forms.model.js";
import type { FormsService } from "./forms.service.js";

const DAY = 24 * 60 * 60 * 1000;
const TEAMS = ["Sales", "Engineering", "Operations", "People"];
const LUNCH = ["Monday", "Wednesday", "Friday"];

/**
 * Demo forms for a freshly seeded demo tenant: an office survey and an event sign-up answered over the past year
 * (each response written through the service on its own day, so counts, the list and the export look lived in), and a
 * closed form. Hiring's application forms come from the hiring seed.
 */
export async function seedForms(ctx: ServiceContext, deps: { forms: FormsService }): Promise<void> {
  if ((await scoped(ctx, FormModel).count({ owner: null })) > 0) return;
  const at = (daysAgo: number): ServiceContext => ({
    ...ctx,
    now: () => new Date(ctx.now().getTime() - daysAgo * DAY),
  });

  const survey = await deps.forms.create(at(365), {
    title: "Office survey",
    description: "Tell us how the office works for you. Answers go to the people team only.",
    fields: [
      { type: "select", label: "Team", required: true, options: TEAMS },
      { type: "select", label: "Best day for the team lunch", required: true, options: LUNCH },
      { type: "text", label: "What would you change?" },
    ],
  });
  const [team, lunch, change] = survey.fields;
  const ideas = ["More quiet rooms", "Better coffee", "", "Standing desks", "", "Bike parking", "Brighter lights"];
  for (let day = 360, n = 0; day > 0; day -= 9, n++)
    await deps.forms.respond(at(day), survey.id, {
      [team!.id]: TEAMS[n % TEAMS.length]!,
      [lunch!.id]: LUNCH[(n * 7) % LUNCH.length]!,
      ...(ideas[n % ideas.length] ? { [change!.id]: ideas[n % ideas.length]! } : {}),
    });

  const party = await deps.forms.create(at(60), {
    title: "Year-end party sign-up",
    fields: [
      { type: "text", label: "Name", required: true },
      { type: "date", label: "Arrival day", required: true },
      { type: "text", label: "Phone", mask: "(##) #####-####" },
    ],
  });
  const [name, arrival, phone] = party.fields;
  const people = ["Ana Souza", "Bruno Lima", "Carla Díaz", "Diego Rojas", "Elisa Prado", "Felipe Nunes"];
  for (const [n, person] of people.entries())
    await deps.forms.respond(at(50 - n * 6), party.id, {
      [name!.id]: person,
      [arrival!.id]: "2026-12-18",
      ...(n % 2 === 0
        ? { [phone!.id]: `(11) 9${String(1000 + n * 137).padStart(4, "0")}-${String(2000 + n * 311)}` }
        : {}),
    });

  const old = await deps.forms.create(at(300), {
    title: "Parking spot requests (closed)",
    fields: [{ type: "select", label: "Building", required: true, options: ["North", "South"] }],
  });
  await deps.forms.respond(at(290), old.id, { [old.fields[0]!.id]: "North" });
  await deps.forms.update(at(200), old.id, { status: "closed" });
}
