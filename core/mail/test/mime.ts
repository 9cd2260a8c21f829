/**
 * Just enough MIME decoding to read what nodemailer sends: unfolded headers, RFC 2047 encoded words,
 * multipart/alternative parts, quoted-printable and base64 bodies. A test helper, not production code.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parts = new Map<string, string>();
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitEntity(chunk.replace(/^\r\n/, ""));
      const type = (part.headers.get("content-type") ?? "text/plain").split(";")[0]!.trim();
      parts.set(type, decodeBody(part.body, part.headers.get("content-transfer-encoding")));
    }
  } else {
    parts.set(contentType.split(";")[0]!.trim(), decodeBody(body, headers.get("content-transfer-encoding")));
  }
  return {
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.get("text/plain") ?? "",
    html: parts.get("text/html") ?? "",
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const trimmed = body.replace(/\r\n$/, "");
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return qpBytes(trimmed.replace(/=\r\n/g, "")).toString("utf8").replace(/\r\n/g, "\n");
    case "base64":
      return Buffer.from(trimmed.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
    default:
      return trimmed.replace(/\r\n/g, "\n");
  }
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`; whitespace between adjacent encoded words is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : qpBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}
