import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * The text a page shows, as far as a small reader can tell: the strings of its content streams' text operators
 * (`Tj`, `TJ`, `'`, `"`), literal `( )` or hex `< >`, read as Latin-1. It reads PDFs written with standard or simple
 * fonts (what most payroll systems and pdf-lib produce); text drawn with embedded CID fonts (Identity-H) comes out
 * as codes, not letters, and such a page matches no one (the upload is then refused, nothing stored). A complete
 * reader would need pdfjs-dist, which is not installed (modules/payroll/README.md).
 */
export function pageText(pdf: PDFDocument, pageIndex: number): string {
  const page = pdf.getPage(pageIndex);
  const contents = page.node.Contents();
  if (!contents) return "";
  const streams: PDFRawStream[] = [];
  if (contents instanceof PDFArray) {
    for (let i = 0; i < contents.size(); i++) {
      const s = pdf.context.lookup(contents.get(i) as PDFRef);
      if (s instanceof PDFRawStream) streams.push(s);
    }
  } else if (contents instanceof PDFRawStream) streams.push(contents);
  const parts: string[] = [];
  for (const stream of streams) {
    let bytes: Uint8Array;
    try {
      bytes = decodePDFRawStream(stream).decode();
    } catch {
      continue;
    }
    parts.push(...textOperands(Buffer.from(bytes).toString("latin1")));
  }
  return parts.join(" ");
}

/** The string operands of text-showing operators in a content stream. */
function textOperands(content: string): string[] {
  const out: string[] = [];
  let i = 0;
  let pending: string[] = [];
  while (i < content.length) {
    const c = content[i]!;
    if (c === "(") {
      let depth = 1;
      let s = "";
      i++;
      while (i < content.length && depth > 0) {
        const ch = content[i]!;
        if (ch === "\\") {
          const next = content[i + 1] ?? "";
          const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
          if (/[0-7]/.test(next)) {
            const oct = /^[0-7]{1,3}/.exec(content.slice(i + 1))![0];
            s += String.fromCharCode(parseInt(oct, 8));
            i += 1 + oct.length;
            continue;
          }
          s += escapes[next] ?? next;
          i += 2;
          continue;
        }
        if (ch === "(") depth++;
        if (ch === ")" && --depth === 0) break;
        s += ch;
        i++;
      }
      pending.push(s);
      i++;
    } else if (c === "<" && content[i + 1] !== "<") {
      const end = content.indexOf(">", i);
      if (end < 0) break;
      const hex = content.slice(i + 1, end).replace(/\s+/g, "");
      let s = "";
      for (let k = 0; k + 1 < hex.length; k += 2) s += String.fromCharCode(parseInt(hex.slice(k, k + 2), 16));
      pending.push(s);
      i = end + 1;
    } else if (/[A-Za-z'"]/.test(c)) {
      const op = /^[A-Za-z'"*]+/.exec(content.slice(i))![0];
      if (op === "Tj" || op === "TJ" || op === "'" || op === '"') out.push(pending.join(""));
      pending = [];
      i += op.length;
    } else i++;
  }
  return out;
}

/** Lowercase, without accents, single spaces: how names are compared. */
export function normalized(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
