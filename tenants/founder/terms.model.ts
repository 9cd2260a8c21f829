import mongoose, { Schema, type Query } from "mongoose";

/** One section of the terms: a heading and its text. */
export interface TermsSection {
  heading: string;
  body: string;
}

export type TermsTexts = Record<"en" | "pt-BR" | "es", TermsSection[]>;

/**
 * A version of the platform's terms (spec "top-level collections: contracts"; tenants/README.md "Contracts"): numbered
 * 1, 2, 3... in publication order (a unique index: two founders publishing at once cannot both take a number), the
 * text in the product's three languages, who published it and when. Immutable once published.
 */
export interface TermsRecord {
  _id: mongoose.Types.ObjectId;
  version: number;
  texts: TermsTexts;
  publishedAt: Date;
  /** The founder who published it; null for version 1, which comes from tenants/founder/contract-terms.ts. */
  publishedBy: { userId: string; name: string } | null;
}

/**
 * A company's acceptance of a terms version: which version, the admin who accepted, when. One per company and version
 * (a unique index); kept for the company's history, never changed.
 */
export interface TermsAcceptanceRecord {
  _id: mongoose.Types.ObjectId;
  companyId: string;
  version: number;
  userId: string;
  userName: string;
  acceptedAt: Date;
}

/**
 * A published app version note (spec "top-level collections: versions"): the label, the notes, when and by whom.
 * Open sessions show it live in the new-version banner.
 */
export interface VersionNoteRecord {
  _id: mongoose.Types.ObjectId;
  label: string;
  notes: string;
  publishedAt: Date;
  publishedBy: { userId: string; name: string };
}

/** Thrown by the models for a write that would change or remove a published record: a bug in the calling code. */
export class PublishedRecordImmutableError extends Error {
  constructor(what: string) {
    super(`published terms, acceptances and version notes are immutable (${what})`);
    this.name = "PublishedRecordImmutableError";
  }
}

/** Only inserts: every update, replacement or removal through the model throws. */
function insertOnly(schema: Schema): void {
  for (const op of [
    "updateOne",
    "updateMany",
    "findOneAndUpdate",
    "replaceOne",
    "findOneAndReplace",
    "deleteOne",
    "deleteMany",
    "findOneAndDelete",
  ] as const) {
    schema.pre(op, { document: false, query: true }, function (this: Query<unknown, unknown>) {
      // version 1 is written once with an upsert that only inserts ($setOnInsert); anything else is refused
      const update = (this.getUpdate?.() ?? {}) as Record<string, unknown>;
      const onlyInsert = op === "updateOne" && Object.keys(update).every((k) => k === "$setOnInsert");
      if (!onlyInsert) throw new PublishedRecordImmutableError(op);
    });
  }
  schema.pre("save", function () {
    if (!this.isNew) throw new PublishedRecordImmutableError("save");
  });
}

const publisherSchema = new Schema(
  { userId: { type: String, required: true }, name: { type: String, required: true } },
  { _id: false },
);

const termsSchema = new Schema<TermsRecord>(
  {
    version: { type: Number, required: true, min: 1 },
    texts: { type: Schema.Types.Mixed, required: true },
    publishedAt: { type: Date, required: true },
    publishedBy: { type: publisherSchema, default: null },
  },
  { collection: "contracts", versionKey: false },
);
termsSchema.index({ version: -1 }, { unique: true });
insertOnly(termsSchema);

const acceptanceSchema = new Schema<TermsAcceptanceRecord>(
  {
    companyId: { type: String, required: true },
    version: { type: Number, required: true },
    userId: { type: String, required: true },
    userName: { type: String, required: true },
    acceptedAt: { type: Date, required: true },
  },
  { collection: "contract_acceptances", versionKey: false },
);
acceptanceSchema.index({ companyId: 1, version: -1 }, { unique: true });
insertOnly(acceptanceSchema);

const versionNoteSchema = new Schema<VersionNoteRecord>(
  {
    label: { type: String, required: true },
    notes: { type: String, required: true },
    publishedAt: { type: Date, required: true },
    publishedBy: { type: publisherSchema, required: true },
  },
  { collection: "versions", versionKey: false },
);
versionNoteSchema.index({ publishedAt: -1 });
insertOnly(versionNoteSchema);

export const TermsModel =
  (mongoose.models.Terms as mongoose.Model<TermsRecord> | undefined) ??
  mongoose.model<TermsRecord>("Terms", termsSchema);

export const TermsAcceptanceModel =
  (mongoose.models.TermsAcceptance as mongoose.Model<TermsAcceptanceRecord> | undefined) ??
  mongoose.model<TermsAcceptanceRecord>("TermsAcceptance", acceptanceSchema);

export const VersionNoteModel =
  (mongoose.models.VersionNote as mongoose.Model<VersionNoteRecord> | undefined) ??
  mongoose.model<VersionNoteRecord>("VersionNote", versionNoteSchema);
