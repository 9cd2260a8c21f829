import { type ErrorCode, errorCatalogue } from "./catalogue.js";

/**
 * An error the API reports to its caller: a catalogue code, its HTTP status,
 * and parameters for the message. Services throw these; the error handler
 * renders `{ statusCode, code, message }` in the caller's language.
 *
 * @example throw new AppError("LEAVE_OVERLAP")
 * @example throw new AppError("VALIDATION_MIN_LENGTH", { params: { min: 3 }, field: "name" })
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: Record<string, string | number>;
  /** The input field the error is about, when there is one. */
  readonly field: string | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; field?: string; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.params = options.params ?? {};
    this.field = options.field;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
