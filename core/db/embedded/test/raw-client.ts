import { BSON, type Document } from "bson";
import { connect, type Socket } from "node:net";
import { crc32c } from "../crc32c.js";

/** A bare wire-protocol client for tests that must send what no driver would. */
export class RawClient {
  private buffered = Buffer.alloc(0);
  private waiting: Array<(msg: Buffer) => void> = [];
  /** Replies that arrived before anyone asked for them. */
  private inbox: Buffer[] = [];
  private requestId = 1;
  closed: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on("data", (d: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, d]);
      while (this.buffered.length >= 4) {
        const len = this.buffered.readInt32LE(0);
        if (this.buffered.length < len) break;
        const msg = this.buffered.subarray(0, len);
        this.buffered = this.buffered.subarray(len);
        const waiter = this.waiting.shift();
        if (waiter) waiter(msg);
        else this.inbox.push(msg);
      }
    });
    this.closed = new Promise((resolve) => socket.on("close", () => resolve()));
  }

  static async connect(port: number): Promise<RawClient> {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    return new RawClient(socket);
  }

  send(buf: Buffer): void {
    this.socket.write(buf);
  }

  next(timeoutMs = 5000): Promise<Buffer> {
    const early = this.inbox.shift();
    if (early) return Promise.resolve(early);
    return new Promise((resolve, reject) => {
      const waiter = (m: Buffer) => {
        clearTimeout(timer);
        resolve(m);
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        reject(new Error("no reply"));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** Builds an OP_MSG with a body and optional document sequences. */
  opMsg(
    body: Document,
    options: {
      sequences?: Record<string, Document[]>;
      checksum?: boolean;
      moreToCome?: boolean;
      corruptChecksum?: boolean;
    } = {},
  ): Buffer {
    const parts: Buffer[] = [Buffer.from([0]), Buffer.from(BSON.serialize(body))];
    for (const [id, docs] of Object.entries(options.sequences ?? {})) {
      const payload = Buffer.concat([Buffer.from(id + "\0"), ...docs.map((d) => Buffer.from(BSON.serialize(d)))]);
      const size = Buffer.alloc(4);
      size.writeInt32LE(payload.length + 4);
      parts.push(Buffer.from([1]), size, payload);
    }
    const flags = (options.checksum ? 1 : 0) | (options.moreToCome ? 2 : 0);
    const sections = Buffer.concat(parts);
    const length = 16 + 4 + sections.length + (options.checksum ? 4 : 0);
    const head = Buffer.alloc(20);
    head.writeInt32LE(length, 0);
    head.writeInt32LE(this.requestId++, 4);
    head.writeInt32LE(0, 8);
    head.writeInt32LE(2013, 12);
    head.writeUInt32LE(flags, 16);
    const msg = Buffer.concat([head, sections]);
    if (!options.checksum) return msg;
    const sum = Buffer.alloc(4);
    sum.writeUInt32LE((crc32c(msg) + (options.corruptChecksum ? 1 : 0)) >>> 0);
    return Buffer.concat([msg, sum]);
  }

  opQuery(ns: string, query: Document): Buffer {
    const nsBuf = Buffer.from(ns + "\0");
    const q = Buffer.from(BSON.serialize(query));
    const head = Buffer.alloc(20);
    const tail = Buffer.alloc(8);
    tail.writeInt32LE(0, 0);
    tail.writeInt32LE(-1, 4);
    const length = 20 + nsBuf.length + 8 + q.length;
    head.writeInt32LE(length, 0);
    head.writeInt32LE(this.requestId++, 4);
    head.writeInt32LE(0, 8);
    head.writeInt32LE(2004, 12);
    head.writeInt32LE(0, 16);
    return Buffer.concat([head, nsBuf, tail, q]);
  }

  /** Sends a command as OP_MSG and returns the reply body. */
  async command(body: Document, options?: Parameters<RawClient["opMsg"]>[1]): Promise<Document> {
    this.send(this.opMsg(body, options));
    return RawClient.body(await this.next());
  }

  static opCode(msg: Buffer): number {
    return msg.readInt32LE(12);
  }

  static body(msg: Buffer): Document {
    const op = msg.readInt32LE(12);
    if (op === 2013) return BSON.deserialize(msg.subarray(21));
    if (op === 1) return BSON.deserialize(msg.subarray(36));
    throw new Error(`unexpected opCode ${op}`);
  }

  close(): void {
    this.socket.destroy();
  }
}
