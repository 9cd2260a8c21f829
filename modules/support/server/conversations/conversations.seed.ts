import type { DemoSeedInput } from "../../../../core/modules/define-module.js";
import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { ConversationModel } from "./conversations.model.js";
import type { ConversationsService } from "./conversations.service.js";
import type { StaffMember } from "../staff/staff.service.js";

const DAY = 86_400_000;

/** [days ago, who (admin, manager, employee, worker index), subject, the exchange (person first, then staff...), closed] */
type Script = [number, "admin" | "manager" | "employee" | number, string, string[], boolean];

const SCRIPTS: Script[] = [
  [
    350,
    "admin",
    "How do I import our workers from a spreadsheet?",
    [
      "We have 30 people in an Excel file. Is there a way to bring them in at once instead of one by one?",
      "Yes: on Workers, use Import and pick the template. Fill it in and upload it; the app checks every row before saving.",
      "Worked perfectly, thank you!",
    ],
    true,
  ],
  [
    320,
    "manager",
    "Approving leave from my phone",
    [
      "Can I approve my team's leave requests from the phone?",
      "You can: open the app in your phone's browser and add it to the home screen. Requests waiting for you are on Home.",
    ],
    true,
  ],
  [
    290,
    0,
    "I forgot to clock out yesterday",
    [
      "I left at 18:00 yesterday but forgot to clock out. What do I do?",
      "Open Time Clock, pick yesterday and ask for a correction with the right time; your manager approves it.",
      "Done, thanks.",
    ],
    true,
  ],
  [
    255,
    "admin",
    "Holidays for our office in Curitiba",
    [
      "Our Curitiba office has a local holiday on September 8. How do we add it?",
      "Go to Holidays, choose the office and add the date. It only applies to people of that office.",
    ],
    true,
  ],
  [
    220,
    "employee",
    "Where are my payslips?",
    [
      "I cannot find my payslip for last month.",
      "Payslips are in Payroll, under Receipts. Last month's was uploaded on the 5th; you should see it now.",
      "Found it, thank you.",
    ],
    true,
  ],
  [
    190,
    3,
    "Changing my bank account",
    [
      "I opened a new bank account. Where do I update it?",
      "On your profile, Edit profile, Bank. Your HR team sees the change in the audit log.",
    ],
    true,
  ],
  [
    150,
    "manager",
    "Shift swap between two people",
    [
      "Two people on my team want to swap Saturday shifts. Can they do it themselves?",
      "They can ask for the swap from their schedule; you approve it in Schedule management.",
      "Great, that saves me a lot of messages.",
    ],
    true,
  ],
  [
    120,
    "admin",
    "Plan change and billing date",
    [
      "If we move to Premium in the middle of the month, how is it charged?",
      "The new plan applies from the change; the monthly charge follows the number of registered people on the billing date.",
    ],
    true,
  ],
  [
    80,
    7,
    "The app says my session ended",
    [
      "Every morning the app asks me to sign in again.",
      "Sessions end after a while without use, for your security. If it happens within the same day, tell us and we look at it.",
      "It was my browser clearing cookies. All good now.",
    ],
    true,
  ],
  [
    45,
    "employee",
    "Vacation balance looks wrong",
    [
      "My vacation balance shows 18 days but I think I have 22.",
      "We checked: 4 days were taken in March (approved on March 2). The balance is right; you can see each movement in My requests.",
    ],
    true,
  ],
  [
    12,
    "manager",
    "Export the team calendar",
    [
      "Can I export the team calendar to Google Calendar?",
      "Yes: in Integrations, copy your calendar feed link and add it in Google Calendar as 'From URL'.",
      "And does it update by itself?",
      "It does: Google refreshes the feed every few hours.",
    ],
    false,
  ],
  [
    3,
    "employee",
    "Uploading a medical certificate",
    [
      "Where do I send my medical certificate for yesterday's absence?",
      "Create a leave request for yesterday with the type Medical leave and attach the certificate there.",
    ],
    false,
  ],
  [1, "admin", "Adding a second administrator", ["I want our HR analyst to be an administrator too. How?"], false],
];

/**
 * A year of support conversations for the demo company (`npm start` on an empty database): questions from the admin,
 * the manager, the employee and a few workers, answered by the founder on the platform side; the older ones closed,
 * the recent ones open (one answer the employee has not read yet, one question waiting for support). Written through
 * the service with the clock moved to each message's time; the seed mails nobody.
 */
export async function seedSupport(
  ctx: ServiceContext,
  deps: { conversations: ConversationsService; input: DemoSeedInput },
): Promise<void> {
  if ((await scoped(ctx, ConversationModel).count()) > 0) return;
  const { people } = deps.input;
  const byRole = (role: "admin" | "manager" | "employee") => people.find((p) => p.role === role);
  const workers = people.filter((p) => p.role === "worker");
  const domain = byRole("admin")?.email.split("@")[1] ?? "example.com";
  const staff: StaffMember = {
    email: `founder@${domain}`,
    name: "Fernanda Fundadora",
    founder: true,
    userId: null,
    locale: "en",
    seenAt: null,
  };
  const today = ctx.now().getTime();
  for (const [daysAgo, who, subject, exchange, closed] of SCRIPTS) {
    const person = typeof who === "number" ? workers[who] : byRole(who);
    if (!person) continue;
    const level = who === "admin" ? "admin" : who === "manager" ? "revisor" : "requester";
    const asPerson = { userId: person.userId, name: person.name, email: person.email, locale: "en", level };
    // morning questions, answers within a couple of hours
    let at = today - daysAgo * DAY - 6 * 3_600_000;
    const when = (): ServiceContext => {
      const moment = new Date(at);
      return { ...ctx, now: () => moment };
    };
    const [first, ...rest] = exchange;
    const started = await deps.conversations.start(when(), asPerson, { subject, body: first! }, { quiet: true });
    const id = started.conversation.id;
    for (const [i, body] of rest.entries()) {
      at += (40 + 23 * i) * 60_000;
      const staffTurn = i % 2 === 0;
      if (staffTurn) await deps.conversations.staff.write(when(), staff, id, { body }, { quiet: true });
      else await deps.conversations.write(when(), asPerson, id, { body }, { quiet: true });
      at += 5 * 60_000;
      // both sides read what came in, except the latest answer of the newest conversations
      if (daysAgo > 5 || !staffTurn) await deps.conversations.read(when(), asPerson, id);
      if (daysAgo > 5 || staffTurn) await deps.conversations.staff.read(when(), id);
    }
    if (closed) {
      at += DAY;
      await deps.conversations.setStatus(when(), asPerson, id, "closed");
    }
  }
}
