/**
 * Reading BSON bytes in place (bsonspec.org), for the readers that take values straight from a raw document instead of
 * the driver's objects: core/lists/bson-json.ts (list pages as JSON) and core/db/bson-columns.ts (grouped columns).
 */

// BSON element types
export const DOUBLE = 0x01;
export const STRING = 0x02;
export const DOCUMENT = 0x03;
export const ARRAY = 0x04;
export const OBJECT_ID = 0x07;
export const BOOLEAN = 0x08;
export const DATE = 0x09;
export const NULL = 0x0a;
export const INT32 = 0x10;
export const INT64 = 0x12;

/** A signed little-endian 32-bit integer. */
export function int32(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);
}

/** A signed 64-bit integer as the nearest number (as the driver promotes it; exact up to 2^53), without a BigInt. */
export function int64(b: Uint8Array, at: number): number {
  return int32(b, at + 4) * 4_294_967_296 + (int32(b, at) >>> 0);
}

/** Where the value after a key starts: past its terminating zero. */
export function afterCString(b: Uint8Array, at: number): number {
  while (b[at] !== 0) at++;
  return at + 1;
}

/** The size in bytes of a value of `type` at `at` (to step over it); -1 for a type BSON does not define. */
export function valueSize(b: Uint8Array, type: number, at: number): number {
  switch (type) {
    case DOUBLE:
    case DATE:
    case INT64:
    case 0x11: // timestamp
      return 8;
    case STRING:
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + int32(b, at);
    case DOCUMENT:
    case ARRAY:
    case 0x0f: // code with scope
      return int32(b, at);
    case 0x05: // binary
      return 5 + int32(b, at);
    case 0x06: // undefined
    case NULL:
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case OBJECT_ID:
      return 12;
    case BOOLEAN:
      return 1;
    case 0x0b: {
      // regex: two C strings
      const end = afterCString(b, at);
      return afterCString(b, end) - at;
    }
    case 0x0c: // DBPointer
      return 4 + int32(b, at) + 12;
    case INT32:
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      return -1;
  }
}
