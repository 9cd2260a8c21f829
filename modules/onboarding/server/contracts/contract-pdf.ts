import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ContractField, ContractTemplate } from "../../contract/index.js";
import type { ProfileRecord } from "../../../people/contract/profiles.js";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Text the standard Helvetica (WinAnsi) can draw: other characters become "?" rather than failing the PDF. */
function drawable(font: PDFFont, text: string): string {
  let out = "";
  for (const ch of text.replace(/\r/g, "")) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += "?";
    }
  }
  return out;
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes lines top-down, adding pages as needed. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(font, size, drawable(font, text), A4[0] - 2 * MARGIN)) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 4;
  }
}

/** The value of a contract field in the person's record, as text. */
export function fieldValue(person: ProfileRecord, field: ContractField): string {
  if (field === "address") {
    const a = person.address;
    return a
      ? [a.street, a.number, a.complement, a.district, a.city, a.state, a.zipcode].filter(Boolean).join(", ")
      : "";
  }
  const value = person[field];
  return value === undefined || value === null ? "" : String(value);
}

export const FIELD_LABELS: Record<ContractField, string> = {
  name: "Name",
  lastName: "Last name",
  email: "Email",
  birthdate: "Birthdate",
  nationality: "Nationality",
  address: "Address",
  startDateAtCompany: "Start date",
  contractType: "Contract type",
  salary: "Salary",
};

/** Fills `{{placeholder}}` with the person's data (unknown placeholders stay as written). */
export function fillTemplate(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (all, key: string) => values[key] ?? all);
}

/**
 * The contract terms as a PDF: each template filled with the person's data, then the table of the contract fields
 * the company chose, headed by a reference unique to the generation. Deterministic for the same input (the
 * metadata dates are the generation's), so its SHA-256 identifies what the person signs.
 */
export async function termsPdf(input: {
  companyName: string;
  person: ProfileRecord;
  templates: readonly ContractTemplate[];
  fields: readonly ContractField[];
  generatedAt: Date;
  /** A reference unique to this generation: two generations never share a hash. */
  reference: string;
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Contract terms - ${input.person.name}`);
  doc.setProducer("onboarding");
  doc.setCreator("onboarding");
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const values: Record<string, string> = { companyName: input.companyName };
  for (const field of Object.keys(FIELD_LABELS) as ContractField[]) values[field] = fieldValue(input.person, field);
  w.text(`${input.companyName} - reference ${input.reference} - generated ${input.generatedAt.toISOString()}`, {
    size: 9,
  });
  for (const template of input.templates) {
    w.text(template.title, { size: 16, bold: true, gap: 10 });
    w.text(fillTemplate(template.body, values), { gap: 14 });
  }
  if (input.fields.length > 0) {
    w.text("Contract data", { size: 13, bold: true, gap: 6 });
    for (const field of input.fields) w.text(`${FIELD_LABELS[field]}: ${values[field] || "-"}`);
  }
  return doc.save({ useObjectStreams: false });
}

export interface EvidenceInput {
  contractId: string;
  name: string;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  originalSha256: string;
}

/** The signed PDF: the terms as signed, a footer on each page, and an evidence page at the end. */
export async function stampEvidence(original: Uint8Array, evidence: EvidenceInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const when = evidence.signedAt.toISOString();
  for (const page of doc.getPages()) {
    page.drawText(
      drawable(
        font,
        `Signed electronically by ${evidence.name} on ${when} - SHA-256 ${evidence.originalSha256.slice(0, 16)}...`,
      ),
      {
        x: MARGIN,
        y: 24,
        size: 7,
        font,
        color: rgb(0.35, 0.35, 0.35),
      },
    );
  }
  const w = new Writer(doc, font, bold);
  w.text("Signature evidence", { size: 18, bold: true, gap: 12 });
  const rows: Array<[string, string]> = [
    ["Signed by", evidence.name],
    ["Email", evidence.email],
    ["Signed at (UTC)", when],
    ["IP address", evidence.ip],
    ["User agent", evidence.userAgent || "-"],
    ["Document SHA-256", evidence.originalSha256],
    ["Contract id", evidence.contractId],
  ];
  for (const [label, value] of rows) {
    w.text(label, { size: 9, bold: true, gap: 0 });
    w.text(value, { size: 11, gap: 8 });
  }
  w.text(
    "The person above read the contract terms on the preceding pages, whose SHA-256 is shown, and signed them in the app. The signed file's own SHA-256 is kept by the company to detect any later change.",
    { size: 9, gap: 0 },
  );
  doc.setModificationDate(evidence.signedAt);
  return doc.save({ useObjectStreams: false });
}
