import { Types } from "mongoose";
import { companyDefaultLocale } from "../../tenants/tenants.service.js";
import type { Level } from "../context.js";
import { matchLocale, type Locale } from "../i18n/locale.js";
import type { AuthContext } from "./auth-context.js";
import { defaultLevelOf, orderLevels } from "./levels.js";
import { normalizeEmail, UserModel, type UserRecord } from "./users.model.js";

/** A live (not soft-deleted) user by address. */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  return UserModel.findOne({ email: normalizeEmail(email), deletedAt: null })
    .lean<UserRecord>()
    .exec();
}

/**
 * The account names of members of a company, by user id (modules never read the users collection; this is the
 * kernel's answer for people who have no worker profile, such as a company's first admin). Non-members are left out.
 */
export async function memberNames(companyId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter((id) => Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id));
  if (ids.length === 0 || !Types.ObjectId.isValid(companyId)) return new Map();
  const users = await UserModel.find(
    { _id: { $in: ids }, "memberships.companyId": new Types.ObjectId(companyId), deletedAt: null },
    { name: 1 },
  )
    .lean<Array<{ _id: unknown; name: string }>>()
    .exec();
  return new Map(users.map((u) => [String(u._id), u.name]));
}

/**
 * The user ids of a company's live members who hold a level there (e.g. its admins, alerted when nobody else is named
 * for a decision). Members only; the order is the users collection's.
 */
export async function memberIdsWithLevel(companyId: string, level: Level): Promise<string[]> {
  if (!/^[0-9a-f]{24}$/i.test(companyId)) return [];
  const users = await UserModel.find(
    { "memberships.companyId": new Types.ObjectId(companyId), deletedAt: null },
    { memberships: 1 },
  )
    .lean<Array<{ _id: unknown; memberships: Array<{ companyId: unknown; levels: Level[] }> }>>()
    .exec();
  return users
    .filter((u) => u.memberships.some((m) => String(m.companyId) === companyId && m.levels.includes(level)))
    .map((u) => String(u._id));
}

/** A member of a company: their language and the levels they hold there; null for anyone else. */
export async function findMember(
  companyId: string,
  userId: string,
): Promise<{ userId: string; locale?: Locale; levels: Level[] } | null> {
  if (!/^[0-9a-f]{24}$/i.test(userId) || !/^[0-9a-f]{24}$/i.test(companyId)) return null;
  const user = await UserModel.findOne(
    { _id: userId, "memberships.companyId": new Types.ObjectId(companyId), deletedAt: null },
    { locale: 1, memberships: 1 },
  )
    .lean<{ _id: unknown; locale?: string; memberships: Array<{ companyId: unknown; levels: Level[] }> }>()
    .exec();
  if (!user) return null;
  const membership = user.memberships.find((m) => String(m.companyId) === companyId);
  return { userId: String(user._id), locale: matchLocale(user.locale), levels: [...(membership?.levels ?? [])] };
}

export interface AddMemberInput {
  companyId: string;
  email: string;
  name: string;
  /** At least one level. */
  levels: Level[];
  /** The person's language; absent: the company's default language (issue 18), else English. */
  locale?: string;
}

/**
 * Puts a person into a company with the given levels, for the people module's "add worker" and for seeds. A new
 * address becomes a user without a password and with the first-access flag (the admin then hands over a
 * first-access link, GET /api/users/{id}/generateAuthLink); an existing user gains the membership, or has the
 * levels of an existing one replaced.
 */
export async function addMember(
  ctx: AuthContext,
  input: AddMemberInput,
): Promise<{ userId: string; created: boolean }> {
  const levels = orderLevels(input.levels);
  if (levels.length === 0) throw new Error("addMember needs at least one level");
  const companyId = new Types.ObjectId(input.companyId);
  const email = normalizeEmail(input.email);
  const membership = { companyId, levels, defaultLevel: defaultLevelOf({ levels })! };

  const existing = await UserModel.findOne({ email, deletedAt: null }, { _id: 1, memberships: 1 })
    .lean<Pick<UserRecord, "_id" | "memberships">>()
    .exec();
  if (existing) {
    const updated = await UserModel.updateOne(
      { _id: existing._id, "memberships.companyId": companyId },
      { $set: { "memberships.$.levels": levels, "memberships.$.defaultLevel": membership.defaultLevel } },
    ).exec();
    if (updated.matchedCount === 0) {
      await UserModel.updateOne({ _id: existing._id }, { $push: { memberships: membership } }).exec();
    }
    return { userId: String(existing._id), created: false };
  }

  // without a language of their own, the company's default (issue 18), else English
  const locale: Locale = matchLocale(input.locale) ?? (await companyDefaultLocale(input.companyId)) ?? "en";
  const now = ctx.now();
  const user = await UserModel.create({
    email,
    name: input.name,
    passwordHash: null,
    emailVerified: false,
    locale,
    isFounder: false,
    firstAccess: true,
    memberships: [membership],
    createdAt: now,
  });
  return { userId: String(user._id), created: true };
}

/** Takes a person out of a company (their account and other memberships stay). */
export async function removeMember(input: { companyId: string; userId: string }): Promise<void> {
  await UserModel.updateOne(
    { _id: new Types.ObjectId(input.userId) },
    { $pull: { memberships: { companyId: new Types.ObjectId(input.companyId) } } },
  ).exec();
}

/**
 * How many members of a company, other than `except`, have signed in at least once (finished their first access):
 * the setup checklist's "invite your team" (issue 12). Modules never read the users collection; this is the kernel's
 * answer.
 */
export async function countSignedInMembers(companyId: string, options: { except: readonly string[] }): Promise<number> {
  if (!/^[0-9a-f]{24}$/i.test(companyId)) return 0;
  const except = options.except.filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => new Types.ObjectId(id));
  return UserModel.countDocuments({
    _id: { $nin: except },
    "memberships.companyId": new Types.ObjectId(companyId),
    firstAccess: false,
    deletedAt: null,
  }).exec();
}
