import { BSON, type Document, Long } from "bson";
import { crc32c } from "./crc32c.js";
import { EngineError, ErrorCodes } from "./errors.js";

/** Wire protocol framing: OP_MSG, and the legacy OP_QUERY / OP_REPLY used for the first handshake. */
export const OpCode = { REPLY: 1, QUERY: 2004, COMPRESSED: 2012, MSG: 2013 } as const;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

const MsgFlags = { checksumPresent: 1, moreToCome: 2, exhaustAllowed: 1 << 16 } as const;
/** Bits 0-15 are "required": a receiver must reject unknown ones. */
const KNOWN_REQUIRED_FLAGS = MsgFlags.checksumPresent | MsgFlags.moreToCome;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type Request =
  | { kind: "msg"; header: MessageHeader; moreToCome: boolean; body: Document }
  | { kind: "query"; header: MessageHeader; collection: string; body: Document };

// Numbers stay JS numbers where that is exact; bson keeps Long for values
// beyond 2^53, Decimal128, ObjectId and the rest as their classes.
const deserializeOptions = { validation: { utf8: false } } as const;

export function readHeader(buf: Buffer): MessageHeader {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readDocument(buf: Buffer, offset: number, end: number): { doc: Document; next: number } {
  if (offset + 5 > end) throw new EngineError(ErrorCodes.InvalidLength, "Invalid BSON document: truncated");
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) {
    throw new EngineError(ErrorCodes.InvalidLength, `Invalid BSON document: size ${size} exceeds message bounds`);
  }
  if (size > MAX_BSON_OBJECT_SIZE + 16 * 1024) {
    throw new EngineError(
      ErrorCodes.BSONObjectTooLarge,
      `BSONObj size: ${size} (0x${size.toString(16)}) is invalid. Size must be between 0 and 16793600(16MB)`,
    );
  }
  try {
    const doc = BSON.deserialize(buf.subarray(offset, offset + size), deserializeOptions);
    return { doc, next: offset + size };
  } catch (err) {
    throw new EngineError(ErrorCodes.InvalidLength, `Invalid BSON document: ${(err as Error).message}`);
  }
}

function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new EngineError(ErrorCodes.InvalidLength, "Invalid message: unterminated string");
  return { value: buf.toString("utf8", offset, zero), next: zero + 1 };
}

/** Parses one complete message (header included). Throws EngineError on malformed input. */
export function parseMessage(buf: Buffer): Request {
  const header = readHeader(buf);
  const end = buf.length;
  if (header.opCode === OpCode.MSG) {
    const flags = buf.readUInt32LE(16);
    if (flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) {
      throw new EngineError(ErrorCodes.ProtocolError, `Unrecognized OP_MSG flags: 0x${flags.toString(16)}`);
    }
    let bodyEnd = end;
    if (flags & MsgFlags.checksumPresent) {
      if (end < 24) throw new EngineError(ErrorCodes.InvalidLength, "OP_MSG too short for its checksum");
      bodyEnd = end - 4;
      const expected = buf.readUInt32LE(bodyEnd);
      if (crc32c(buf, 0, bodyEnd) !== expected) {
        throw new EngineError(ErrorCodes.ProtocolError, "OP_MSG checksum does not match contents");
      }
    }
    let offset = 20;
    let body: Document | undefined;
    const sequences: Array<[string, Document[]]> = [];
    while (offset < bodyEnd) {
      const kind = buf[offset++];
      if (kind === 0) {
        if (body) throw new EngineError(ErrorCodes.ProtocolError, "Multiple body sections in OP_MSG");
        const r = readDocument(buf, offset, bodyEnd);
        body = r.doc;
        offset = r.next;
      } else if (kind === 1) {
        if (offset + 4 > bodyEnd) throw new EngineError(ErrorCodes.InvalidLength, "Truncated document sequence");
        const size = buf.readInt32LE(offset);
        const seqEnd = offset + size;
        if (size < 5 || seqEnd > bodyEnd)
          throw new EngineError(ErrorCodes.InvalidLength, "Invalid document sequence size");
        const id = readCString(buf, offset + 4, seqEnd);
        const docs: Document[] = [];
        let p = id.next;
        while (p < seqEnd) {
          const r = readDocument(buf, p, seqEnd);
          docs.push(r.doc);
          p = r.next;
        }
        sequences.push([id.value, docs]);
        offset = seqEnd;
      } else {
        throw new EngineError(ErrorCodes.ProtocolError, `Unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new EngineError(ErrorCodes.ProtocolError, "OP_MSG has no body section");
    for (const [id, docs] of sequences) {
      if (id in body)
        throw new EngineError(ErrorCodes.ProtocolError, `Duplicate field '${id}' in OP_MSG body and document sequence`);
      body[id] = docs;
    }
    return { kind: "msg", header, moreToCome: (flags & MsgFlags.moreToCome) !== 0, body };
  }
  if (header.opCode === OpCode.QUERY) {
    let offset = 20; // skip flags
    const ns = readCString(buf, offset, end);
    offset = ns.next + 8; // numberToSkip, numberToReturn
    const { doc } = readDocument(buf, offset, end);
    return { kind: "query", header, collection: ns.value, body: doc };
  }
  throw new EngineError(ErrorCodes.ProtocolError, `Unsupported opCode ${header.opCode}`);
}

let nextRequestId = 1;

function headerFor(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/**
 * The BSON of the documents of a cursor batch, serialized once when the batch was cut to size (`Cursors`); the
 * reply then copies these bytes instead of serializing the documents again.
 */
const encodedBatches = new WeakMap<Document[], Uint8Array[]>();

/** Records the BSON of each document of a batch (same order), for `encodeMsgReply`. */
export function setEncodedBatch(batch: Document[], parts: Uint8Array[]): void {
  encodedBatches.set(batch, parts);
}

export function encodeMsgReply(responseTo: number, reply: Document): Buffer[] {
  const cursor = reply.cursor as Document | undefined;
  const batchKey = cursor ? ("firstBatch" in cursor ? "firstBatch" : "nextBatch") : undefined;
  const parts = batchKey && Array.isArray(cursor![batchKey]) ? encodedBatches.get(cursor![batchKey]) : undefined;
  if (parts) return [encodeCursorReply(responseTo, reply, batchKey!, parts)];
  const body = BSON.serialize(reply);
  const pre = Buffer.allocUnsafe(5);
  pre.writeUInt32LE(0, 0);
  pre[4] = 0;
  return [
    headerFor(16 + 5 + body.length, responseTo, OpCode.MSG),
    pre,
    Buffer.from(body.buffer, body.byteOffset, body.length),
  ];
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer[] {
  const body = BSON.serialize(reply);
  const pre = Buffer.alloc(20); // responseFlags, cursorID (8), startingFrom, numberReturned
  pre.writeInt32LE(1, 16);
  return [
    headerFor(16 + 20 + body.length, responseTo, OpCode.REPLY),
    pre,
    Buffer.from(body.buffer, body.byteOffset, body.length),
  ];
}

const CURSOR = Buffer.from("cursor\0", "latin1");

/**
 * `{ cursor: { <batchKey>: [...], ...rest }, ...rest }` as one OP_MSG, the batch's documents copied from their BSON:
 * the same bytes `BSON.serialize` would produce (field order included).
 */
function encodeCursorReply(responseTo: number, reply: Document, batchKey: string, parts: Uint8Array[]): Buffer {
  const cursorTail = tailAfter(reply.cursor as Document, batchKey);
  const replyTail = tailAfter(reply, "cursor");
  const key = batchKey === "firstBatch" ? FIRST_BATCH : batchKey === "nextBatch" ? NEXT_BATCH : cstring(batchKey);
  let arraySize = 4 + 1;
  for (let i = 0; i < parts.length; i++) arraySize += 1 + String(i).length + 1 + parts[i]!.length;
  const cursorSize = 4 + 1 + key.length + arraySize + cursorTail.length;
  const bodySize = 4 + 1 + CURSOR.length + cursorSize + replyTail.length;
  const total = 16 + 5 + bodySize;
  const out = Buffer.allocUnsafe(total);
  out.writeInt32LE(total, 0);
  out.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OpCode.MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  let p = 21;
  out.writeInt32LE(bodySize, p);
  p += 4;
  out[p++] = 0x03; // embedded document
  p += CURSOR.copy(out, p);
  out.writeInt32LE(cursorSize, p);
  p += 4;
  out[p++] = 0x04; // array
  p += key.copy(out, p);
  out.writeInt32LE(arraySize, p);
  p += 4;
  for (let i = 0; i < parts.length; i++) {
    out[p++] = 0x03;
    p += out.write(String(i), p, "latin1");
    out[p++] = 0;
    out.set(parts[i]!, p);
    p += parts[i]!.length;
  }
  out[p++] = 0; // end of the array
  out.set(cursorTail, p);
  p += cursorTail.length;
  out.set(replyTail, p);
  return out;
}

const cstring = (name: string): Buffer => Buffer.from(name + "\0", "latin1");
const FIRST_BATCH = cstring("firstBatch");
const NEXT_BATCH = cstring("nextBatch");
/** `{ ok: 1 }` without its length: its element and the closing zero. */
const OK_TAIL = BSON.serialize({ ok: 1 }).subarray(4);

/**
 * The fields of `doc` other than `skipped` (its first), as BSON elements followed by the closing zero: what comes
 * after `skipped` in `doc`'s BSON. The replies' usual shapes (`{ ok: 1 }`, a cursor's `id` and `ns`) are written
 * directly.
 */
function tailAfter(doc: Document, skipped: string): Uint8Array {
  const keys = Object.keys(doc);
  if (keys.length === 2 && keys[0] === skipped && keys[1] === "ok" && doc.ok === 1) return OK_TAIL;
  if (keys.length === 3 && keys[0] === skipped && keys[1] === "id" && keys[2] === "ns")
    if (doc.id instanceof Long && typeof doc.ns === "string") return idAndNs(doc.id, doc.ns);
  const rest: Document = {};
  for (const k of keys) if (k !== skipped) rest[k] = doc[k];
  return BSON.serialize(rest).subarray(4);
}

/** `id` (int64) and `ns` (string) elements and the closing zero. */
function idAndNs(id: Long, ns: string): Buffer {
  const nsBytes = Buffer.byteLength(ns, "utf8");
  const out = Buffer.allocUnsafe(4 + 8 + 4 + 4 + nsBytes + 1 + 1);
  let p = 0;
  out[p++] = 0x12; // int64
  p += out.write("id\0", p, "latin1");
  out.writeInt32LE(id.low, p);
  out.writeInt32LE(id.high, p + 4);
  p += 8;
  out[p++] = 0x02; // string
  p += out.write("ns\0", p, "latin1");
  out.writeInt32LE(nsBytes + 1, p);
  p += 4;
  p += out.write(ns, p, "utf8");
  out[p++] = 0;
  out[p] = 0; // end of the document
  return out;
}
