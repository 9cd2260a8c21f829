import type { ServiceContext } from "../../../../core/context.js";
import type { DemoSeedInput } from "../../../../core/modules/define-module.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import { excerptOf, sanitizeNewsHtml } from "./news-html.js";
import { NewsModel, NewsReadModel } from "./news.model.js";
import type { NewsService } from "./news.service.js";

const DAY_MS = 86_400_000;

/** A year of company news, oldest first: days ago, title, text; `team` addresses the first department only. */
const HISTORY: Array<{ daysAgo: number; title: string; body: string; pinned?: boolean; team?: boolean }> = [
  {
    daysAgo: 360,
    title: "Welcome to the company news",
    body: "<p>This is where we share what matters: <strong>plans, people and practical news</strong>. Posts come to your phone as well.</p>",
    pinned: true,
  },
  {
    daysAgo: 340,
    title: "Annual kick-off recap",
    body: "<h2>Our goals for the year</h2><ul><li>Open two new offices</li><li>Halve onboarding time</li><li>Keep everyone's overtime under control</li></ul>",
  },
  {
    daysAgo: 318,
    title: "New health plan partner",
    body: "<p>From next month the health plan includes dental care. Dependants can be added in your profile.</p>",
  },
  {
    daysAgo: 296,
    title: "Carnival schedule",
    body: "<p>The offices close on Monday and Tuesday; Wednesday starts at <em>13:00</em>.</p>",
  },
  {
    daysAgo: 270,
    title: "Sales team: quarterly results",
    body: "<p>We closed the quarter at <strong>112%</strong> of the target. Thank you all!</p>",
    team: true,
  },
  {
    daysAgo: 249,
    title: "Fire drill on Thursday",
    body: "<p>At 10:00 the alarm sounds; follow the floor wardens to the meeting point across the street.</p>",
  },
  {
    daysAgo: 228,
    title: "Mid-year feedback cycle opens",
    body: "<p>Talk with your manager before the end of the month. The form is short: three questions.</p>",
  },
  {
    daysAgo: 205,
    title: "Winter clothing drive",
    body: "<p>Bring coats and blankets to reception until Friday. Everything goes to the neighbourhood shelter.</p>",
  },
  {
    daysAgo: 184,
    title: "Holiday calendar for the second half",
    body: "<p>The public holidays of every office are in the calendar; plan your vacation early.</p>",
    pinned: true,
  },
  { daysAgo: 163, title: "New coffee machines", body: "<p>Every floor has one now. Please rinse your mug.</p>" },
  {
    daysAgo: 142,
    title: "Team offsite photos",
    body: "<p>Thanks to everyone who came. The album is on the shared drive.</p>",
    team: true,
  },
  {
    daysAgo: 121,
    title: "Security reminder: phishing",
    body: '<p>We never ask for your password by mail. <a href="https://www.cisa.gov/secure-our-world">How to spot phishing</a>.</p>',
  },
  {
    daysAgo: 99,
    title: "Parking changes",
    body: "<p>Spots 1 to 4 are for visitors from Monday. Bicycle racks moved to the garage entrance.</p>",
  },
  {
    daysAgo: 77,
    title: "Volunteering day",
    body: "<p>Pick one of three projects; the day counts as a working day.</p>",
  },
  { daysAgo: 56, title: "Year-end party", body: "<p>Friday the 12th from 18:00. Families welcome.</p>" },
  {
    daysAgo: 34,
    title: "Collective vacation dates",
    body: "<p>The offices close between Christmas and New Year; requests are already in the calendar.</p>",
  },
  {
    daysAgo: 20,
    title: "Sales team: new territory leads",
    body: "<p>Please welcome our two new territory leads in the south region.</p>",
    team: true,
  },
  {
    daysAgo: 9,
    title: "Benefits enrolment is open",
    body: "<p>Change your plan until the end of the month. Nothing to do if you keep it.</p>",
  },
  {
    daysAgo: 2,
    title: "Office renovation starts",
    body: "<p>The second floor is closed for two weeks; desks on the third floor can be booked in Spaces.</p>",
  },
];

/** Posts already written and waiting for their send date. */
const SCHEDULED = [
  {
    inDays: 3,
    title: "Quarterly all-hands",
    body: "<p>Thursday at 16:00 in the main room and online. Questions welcome in advance.</p>",
  },
  { inDays: 14, title: "New expense policy", body: "<p>Receipts go through the app from the first of next month.</p>" },
];

/**
 * The communication module's demo data (issue 17): a year of posts (two pinned, some for one department), already
 * delivered with their recipients and read counts, and two scheduled posts. History is written as it stands today
 * rather than sent again (sending would notify and mail every demo person once per past post); the scheduled ones go
 * through the service, so the job sends them on their date.
 */
export async function seedNews(
  ctx: ServiceContext,
  deps: { news: NewsService; people: PeopleDirectory },
  input: DemoSeedInput,
): Promise<void> {
  if ((await scoped(ctx, NewsModel).count()) > 0) return;
  const author = input.people.find((p) => p.role === "admin")?.userId ?? "system:demo-seed";
  const everyone = (await deps.people.listActive(ctx)).map((w) => w.userId).filter(Boolean);
  const team = (await deps.people.departments(ctx))[0];
  const teamMembers = team ? await deps.people.members(ctx, { departmentId: team.id }) : [];
  const now = ctx.now().getTime();

  for (const [index, post] of HISTORY.entries()) {
    const forTeam = Boolean(post.team && team);
    const recipients = forTeam ? teamMembers : everyone;
    const body = sanitizeNewsHtml(post.body, ctx.companyId);
    const sendDate = new Date(now - post.daysAgo * DAY_MS);
    const created = await scoped({ ...ctx, now: () => sendDate }, NewsModel).create({
      title: post.title,
      body,
      excerpt: excerptOf(body),
      audience: {
        everyone: !forTeam,
        departmentIds: forTeam ? [team!.id] : [],
        officeIds: [],
        roleIds: [],
      },
      sendDate,
      status: "sent",
      pinned: post.pinned ?? false,
      authorId: author,
      recipients: recipients.length,
      reads: 0,
    });
    // older posts were read by more people (about 85%), the latest by fewer (about 40%)
    const share = post.daysAgo > 14 ? 0.85 : 0.4;
    const readers = recipients.filter((_, i) => ((i * 7 + index * 3) % 20) / 20 < share);
    const newsId = String(created._id);
    await scoped(ctx, NewsReadModel).insertMany(
      readers.map((userId, i) => ({ newsId, userId, readAt: new Date(sendDate.getTime() + (i + 1) * 3_600_000) })),
    );
    await scoped(ctx, NewsModel).updateOne({ _id: newsId }, { $set: { reads: readers.length } });
  }

  for (const post of SCHEDULED)
    await deps.news.create(ctx, {
      title: post.title,
      body: post.body,
      audience: { everyone: true },
      sendDate: new Date(now + post.inDays * DAY_MS).toISOString(),
    });
}
