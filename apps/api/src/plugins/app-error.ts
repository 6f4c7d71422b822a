import { errorCatalogue, type ErrorCode } from '@portale/shared';

type AppErrorDetails = {
  fields?: { path: string; message: string }[];
  /** Extra response headers, e.g. Token-Expired. */
  headers?: Record<string, string>;
};

/** The one error type of the API: a catalogue code, its status and message, and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, details: AppErrorDetails = {}) {
    super(errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
  }
}
