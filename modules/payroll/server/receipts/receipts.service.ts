import { randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import { PDFDocument } from "pdf-lib";
import { findUserByEmail } from "../../../../core/auth/users.service.js";
import { actingUser, actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { FilesService } from "../../../../core/files/types.js";
import { localizedPath, matchLocale, type Locale } from "../../../../core/i18n/locale.js";
import type { Mailer } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { findCompany } from "../../../../tenants/tenants.service.js";
import type { PeopleRecords, PersonRecord } from "../../../people/contract/records.js";
import { events, type Receipt, type ReceiptList } from "../../contract/index.js";
import { periodDays } from "../periods/periods.service.js";
import { normalized, pageText } from "./pdf-text.js";
import { ReceiptModel, type ReceiptDoc } from "./receipts.model.js";

type ReceiptRecord = ReceiptDoc & { _id: unknown; createdAt: Date };

function toReceipt(doc: ReceiptRecord): Receipt {
  return {
    id: String(doc._id),
    month: doc.month,
    userId: doc.userId,
    name: doc.name,
    pages: doc.pages,
    size: doc.size,
    uploadedAt: doc.createdAt.toISOString(),
    ...(doc.readAt ? { readAt: doc.readAt.toISOString() } : {}),
  };
}

/**
 * Whose page it is: the person whose full name the page shows (the longest name found, so "Ana Lima Souza" wins over
 * "Ana Lima"). Workers carry no CPF field yet (people's contract), so pages are matched by name only.
 */
export function ownerOfPage(text: string, people: ReadonlyArray<{ key: string; person: PersonRecord }>) {
  const page = ` ${normalized(text)
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")} `;
  let best: PersonRecord | undefined;
  let bestLength = 0;
  for (const { key, person } of people)
    if (key.length > bestLength && page.includes(` ${key} `)) {
      best = person;
      bestLength = key.length;
    }
  return best;
}

const isPdf = (body: Uint8Array) => Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-";

/**
 * Salary receipts (issue 16): an admin uploads a month's payslips, either one PDF for one person (`workerId`) or one
 * PDF of many pages split per person by the name each page shows; the files are stored first, then the records
 * replace the month's previous ones for those people in one step; each person gets a mail and reads, downloads and
 * confirms their own.
 */
export function createReceiptsService(deps: {
  records: PeopleRecords;
  files: FilesService;
  mailer: Mailer;
  events: ModuleEvents;
  publicUrl: string;
}) {
  async function load(ctx: ServiceContext, receiptId: string): Promise<ReceiptRecord> {
    if (!/^[0-9a-f]{24}$/i.test(receiptId)) throw new AppError("NOT_FOUND");
    const doc = (await scoped(ctx, ReceiptModel).findById(receiptId)) as ReceiptRecord | null;
    if (!doc) throw new AppError("NOT_FOUND");
    return doc;
  }
  /** The owner reads their receipt; an admin every receipt; anyone else learns nothing (404). */
  function assertReader(ctx: ServiceContext, doc: ReceiptRecord, options: { ownerOnly?: boolean } = {}) {
    const user = actingUser(ctx);
    if (user?.userId === doc.userId) return;
    if (!options.ownerOnly && (!user || user.level === "admin")) return;
    throw new AppError("NOT_FOUND");
  }

  return {
    async upload(
      ctx: ServiceContext,
      month: string,
      input: { body: Uint8Array; workerId?: string },
    ): Promise<{ stored: number; items: Receipt[] }> {
      periodDays(ctx, month);
      if (!isPdf(input.body)) throw new AppError("PAYROLL_RECEIPT_NOT_PDF", { field: "file" });
      let pdf: PDFDocument;
      try {
        pdf = await PDFDocument.load(input.body, { updateMetadata: false });
      } catch (err) {
        throw new AppError("PAYROLL_RECEIPT_NOT_PDF", { field: "file", cause: err });
      }
      let pages = 0;
      try {
        pages = pdf.getPageCount();
      } catch (err) {
        throw new AppError("PAYROLL_RECEIPT_NOT_PDF", { field: "file", cause: err });
      }
      if (pages === 0) throw new AppError("PAYROLL_RECEIPT_NOT_PDF", { field: "file" });
      // which pages belong to whom
      const byPerson = new Map<string, { person: PersonRecord; pages: number[] }>();
      if (input.workerId) {
        const person = await deps.records.byId(ctx, input.workerId);
        if (!person) throw new AppError("NOT_FOUND");
        byPerson.set(person.userId, { person, pages: [...Array(pages).keys()] });
      } else {
        const people = (await deps.records.all(ctx))
          .map((person) => ({
            key: normalized(person.name)
              .replace(/[^a-z0-9 ]/g, " ")
              .replace(/\s+/g, " "),
            person,
          }))
          .filter((p) => p.key.includes(" "));
        for (let i = 0; i < pages; i++) {
          const owner = ownerOfPage(pageText(pdf, i), people);
          if (!owner) throw new AppError("PAYROLL_RECEIPT_UNMATCHED", { field: "file" });
          const entry = byPerson.get(owner.userId) ?? { person: owner, pages: [] };
          entry.pages.push(i);
          byPerson.set(owner.userId, entry);
        }
      }
      // the files first: a failure here leaves only unreferenced files, never a record without its file
      const prepared: Array<Partial<ReceiptDoc>> = [];
      for (const { person, pages: own } of byPerson.values()) {
        const doc = await PDFDocument.create();
        for (const page of await doc.copyPages(pdf, own)) doc.addPage(page);
        const bytes = await doc.save();
        const key = `companies/${ctx.companyId}/payroll-receipts/${month}/${person.workerId}-${randomUUID()}.pdf`;
        await deps.files.storage.put(key, bytes, { contentType: "application/pdf" });
        prepared.push({
          month,
          userId: person.userId,
          workerId: person.workerId,
          name: person.name,
          key,
          pages: own.length,
          size: bytes.length,
          uploadedBy: actorId(ctx),
        });
      }
      const receipts = scoped(ctx, ReceiptModel);
      const userIds = prepared.map((p) => p.userId!);
      const replaced = await receipts.find({ month, userId: { $in: userIds } }, { projection: { _id: 1 } });
      await receipts.softDelete({ _id: { $in: replaced.map((r) => r._id) } });
      try {
        await receipts.insertMany(prepared);
      } catch (err) {
        // put the previous receipts back: the month stays as it was
        await receipts.softDelete({ month, userId: { $in: userIds }, _id: { $nin: replaced.map((r) => r._id) } });
        await receipts.restore({ _id: { $in: replaced.map((r) => r._id) } });
        throw err;
      }
      const stored = (await receipts.find(
        { month, userId: { $in: userIds } },
        { sort: { name: 1 } },
      )) as ReceiptRecord[];
      const company = await findCompany(ctx.companyId);
      for (const doc of stored) {
        const person = byPerson.get(doc.userId)!.person;
        const user = person.email ? await findUserByEmail(person.email) : null;
        const locale: Locale =
          matchLocale(user?.locale) ??
          (company?.countryId === "br" ? "pt-BR" : company?.countryId === "us" ? "en" : "es");
        await deps.mailer.send({
          to: person.email,
          template: "payroll-receipt",
          locale,
          data: {
            link: new URL(localizedPath(locale, "/receipts"), deps.publicUrl).toString(),
            companyName: company?.name ?? "",
            month,
            name: person.name,
          },
        });
        await deps.events.emit(ctx, events.receiptUploaded, { receiptId: String(doc._id), userId: doc.userId, month });
      }
      return { stored: stored.length, items: stored.map(toReceipt) };
    },

    async ofMonth(ctx: ServiceContext, month: string): Promise<ReceiptList> {
      periodDays(ctx, month);
      const rows = (await scoped(ctx, ReceiptModel).find({ month }, { sort: { name: 1 } })) as ReceiptRecord[];
      return { items: rows.map(toReceipt) };
    },

    async mine(ctx: ServiceContext): Promise<ReceiptList> {
      const user = actingUser(ctx);
      if (!user) throw new AppError("FORBIDDEN");
      const rows = (await scoped(ctx, ReceiptModel).find(
        { userId: user.userId },
        { sort: { month: -1 }, limit: 60 },
      )) as ReceiptRecord[];
      return { items: rows.map(toReceipt) };
    },

    async send(ctx: ServiceContext, receiptId: string, reply: FastifyReply): Promise<FastifyReply> {
      const doc = await load(ctx, receiptId);
      assertReader(ctx, doc);
      return deps.files.send(reply, doc.key, {
        filename: `receipt-${doc.month}.pdf`,
        disposition: "attachment",
      });
    },

    /** The person confirms they read their receipt (once: the first confirmation's time stays). */
    async confirmRead(ctx: ServiceContext, receiptId: string): Promise<Receipt> {
      const doc = await load(ctx, receiptId);
      assertReader(ctx, doc, { ownerOnly: true });
      if (doc.readAt) return toReceipt(doc);
      const updated = (await scoped(ctx, ReceiptModel).findOneAndUpdate(
        { _id: doc._id, readAt: null },
        { $set: { readAt: ctx.now() } },
      )) as ReceiptRecord | null;
      if (!updated) return toReceipt(await load(ctx, receiptId));
      await deps.events.emit(ctx, events.receiptRead, { receiptId, userId: doc.userId });
      return toReceipt(updated);
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
