import { errorCatalogue, type ErrorCode, type RoomImportResult } from '@portale/shared';

type AppErrorDetails = {
  fields?: { path: string; message: string }[];
  /** Extra response headers, e.g. Token-Expired. */
  headers?: Record<string, string>;
  /**
   * Extra fields of the response body: the twoFactorCode of a 202 login, the result of a refused room
   * import (its errors by row and column) beside 400 Import file not valid.
   */
  body?: { twoFactorCode?: string; securityCode?: string; importResult?: RoomImportResult };
};

/** The one error type of the API: a catalogue code, its status and message, and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, details: AppErrorDetails = {}, options?: { cause?: unknown }) {
    super(errorCatalogue[code].message, options);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
  }
}
