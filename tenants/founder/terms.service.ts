import type { ServiceContext } from "../../core/context.js";
import { auditService, type AuditRecordInput } from "../../core/audit/audit.service.js";
import { AppError } from "../../core/errors/app-error.js";
import { escapeRegExp } from "../../core/lists/search.js";
import { CompanyModel } from "../company.model.js";
import { listCompanyIds, toCompanyObjectId } from "../tenants.service.js";
import { PLATFORM_CONTRACT } from "./contract-terms.js";
import {
  TermsAcceptanceModel,
  TermsModel,
  VersionNoteModel,
  type TermsAcceptanceRecord,
  type TermsRecord,
  type TermsTexts,
  type VersionNoteRecord,
} from "./terms.model.js";
import type {
  Acceptance,
  CompanyAcceptanceList,
  CompanyAcceptanceQuery,
  CompanyContract,
  Terms,
  VersionNote,
} from "./terms.schemas.js";

/** Who acts: the person's id and name (the founder publishing, the admin accepting). */
export interface Person {
  userId: string;
  name: string;
}

/** The date version 1 (tenants/founder/contract-terms.ts) counts as published. */
const INITIAL_PUBLISHED_AT = new Date(`${PLATFORM_CONTRACT.effectiveDate}T00:00:00.000Z`);

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

function termsDto(row: TermsRecord): Terms {
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy?.name ?? null,
    texts: row.texts,
  };
}

function acceptanceDto(row: TermsAcceptanceRecord): Acceptance {
  return { version: row.version, acceptedBy: row.userName, acceptedAt: row.acceptedAt.toISOString(), atSignup: false };
}

function noteDto(row: VersionNoteRecord): VersionNote {
  return {
    id: String(row._id),
    label: row.label,
    notes: row.notes,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy.name,
  };
}

/**
 * The terms version a company took at sign-up: the newest published before it was created (its sign-up accepted the
 * terms then in force; no admin is named). Undefined when none was published yet.
 */
async function signupAcceptance(createdAt: Date): Promise<Acceptance | null> {
  const row = await TermsModel.findOne({ publishedAt: { $lte: createdAt } }, { version: 1 })
    .sort({ version: -1 })
    .lean<{ version: number }>()
    .exec();
  return row ? { version: row.version, acceptedBy: null, acceptedAt: createdAt.toISOString(), atSignup: true } : null;
}

/**
 * Records a founder's platform-wide change in every live company's audit log: the terms and the version notes concern
 * every company, and each company's admins read their own log (core/audit). The founder acts as admin with the
 * founder flag (guards.ts `actorFor`).
 */
export async function auditEveryCompany(ctxFor: (companyId: string) => ServiceContext, input: AuditRecordInput) {
  const ids = await listCompanyIds();
  for (let i = 0; i < ids.length; i += 20)
    await Promise.all(ids.slice(i, i + 20).map((id) => auditService.record(ctxFor(id), input)));
}

/**
 * The platform's terms (tenants/README.md "Contracts"): numbered versions in the `contracts` collection, immutable
 * once published; each company's acceptances in `contract_acceptances`. Nothing is kept in memory: every instance
 * reads the same documents.
 */
export const termsService = {
  /** The terms in force: the newest version. Version 1 is written from contract-terms.ts the first time it is asked. */
  async current(): Promise<TermsRecord> {
    const newest = await TermsModel.findOne().sort({ version: -1 }).lean<TermsRecord>().exec();
    if (newest) return newest;
    await TermsModel.init();
    // an upsert that only inserts: several instances at once write it once (the unique version)
    await TermsModel.updateOne(
      { version: 1 },
      {
        $setOnInsert: {
          version: 1,
          texts: PLATFORM_CONTRACT.texts,
          publishedAt: INITIAL_PUBLISHED_AT,
          publishedBy: null,
        },
      },
      { upsert: true },
    )
      .exec()
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    return (await TermsModel.findOne().sort({ version: -1 }).lean<TermsRecord>().exec())!;
  },

  async currentDto(): Promise<Terms> {
    return termsDto(await this.current());
  },

  /**
   * Publishes the next version. `basedOn` must be the version in force: a founder who read an older one (another
   * founder published meanwhile) gets `TENANT_CONTRACT_CHANGED_MEANWHILE`, as does the loser of two at once (the
   * unique version number).
   */
  async publish(by: Person, input: { basedOn: number; texts: TermsTexts }, now: Date): Promise<Terms> {
    const current = await this.current();
    if (input.basedOn !== current.version) throw new AppError("TENANT_CONTRACT_CHANGED_MEANWHILE");
    const texts = {} as TermsTexts;
    for (const [locale, sections] of Object.entries(input.texts) as Array<[keyof TermsTexts, TermsTexts["en"]]>) {
      texts[locale] = sections.map((section) => ({ heading: section.heading.trim(), body: section.body.trim() }));
      if (texts[locale].some((section) => !section.heading || !section.body))
        throw new AppError("VALIDATION_REQUIRED", { field: `texts.${locale}` });
    }
    await TermsModel.init();
    try {
      const created = await TermsModel.create({
        version: current.version + 1,
        texts,
        publishedAt: now,
        publishedBy: { userId: by.userId, name: by.name },
      });
      return termsDto(created.toObject());
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError("TENANT_CONTRACT_CHANGED_MEANWHILE");
      throw error;
    }
  },

  /** A company's contract: the terms in force, its acceptances, whether its admins must accept. */
  async forCompany(companyId: string): Promise<CompanyContract> {
    const _id = toCompanyObjectId(companyId);
    const company = _id
      ? await CompanyModel.findOne({ _id, deletedAt: null }, { createdAt: 1 }).lean<{ createdAt: Date }>().exec()
      : null;
    if (!company) throw new AppError("NOT_FOUND");
    const terms = await this.current();
    const rows = await TermsAcceptanceModel.find({ companyId })
      .sort({ version: -1 })
      .lean<TermsAcceptanceRecord[]>()
      .exec();
    const acceptances = rows.map(acceptanceDto);
    const atSignup = await signupAcceptance(company.createdAt);
    if (atSignup && !acceptances.some((a) => a.version === atSignup.version)) acceptances.push(atSignup);
    const accepted = acceptances[0] ?? null;
    // asked only for terms published after the company joined: the sign-up took the terms then in force
    const mustAccept =
      terms.publishedAt.getTime() > company.createdAt.getTime() &&
      !acceptances.some((a) => a.version === terms.version);
    return { terms: termsDto(terms), accepted, acceptances, mustAccept };
  },

  /**
   * An admin accepts the terms in force for their company. A version that is not the one in force (an older page, or
   * one not published) is `TENANT_CONTRACT_VERSION_STALE` (409); accepting twice keeps the first record.
   */
  async accept(ctx: ServiceContext, by: Person, version: number): Promise<CompanyContract> {
    const terms = await this.current();
    if (version !== terms.version)
      throw new AppError("TENANT_CONTRACT_VERSION_STALE", { field: "version", params: { version: terms.version } });
    await TermsAcceptanceModel.init();
    let created = false;
    try {
      await TermsAcceptanceModel.create({
        companyId: ctx.companyId,
        version,
        userId: by.userId,
        userName: by.name,
        acceptedAt: ctx.now(),
      });
      created = true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    if (created)
      await auditService.record(ctx, {
        action: "tenants.contract.accepted",
        target: { type: "contract", id: String(version) },
        details: { version },
      });
    return this.forCompany(ctx.companyId);
  },

  /** Every live company with its newest acceptance, by name, a page at a time (the founder console). */
  async companies(query: CompanyAcceptanceQuery): Promise<CompanyAcceptanceList> {
    const filter: Record<string, unknown> = { deletedAt: null };
    if (query.q) filter.name = { $regex: escapeRegExp(query.q), $options: "i" };
    const [rows, total, terms] = await Promise.all([
      CompanyModel.find(filter, { name: 1, createdAt: 1 })
        .sort({ name: 1, _id: 1 })
        .skip(query.skip ?? 0)
        .limit(query.limit ?? 20)
        .lean<Array<{ _id: unknown; name: string; createdAt: Date }>>()
        .exec(),
      CompanyModel.countDocuments(filter).exec(),
      this.current(),
    ]);
    const ids = rows.map((row) => String(row._id));
    const accepted = await TermsAcceptanceModel.find({ companyId: { $in: ids } })
      .sort({ version: -1 })
      .lean<TermsAcceptanceRecord[]>()
      .exec();
    const items = await Promise.all(
      rows.map(async (row) => {
        const companyId = String(row._id);
        const explicit = accepted.find((a) => a.companyId === companyId);
        const atSignup = await signupAcceptance(row.createdAt);
        const newest =
          explicit && (!atSignup || explicit.version >= atSignup.version) ? acceptanceDto(explicit) : atSignup;
        return { companyId, name: row.name, accepted: newest, current: newest?.version === terms.version };
      }),
    );
    return { items, total };
  },
} as const;

/** The app's version notes (`versions`): newest first. */
export const versionNotesService = {
  async list(limit = 50): Promise<VersionNote[]> {
    const rows = await VersionNoteModel.find()
      .sort({ publishedAt: -1, _id: -1 })
      .limit(limit)
      .lean<VersionNoteRecord[]>()
      .exec();
    return rows.map(noteDto);
  },

  async publish(by: Person, input: { label: string; notes: string }, now: Date): Promise<VersionNote> {
    const label = input.label.trim();
    const notes = input.notes.trim();
    if (!label) throw new AppError("VALIDATION_REQUIRED", { field: "label" });
    if (!notes) throw new AppError("VALIDATION_REQUIRED", { field: "notes" });
    const created = await VersionNoteModel.create({ label, notes, publishedAt: now, publishedBy: by });
    return noteDto(created.toObject());
  },
} as const;
