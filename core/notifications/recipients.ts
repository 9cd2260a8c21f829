import { isValidObjectId, Types } from "mongoose";
import { companyDefaultLocale } from "../../tenants/tenants.service.js";
import { UserModel } from "../auth/users.model.js";
import type { ServiceContext } from "../context.js";
import { type Locale, matchLocale } from "../i18n/locale.js";

/** What delivery needs to know about a person. */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  /** Their saved language, else their company's default: mails go out in it. */
  locale: Locale;
}

/**
 * Finds the people a notification may reach in the context's company. Only current members are returned, so a
 * module cannot notify (or mail) someone of another tenant by mistake.
 */
export type RecipientDirectory = (ctx: ServiceContext, userIds: readonly string[]) => Promise<Recipient[]>;

/** The default directory: live users of core/auth who are members of `ctx.companyId`. */
export const membersDirectory: RecipientDirectory = async (ctx, userIds) => {
  const ids = userIds.filter((id) => isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id));
  if (ids.length === 0 || !isValidObjectId(ctx.companyId)) return [];
  const users = await UserModel.find(
    {
      _id: { $in: ids.map((id) => new Types.ObjectId(id)) },
      "memberships.companyId": new Types.ObjectId(ctx.companyId),
      deletedAt: null,
    },
    { email: 1, name: 1, locale: 1 },
  )
    .lean()
    .exec();
  // a person without a saved language gets the company's default (issue 18), read once per delivery
  const fallback = users.some((user) => !matchLocale(user.locale))
    ? ((await companyDefaultLocale(ctx.companyId)) ?? "en")
    : "en";
  return users.map((user) => ({
    userId: String(user._id),
    email: user.email,
    name: user.name,
    locale: matchLocale(user.locale) ?? fallback,
  }));
};
