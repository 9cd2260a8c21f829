import { Types } from "mongoose";
import type { ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { generateSecret } from "../auth/tokens.js";
import { PublishableKeyModel, type PublishableKeyRecord } from "./publishable-keys.model.js";

/** Every publishable key starts with this (API keys with `wfk_`, sessions have no `_`). */
export const PUBLISHABLE_KEY_PREFIX = "wpk_";
const PUBLISHABLE_KEY_PATTERN = /^wpk_([0-9a-f]{24})_([a-z2-7]{16})$/;
export const MAX_ALLOWED_ORIGINS = 20;

/** A publishable key as listed and created: public, so the key itself is always shown. */
export interface PublishableKeyView {
  id: string;
  name: string;
  key: string;
  allowedOrigins: string[];
  createdAt: Date;
  revokedAt: Date | null;
}

export function keyOf(record: Pick<PublishableKeyRecord, "_id" | "nonce">): string {
  return `${PUBLISHABLE_KEY_PREFIX}${String(record._id)}_${record.nonce}`;
}

function viewOf(record: PublishableKeyRecord): PublishableKeyView {
  return {
    id: String(record._id),
    name: record.name,
    key: keyOf(record),
    allowedOrigins: [...record.allowedOrigins],
    createdAt: record.createdAt,
    revokedAt: record.revokedAt,
  };
}

/**
 * An allowed origin as the browser sends it in `Origin`: scheme, host and port only, lowercase, the default port left
 * out. http is accepted only for localhost and loopback addresses (an intranet in development); anything else, a path,
 * credentials, a wildcard, is refused with WIDGET_ORIGIN_INVALID.
 */
export function normalizeOrigin(value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError("WIDGET_ORIGIN_INVALID", { field: "allowedOrigins" });
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  const scheme = url.protocol === "https:" || (url.protocol === "http:" && local);
  if (!scheme || !bare || text.includes("*") || !/^[a-z]+:\/\/[^/]+\/?$/i.test(text))
    throw new AppError("WIDGET_ORIGIN_INVALID", { field: "allowedOrigins" });
  return url.origin.toLowerCase();
}

function companyOf(ctx: Pick<ServiceContext, "companyId">): Types.ObjectId {
  return new Types.ObjectId(ctx.companyId);
}

/** Creates a key for the context's company, bound to `allowedOrigins` (at least one, each normalized). */
export async function createPublishableKey(
  ctx: ServiceContext,
  input: { name: string; allowedOrigins: string[]; createdBy: string },
): Promise<PublishableKeyView> {
  const name = input.name.trim();
  if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
  const origins = [...new Set(input.allowedOrigins.map(normalizeOrigin))];
  if (origins.length === 0) throw new AppError("VALIDATION_REQUIRED", { field: "allowedOrigins" });
  const record = await PublishableKeyModel.create({
    _id: new Types.ObjectId(),
    companyId: companyOf(ctx),
    name,
    nonce: generateSecret(10),
    allowedOrigins: origins,
    createdBy: new Types.ObjectId(input.createdBy),
    createdAt: ctx.now(),
  });
  return viewOf(record.toObject());
}

/** The company's publishable keys, newest first, revoked ones included. */
export async function listPublishableKeys(ctx: ServiceContext): Promise<PublishableKeyView[]> {
  const records = await PublishableKeyModel.find({ companyId: companyOf(ctx) })
    .sort({ createdAt: -1 })
    .lean<PublishableKeyRecord[]>()
    .exec();
  return records.map(viewOf);
}

/** Revokes one of the company's keys at once; another company's key id, or a revoked key, is not found. */
export async function revokePublishableKey(ctx: ServiceContext, keyId: string): Promise<void> {
  if (!/^[0-9a-f]{24}$/i.test(keyId)) throw new AppError("NOT_FOUND");
  const result = await PublishableKeyModel.updateOne(
    { _id: new Types.ObjectId(keyId), companyId: companyOf(ctx), revokedAt: null },
    { $set: { revokedAt: ctx.now() } },
  ).exec();
  if (result.matchedCount === 0) throw new AppError("NOT_FOUND");
}

/**
 * The live key a presented string names, or null (malformed, unknown, revoked). Read from the database on every call:
 * a revocation holds at once on every instance.
 */
export async function findPublishableKey(key: string): Promise<PublishableKeyRecord | null> {
  const match = PUBLISHABLE_KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, id, nonce] = match as unknown as [string, string, string];
  const record = await PublishableKeyModel.findOne({ _id: new Types.ObjectId(id), revokedAt: null })
    .lean<PublishableKeyRecord>()
    .exec();
  return record && record.nonce === nonce ? record : null;
}
