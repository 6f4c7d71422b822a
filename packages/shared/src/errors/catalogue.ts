/**
 * The error catalogue of SPEC.md section 8. The message is the contract's text (English, as the
 * specification gives it); the web app shows its own Italian text chosen by code and status.
 */
export const errorCatalogue = {
  // Common
  VALIDATION: { status: 400, message: 'Invalid parameters' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload too large' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests' },
  INTERNAL: { status: 500, message: 'Generic error' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'unexpected server error' },
  // Login
  LOGIN_TWO_FACTOR_NEEDED: { status: 202, message: 'Two factor authentication needed' },
  LOGIN_UNKNOWN_ERROR: { status: 400, message: 'Unknow error' },
  LOGIN_NOT_AUTHORIZED: { status: 401, message: 'User is not authorized to access' },
  LOGIN_NOT_PERMITTED: { status: 403, message: 'User doesnt have permission to login' },
  LOGIN_USER_NOT_FOUND: { status: 404, message: 'User not found' },
  LOGIN_LOCKOUT: { status: 409, message: 'User Lockout' },
  LOGIN_PASSWORD_EXPIRED: { status: 419, message: 'Password Expired' },
  LOGIN_TOKEN_GENERATION: { status: 500, message: 'Error in token generation' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every failed call: the catalogue's message, the status, and details in body. */
export type ApiErrorBody = {
  message: string;
  status: number;
  body: { code: ErrorCode | string; requestId?: string; fields?: { path: string; message: string }[] };
};
