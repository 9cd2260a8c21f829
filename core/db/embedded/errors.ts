/**
 * MongoDB server error codes the engine answers with. Names and numbers follow
 * MongoDB's `error_codes.yml`, so drivers and mongoose recognise them.
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  InvalidLength: 16,
  ProtocolError: 17,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  InvalidIdField: 53,
  NotSingleValueField: 54,
  DollarPrefixedFieldName: 52,
  EmptyFieldName: 56,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  IndexAlreadyExists: 68,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  OperationFailed: 96,
  CannotIndexParallelArrays: 171,
  InvalidPipelineOperator: 168,
  CommandNotSupportedOnView: 166,
  ViewDepthLimitExceeded: 165,
  DocumentValidationFailure: 121,
  Location40415: 40415,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  NoSuchTransaction: 251,
  QueryPlanKilled: 175,
  CursorKilled: 237,
  Location51024: 51024,
  Location31254: 31254,
} as const;

const namesByCode = new Map<number, string>(
  Object.entries(ErrorCodes).map(([name, code]) => [code, name] as [number, string]),
);

export function codeName(code: number): string {
  return namesByCode.get(code) ?? (code >= 1000 ? `Location${code}` : "UnknownError");
}

/** An error the engine reports to the client as `{ ok: 0, errmsg, code, codeName }` or as a write error. */
export class EngineError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = codeName(code);
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

export function fail(code: number, message: string, extra?: Record<string, unknown>): never {
  throw new EngineError(code, message, extra);
}

/**
 * Errors thrown by mingo (query, update and aggregation semantics) become
 * MongoDB-shaped errors. mingo's messages are kept; the code says what kind
 * of mistake it was.
 */
export function toEngineError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (
    /unknown (update )?operator|unknown modifier|unrecognized|not (a )?(valid|supported|registered)|invalid .*operator/i.test(
      message,
    )
  ) {
    return new EngineError(ErrorCodes.FailedToParse, message);
  }
  if (/non-numeric|must be (a|an) (number|array|numeric)|type/i.test(message)) {
    return new EngineError(ErrorCodes.TypeMismatch, message);
  }
  return new EngineError(ErrorCodes.BadValue, message);
}
