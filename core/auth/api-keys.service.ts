import { Types } from "mongoose";
import type { ServiceContext, Level } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { ApiKeyModel, type ApiKeyRecord } from "./api-keys.model.js";
import { generateSecret, hashesEqual, hashSecret } from "./tokens.js";

/** Every API key starts with this, which tells it apart from a session token (base32 has no `_`). */
export const API_KEY_PREFIX = "wfk_";

const API_KEY_PATTERN = /^wfk_([0-9a-f]{24})_([a-z2-7]{32})$/;

// lastUsedAt is informative; writing it on every request would double the cost of an API call
const LAST_USED_RESOLUTION_MS = 60_000;

/** An API key as listed: everything but the secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  scopes: string[];
  level: Level;
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
}

function viewOf(record: ApiKeyRecord): ApiKeyView {
  return {
    id: String(record._id),
    name: record.name,
    scopes: [...record.scopes],
    level: record.level,
    hint: record.hint,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    revokedAt: record.revokedAt,
    expiresAt: record.expiresAt ?? null,
  };
}

function companyOf(ctx: Pick<ServiceContext, "companyId">): Types.ObjectId {
  return new Types.ObjectId(ctx.companyId);
}

/**
 * Creates a key for the context's company; the returned `key` is the only time the secret is seen. `expiresAt`, when
 * given, must be in the future (AUTH_API_KEY_EXPIRY_PAST).
 */
export async function createApiKey(
  ctx: ServiceContext,
  input: { name: string; scopes: string[]; level: Level; createdBy: string; expiresAt?: Date | null },
): Promise<ApiKeyView & { key: string }> {
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= ctx.now().getTime())
    throw new AppError("AUTH_API_KEY_EXPIRY_PAST", { field: "expiresAt" });
  const _id = new Types.ObjectId();
  const secret = generateSecret();
  const key = `${API_KEY_PREFIX}${String(_id)}_${secret}`;
  const record = await ApiKeyModel.create({
    _id,
    companyId: companyOf(ctx),
    name: input.name,
    scopes: [...new Set(input.scopes)],
    level: input.level,
    secretHash: hashSecret(secret),
    hint: key.slice(-4),
    createdBy: new Types.ObjectId(input.createdBy),
    createdAt: ctx.now(),
    expiresAt,
  });
  return { ...viewOf(record.toObject()), key };
}

/** The company's keys, newest first, revoked ones included (with `revokedAt`) so the history stays visible. */
export async function listApiKeys(ctx: ServiceContext): Promise<ApiKeyView[]> {
  const records = await ApiKeyModel.find({ companyId: companyOf(ctx) })
    .sort({ createdAt: -1 })
    .lean<ApiKeyRecord[]>()
    .exec();
  return records.map(viewOf);
}

/** Revokes one of the company's keys; another company's key id, or a revoked key, is not found. */
export async function revokeApiKey(ctx: ServiceContext, input: { keyId: string }): Promise<void> {
  if (!Types.ObjectId.isValid(input.keyId) || !/^[0-9a-f]{24}$/i.test(input.keyId)) throw new AppError("NOT_FOUND");
  const result = await ApiKeyModel.updateOne(
    { _id: new Types.ObjectId(input.keyId), companyId: companyOf(ctx), revokedAt: null },
    { $set: { revokedAt: ctx.now() } },
  ).exec();
  if (result.matchedCount === 0) throw new AppError("NOT_FOUND");
}

/** The live key a presented string names, or null (malformed, unknown, wrong secret, revoked, expired). */
export async function verifyApiKey(ctx: { now(): Date }, key: string): Promise<ApiKeyRecord | null> {
  const match = API_KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];
  const record = await ApiKeyModel.findOne({ _id: new Types.ObjectId(id), revokedAt: null })
    .lean<ApiKeyRecord>()
    .exec();
  if (!record || !hashesEqual(record.secretHash, hashSecret(secret))) return null;
  const now = ctx.now();
  if (record.expiresAt && record.expiresAt.getTime() <= now.getTime()) return null;
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await ApiKeyModel.updateOne({ _id: record._id }, { $set: { lastUsedAt: now } }).exec();
  }
  return record;
}
