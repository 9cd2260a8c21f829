import { AppError } from "../../../../core/errors/app-error.js";
import type { Agent } from "../../contract/index.js";
import { type StaffDoc, StaffModel } from "./staff.model.js";

/** A member of the platform's support team as the service sees them. */
export interface StaffMember {
  email: string;
  name: string;
  founder: boolean;
  userId: string | null;
  locale: string;
  seenAt: Date | null;
}

/** The caller of a platform route, from their session (the module never reads the kernel's users). */
export interface PlatformCaller {
  userId: string;
  email: string;
  name: string;
  locale: string;
  isFounder: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function member(doc: StaffDoc): StaffMember {
  return {
    email: doc.email,
    name: doc.name,
    founder: doc.founder,
    userId: doc.userId,
    locale: doc.locale,
    seenAt: doc.seenAt,
  };
}

/**
 * The platform's support team (README "Platform side"): the founder, by the platform claim on their session, and the
 * agents the founder names by email. Kept in `support_staff`, a platform collection, so every instance reads the same
 * list; nothing is cached in a process.
 */
export function createStaffService(options: { awayAfterMs: number }) {
  return {
    /**
     * The caller as a team member, or null when they are not on the team. A founder is recorded on first use, an
     * agent's user id and name are learned from their session (an agent is named before they ever sign in).
     */
    async identify(caller: PlatformCaller, now: Date): Promise<StaffMember | null> {
      const email = caller.email.trim().toLowerCase();
      if (caller.isFounder) {
        const doc = await StaffModel.findOneAndUpdate(
          { email },
          {
            $set: { founder: true, userId: caller.userId, name: caller.name, locale: caller.locale },
            $setOnInsert: { agent: false, addedAt: now, addedBy: null, seenAt: null },
          },
          { upsert: true, returnDocument: "after" },
        )
          .lean()
          .exec();
        return doc ? member(doc) : null;
      }
      const doc = await StaffModel.findOneAndUpdate(
        { email, agent: true },
        { $set: { userId: caller.userId, name: caller.name, locale: caller.locale } },
        { returnDocument: "after" },
      )
        .lean()
        .exec();
      return doc ? member(doc) : null;
    },

    /** Everyone who answers: named agents and founders who have opened the inbox. */
    async team(): Promise<StaffMember[]> {
      const rows = await StaffModel.find({ $or: [{ agent: true }, { founder: true }] })
        .lean()
        .exec();
      return rows.map(member);
    },

    away(now: Date, m: StaffMember): boolean {
      return !m.seenAt || now.getTime() - m.seenAt.getTime() > options.awayAfterMs;
    },

    /** The inbox is open with a live subscription (or has just closed: `here: false`). */
    async presence(m: StaffMember, here: boolean, now: Date): Promise<void> {
      await StaffModel.updateOne({ email: m.email }, { $set: { seenAt: here ? now : null } }).exec();
    },

    async agents(): Promise<Agent[]> {
      const rows = await StaffModel.find({ agent: true }).sort({ addedAt: 1 }).lean().exec();
      return rows.map((r) => ({ email: r.email, name: r.name, addedAt: r.addedAt.toISOString() }));
    },

    /** The founder names an agent by their sign-in email. */
    async addAgent(input: { email: string; name?: string }, by: string, now: Date): Promise<Agent> {
      const email = input.email.trim().toLowerCase();
      if (!email) throw new AppError("VALIDATION_REQUIRED", { field: "email" });
      if (!EMAIL.test(email)) throw new AppError("VALIDATION_INVALID", { field: "email" });
      const name = (input.name ?? "").trim();
      // one conditional write: an existing agent is refused, a founder's record becomes an agent's too
      const existing = await StaffModel.findOne({ email }).lean().exec();
      if (existing?.agent) throw new AppError("SUPPORT_AGENT_EXISTS", { field: "email" });
      try {
        const doc = await StaffModel.findOneAndUpdate(
          { email, agent: { $ne: true } },
          {
            $set: { agent: true, addedAt: now, addedBy: by, ...(name ? { name } : {}) },
            $setOnInsert: { founder: false, userId: null, locale: "en", seenAt: null, ...(name ? {} : { name: "" }) },
          },
          { upsert: true, returnDocument: "after" },
        )
          .lean()
          .exec();
        return { email: doc!.email, name: doc!.name, addedAt: doc!.addedAt.toISOString() };
      } catch (err) {
        if ((err as { code?: number }).code === 11000) throw new AppError("SUPPORT_AGENT_EXISTS", { field: "email" });
        throw err;
      }
    },

    async removeAgent(email: string): Promise<void> {
      const result = await StaffModel.updateOne(
        { email: email.trim().toLowerCase(), agent: true },
        { $set: { agent: false } },
      ).exec();
      if (result.matchedCount === 0) throw new AppError("NOT_FOUND");
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
