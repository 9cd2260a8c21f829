import { createHash, randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import type { FastifyBaseLogger } from "fastify";
import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { assertUploadSize, sniffImage } from "../../../../core/files/file-validation.js";
import type { FilesService, Upload } from "../../../../core/files/types.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import { localizedTable, textIn } from "../../../../core/i18n/localized-text.js";
import { listPage } from "../../../../core/lists/list-page.js";
import type { ModuleTenants } from "../../../../core/modules/define-module.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { parseIsoDate } from "../../../../core/validation/validators.js";
import {
  type AnswersInput,
  events,
  type FileAnswer,
  type Form,
  type FormField,
  type FormFieldInput,
  type FormInput,
  type FormList,
  type FormResponse,
  type FormsForms,
  type FormUpdate,
  leadingZeroBits,
  matchesMask,
  type PublicForm,
  type PublicUpload,
  type ResponseList,
} from "../../contract/index.js";
import {
  ChallengeModel,
  type ChallengeDoc,
  type FormDoc,
  FormModel,
  ResponseModel,
  type ResponseDoc,
  UploadModel,
} from "./forms.model.js";

/** The bot check's cost and pace (README "Public page"): ~4,000 hashes in the browser, 3 s between opening and sending. */
export const BOT_CHECK = { difficulty: 12, minSeconds: 3, maxAgeMs: 24 * 60 * 60 * 1000 } as const;
const PUBLIC_ID = /^([0-9a-f]{24})-([0-9a-f]{24})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Stored<T> = T & { _id: unknown; createdAt: Date };

/** The export's own column headers, in the reader's language. */
const EXPORT_TEXT = localizedTable({
  submitted: ["Submitted", "Enviado em", "Enviado el"],
  sheet: ["Responses", "Respostas", "Respuestas"],
});

const publicIdOf = (companyId: string, formId: string) => `${companyId}-${formId}`;

function toForm(doc: Stored<FormDoc> & { companyId: unknown }): Form {
  const id = String(doc._id);
  return {
    id,
    publicId: publicIdOf(String(doc.companyId), id),
    title: doc.title,
    description: doc.description ?? "",
    fields: doc.fields,
    status: doc.status,
    owner: doc.owner ?? null,
    responseCount: doc.responseCount ?? 0,
    createdAt: doc.createdAt.toISOString(),
  };
}

function toResponse(doc: Stored<ResponseDoc>): FormResponse {
  return {
    id: String(doc._id),
    formId: doc.formId,
    answers: doc.answers ?? {},
    source: doc.source,
    submittedAt: doc.submittedAt.toISOString(),
  };
}

/** A field id from a label: lower-case ascii letters, digits and dashes (what people's custom fields allow). */
function slug(label: string): string {
  const base = label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32);
  return base || "field";
}

/**
 * The fields as stored: ids kept or made from labels (unique), masks on text only, options on selects only (at least
 * one). Refuses the whole list before anything is written.
 */
export function normalizeFields(input: readonly FormFieldInput[]): FormField[] {
  const ids = new Set<string>();
  const keys = new Set<string>();
  return input.map((field, index) => {
    const label = field.label.trim();
    if (!label) throw new AppError("VALIDATION_REQUIRED", { field: `fields.${index}.label` });
    let id = field.id ?? slug(label);
    if (field.id && ids.has(id)) throw new AppError("FORMS_DUPLICATE_FIELD", { field: `fields.${index}.id` });
    for (let n = 2; ids.has(id); n++) id = `${slug(label)}-${n}`;
    ids.add(id);
    if (field.key) {
      if (keys.has(field.key)) throw new AppError("FORMS_DUPLICATE_FIELD", { field: `fields.${index}.key` });
      keys.add(field.key);
    }
    const type = field.type as FormField["type"];
    const out: FormField = { id, type, label, required: field.required ?? false };
    if (field.key) out.key = field.key;
    if (type === "text" && field.mask) out.mask = field.mask;
    if (type === "text" && field.format) out.format = field.format;
    if (type === "select") {
      const options = [...new Set((field.options ?? []).map((o) => o.trim()).filter(Boolean))];
      if (options.length === 0) throw new AppError("FORMS_OPTIONS_REQUIRED", { field: `fields.${index}.options` });
      out.options = options;
    }
    return out;
  });
}

/** The type a file answer is stored and served with, from its first bytes (never the client's claim or name). */
function fileTypeOf(body: Uint8Array): string {
  const image = sniffImage(body);
  if (image === "png") return "image/png";
  if (image === "jpeg") return "image/jpeg";
  if (Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
  throw new AppError("FORMS_FILE_TYPE");
}

const displayName = (filename: string): string => (filename.split(/[\\/]/).pop() ?? "").slice(0, 200) || "file";

export interface PublicBase {
  now(): Date;
  log: FastifyBaseLogger;
}

/**
 * The forms service: admins build forms, members and strangers (through the public page) answer them, admins read
 * and export the answers. Data only through `scoped(ctx, Model)`; it emits `forms.response.submitted` after a
 * response is stored, whichever path stored it.
 */
export function createFormsService(deps: {
  events: ModuleEvents;
  files: FilesService;
  tenants: Pick<ModuleTenants, "summary">;
}) {
  async function load(ctx: ServiceContext, formId: string): Promise<Stored<FormDoc> & { companyId: unknown }> {
    const form = await scoped(ctx, FormModel).findById(formId);
    if (!form) throw new AppError("NOT_FOUND");
    return form as Stored<FormDoc> & { companyId: unknown };
  }

  /** The answers as stored, every field checked (`answers.<fieldId>` names the one in error). */
  async function checkAnswers(
    ctx: ServiceContext,
    formId: string,
    fields: readonly FormField[],
    answers: AnswersInput,
  ): Promise<{ values: Record<string, string | FileAnswer>; uploadIds: string[] }> {
    const byId = new Map(fields.map((f) => [f.id, f]));
    for (const id of Object.keys(answers))
      if (!byId.has(id)) throw new AppError("FORMS_FIELD_UNKNOWN", { field: `answers.${id}` });
    const values: Record<string, string | FileAnswer> = {};
    const uploadIds: string[] = [];
    for (const field of fields) {
      const at = `answers.${field.id}`;
      const value = (answers[field.id] ?? "").trim();
      if (!value) {
        if (field.required)
          throw new AppError(field.type === "select" ? "VALIDATION_SELECTION" : "VALIDATION_REQUIRED", { field: at });
        continue;
      }
      if (field.type === "select" && !field.options?.includes(value))
        throw new AppError("VALIDATION_SELECTION", { field: at });
      if (field.type === "date" && !parseIsoDate(value)) throw new AppError("VALIDATION_DATE", { field: at });
      if (field.type === "text") {
        if (field.mask && !matchesMask(value, field.mask)) throw new AppError("FORMS_MASK_MISMATCH", { field: at });
        if (field.format === "email" && !EMAIL.test(value)) throw new AppError("VALIDATION_EMAIL", { field: at });
      }
      if (field.type === "file") {
        const upload = await scoped(ctx, UploadModel).findOne({
          _id: /^[0-9a-f]{24}$/.test(value) ? value : null,
          formId,
          responseId: null,
        });
        if (!upload) throw new AppError("FORMS_UPLOAD_INVALID", { field: at });
        values[field.id] = { uploadId: value, name: upload.name, size: upload.size, contentType: upload.contentType };
        uploadIds.push(value);
        continue;
      }
      values[field.id] = field.type === "text" && field.format === "email" ? value.toLowerCase() : value;
    }
    return { values, uploadIds };
  }

  async function store(
    ctx: ServiceContext,
    form: Stored<FormDoc>,
    checked: { values: Record<string, string | FileAnswer>; uploadIds: string[] },
    source: "public" | "member",
  ): Promise<FormResponse> {
    const formId = String(form._id);
    const doc = (await scoped(ctx, ResponseModel).create({
      formId,
      answers: checked.values,
      source,
      submittedAt: ctx.now(),
    })) as Stored<ResponseDoc>;
    const responseId = String(doc._id);
    if (checked.uploadIds.length > 0)
      await scoped(ctx, UploadModel).updateMany(
        { _id: { $in: checked.uploadIds }, formId, responseId: null },
        { $set: { responseId } },
      );
    await scoped(ctx, FormModel).updateOne({ _id: form._id }, { $inc: { responseCount: 1 } });
    await deps.events.emit(ctx, events.responseSubmitted, { formId, responseId, owner: form.owner ?? null });
    return toResponse(doc);
  }

  /** The company's context for a public link, or NOT_FOUND (unknown, removed, or a company without the module). */
  async function publicContext(base: PublicBase, publicId: string): Promise<{ ctx: ServiceContext; formId: string }> {
    const match = PUBLIC_ID.exec(publicId);
    if (!match) throw new AppError("NOT_FOUND");
    const [, companyId, formId] = match as unknown as [string, string, string];
    const tenant = await deps.tenants.summary(companyId);
    if (!tenant || !tenant.enabledModules.includes("forms")) throw new AppError("NOT_FOUND");
    const ctx: ServiceContext = {
      companyId,
      actor: { kind: "system", name: "forms.public" },
      now: base.now,
      log: base.log,
      tenant,
      timeZone: tenant.timeZone,
    };
    return { ctx, formId };
  }

  async function openForm(ctx: ServiceContext, formId: string) {
    const form = await load(ctx, formId);
    if (form.status !== "open") throw new AppError("FORMS_CLOSED");
    return form;
  }

  /** The challenge after its proof of work and its age are checked; not used up (uploads share it with the send). */
  async function checkChallenge(
    ctx: ServiceContext,
    formId: string,
    proof: { id: string; solution: string },
  ): Promise<Stored<ChallengeDoc>> {
    const challenge = (await scoped(ctx, ChallengeModel).findById(proof.id)) as Stored<ChallengeDoc> | null;
    const now = ctx.now().getTime();
    if (
      !challenge ||
      challenge.formId !== formId ||
      challenge.usedAt ||
      now - challenge.issuedAt.getTime() < BOT_CHECK.minSeconds * 1000 ||
      now - challenge.issuedAt.getTime() > BOT_CHECK.maxAgeMs
    )
      throw new AppError("FORMS_BOT_CHECK");
    const digest = createHash("sha256").update(`${challenge.nonce}:${proof.solution}`).digest();
    if (leadingZeroBits(digest) < challenge.difficulty) throw new AppError("FORMS_BOT_CHECK");
    return challenge;
  }

  const service = {
    async create(ctx: ServiceContext, input: FormInput, owner: string | null = null): Promise<Form> {
      const title = input.title.trim();
      if (!title) throw new AppError("VALIDATION_REQUIRED", { field: "title" });
      const fields = normalizeFields(input.fields);
      const doc = await scoped(ctx, FormModel).create({
        title,
        description: input.description?.trim() ?? "",
        fields,
        status: "open",
        owner,
        responseCount: 0,
        createdBy: actorId(ctx),
        // the record's own clock (the seed writes a year of history on its days)
        createdAt: ctx.now(),
      } as Partial<FormDoc>);
      const form = toForm(doc as Stored<FormDoc> & { companyId: unknown });
      await deps.events.emit(ctx, events.created, { formId: form.id, owner });
      return form;
    },

    list(ctx: ServiceContext, page: { limit: number; skip: number }): Promise<FormList> {
      return listPage(ctx, FormModel, {
        sort: { createdAt: -1, _id: -1 },
        page,
        toItem: (doc) => toForm(doc as Stored<FormDoc> & { companyId: unknown }),
      }) as Promise<FormList>;
    },

    async get(ctx: ServiceContext, formId: string): Promise<Form> {
      return toForm(await load(ctx, formId));
    },

    async update(ctx: ServiceContext, formId: string, patch: FormUpdate): Promise<Form> {
      await load(ctx, formId);
      const $set: Partial<FormDoc> = {};
      if (patch.title !== undefined) {
        $set.title = patch.title.trim();
        if (!$set.title) throw new AppError("VALIDATION_REQUIRED", { field: "title" });
      }
      if (patch.description !== undefined) $set.description = patch.description.trim();
      if (patch.fields !== undefined) $set.fields = normalizeFields(patch.fields);
      if (patch.status !== undefined) $set.status = patch.status as FormDoc["status"];
      const updated = await scoped(ctx, FormModel).findOneAndUpdate({ _id: formId }, { $set });
      if (!updated) throw new AppError("NOT_FOUND");
      return toForm(updated as Stored<FormDoc> & { companyId: unknown });
    },

    /** A signed-in member answers (spec §7 POST /companies/{companyId}/forms/response/{formId}). */
    async respond(ctx: ServiceContext, formId: string, answers: AnswersInput): Promise<FormResponse> {
      const form = await openForm(ctx, formId);
      return store(ctx, form, await checkAnswers(ctx, formId, form.fields, answers), "member");
    },

    listResponses(ctx: ServiceContext, formId: string, page: { limit: number; skip: number }): Promise<ResponseList> {
      return load(ctx, formId).then(
        () =>
          listPage(ctx, ResponseModel, {
            filter: { formId },
            sort: { submittedAt: -1, _id: -1 },
            page,
            toItem: (doc) => toResponse(doc as Stored<ResponseDoc>),
          }) as Promise<ResponseList>,
      );
    },

    async response(ctx: ServiceContext, responseId: string): Promise<FormResponse> {
      const doc = await scoped(ctx, ResponseModel).findById(responseId);
      if (!doc) throw new AppError("NOT_FOUND");
      return toResponse(doc as Stored<ResponseDoc>);
    },

    /** The key and name of a file answer, for the admins' download route. */
    async responseFile(
      ctx: ServiceContext,
      ids: { formId: string; responseId: string; fieldId: string },
    ): Promise<{ key: string; name: string }> {
      const response = await scoped(ctx, ResponseModel).findOne({
        _id: /^[0-9a-f]{24}$/.test(ids.responseId) ? ids.responseId : null,
        formId: ids.formId,
      });
      const answer = response?.answers?.[ids.fieldId];
      if (!answer || typeof answer === "string") throw new AppError("NOT_FOUND");
      const upload = await scoped(ctx, UploadModel).findById(answer.uploadId);
      if (!upload) throw new AppError("NOT_FOUND");
      return { key: upload.key, name: upload.name };
    },

    /** The key and name of a file answer by its upload id (the owning module serves it: hiring's candidates). */
    async uploadOfResponse(
      ctx: ServiceContext,
      ids: { responseId: string; uploadId: string },
    ): Promise<{ key: string; name: string }> {
      const upload = await scoped(ctx, UploadModel).findOne({
        _id: /^[0-9a-f]{24}$/.test(ids.uploadId) ? ids.uploadId : null,
        responseId: ids.responseId,
      });
      if (!upload) throw new AppError("NOT_FOUND");
      return { key: upload.key, name: upload.name };
    },

    /** Every response of a form as an Excel sheet in the reader's language: the time sent, then one column per field. */
    async exportResponses(
      ctx: ServiceContext,
      formId: string,
      locale: Locale = "en",
    ): Promise<{ body: Buffer; filename: string }> {
      const form = await load(ctx, formId);
      const rows = (await scoped(ctx, ResponseModel).find({ formId }, { sort: { submittedAt: 1, _id: 1 } })) as Array<
        Stored<ResponseDoc>
      >;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(textIn(EXPORT_TEXT.sheet, locale));
      sheet.columns = [
        { header: textIn(EXPORT_TEXT.submitted, locale), key: "__submittedAt", width: 22 },
        ...form.fields.map((f) => ({ header: f.label, key: f.id, width: Math.min(Math.max(f.label.length, 14), 40) })),
      ];
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) {
        const line: Record<string, unknown> = { __submittedAt: row.submittedAt };
        for (const field of form.fields) {
          const value = row.answers?.[field.id];
          line[field.id] = value === undefined ? "" : typeof value === "string" ? value : value.name;
        }
        sheet.addRow(line);
      }
      sheet.getColumn(1).numFmt = "yyyy-mm-dd hh:mm";
      const body = Buffer.from(await workbook.xlsx.writeBuffer());
      return { body, filename: `${slug(form.title)}-responses.xlsx` };
    },

    /** Stores a file for a file field of an open form (PDF, PNG or JPG by content, 2 MB). */
    async upload(ctx: ServiceContext, formId: string, upload: Upload): Promise<PublicUpload> {
      await openForm(ctx, formId);
      assertUploadSize(upload.body);
      const contentType = fileTypeOf(upload.body);
      const key = `companies/${ctx.companyId}/forms/${formId}/${randomBytes(12).toString("hex")}`;
      await deps.files.storage.put(key, upload.body, { contentType });
      const doc = await scoped(ctx, UploadModel).create({
        formId,
        key,
        name: displayName(upload.filename),
        size: upload.body.length,
        contentType,
        responseId: null,
      });
      return { uploadId: String(doc._id), name: doc.name, size: doc.size, contentType };
    },

    /** Closes the challenges older than the bot check accepts (soft removal: out of every read). */
    async expireChallenges(ctx: ServiceContext): Promise<void> {
      await scoped(ctx, ChallengeModel).softDelete({
        issuedAt: { $lt: new Date(ctx.now().getTime() - BOT_CHECK.maxAgeMs) },
      });
    },

    public: {
      /** The public page's form and a fresh bot check (spec §2 /forms/{id}). */
      async view(base: PublicBase, publicId: string): Promise<PublicForm> {
        const { ctx, formId } = await publicContext(base, publicId);
        const form = await openForm(ctx, formId);
        const challenge = await scoped(ctx, ChallengeModel).create({
          formId,
          nonce: randomBytes(16).toString("hex"),
          difficulty: BOT_CHECK.difficulty,
          issuedAt: ctx.now(),
          usedAt: null,
        });
        return {
          publicId,
          companyName: ctx.tenant?.name ?? "",
          title: form.title,
          description: form.description ?? "",
          fields: form.fields,
          challenge: {
            id: String(challenge._id),
            nonce: challenge.nonce,
            difficulty: challenge.difficulty,
            minSeconds: BOT_CHECK.minSeconds,
          },
        };
      },

      async upload(
        base: PublicBase,
        publicId: string,
        input: { upload: Upload; challenge: { id: string; solution: string } },
      ): Promise<PublicUpload> {
        const { ctx, formId } = await publicContext(base, publicId);
        await openForm(ctx, formId);
        await checkChallenge(ctx, formId, input.challenge);
        return service.upload(ctx, formId, input.upload);
      },

      /** Stores a stranger's answers once the honeypot, the proof of work, its age and every answer are checked. */
      async submit(
        base: PublicBase,
        publicId: string,
        input: { answers: AnswersInput; challenge: { id: string; solution: string }; website?: string },
      ): Promise<{ responseId: string }> {
        const { ctx, formId } = await publicContext(base, publicId);
        const form = await openForm(ctx, formId);
        if (input.website?.trim()) throw new AppError("FORMS_BOT_CHECK");
        await checkChallenge(ctx, formId, input.challenge);
        const checked = await checkAnswers(ctx, formId, form.fields, input.answers);
        // used once: of two sends racing with the same proof, one wins
        const used = await scoped(ctx, ChallengeModel).findOneAndUpdate(
          { _id: input.challenge.id, usedAt: null },
          { $set: { usedAt: ctx.now() } },
        );
        if (!used) throw new AppError("FORMS_BOT_CHECK");
        const response = await store(ctx, form, checked, "public");
        return { responseId: response.id };
      },
    },
  };
  return service;
}

export type FormsService = ReturnType<typeof createFormsService>;

/** What other modules receive (`forms.forms`). */
export function formsForOtherModules(forms: FormsService): FormsForms {
  return {
    async create(ctx, input) {
      const form = await forms.create(ctx, input, input.owner);
      return { id: form.id, publicId: form.publicId, publicPath: `/forms/${form.publicId}` };
    },
    async close(ctx, formId) {
      await forms.update(ctx, formId, { status: "closed" });
    },
    async response(ctx, responseId) {
      const response = await forms.response(ctx, responseId);
      const form = await forms.get(ctx, response.formId);
      const byKey: Record<string, unknown> = {};
      for (const field of form.fields) {
        const value = response.answers[field.id];
        if (value !== undefined) byKey[field.key ?? field.id] = value;
      }
      return { ...response, byKey };
    },
    file: (ctx, ids) => forms.uploadOfResponse(ctx, ids),
  };
}
