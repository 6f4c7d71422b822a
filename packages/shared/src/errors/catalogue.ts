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
  /** A retry of a write whose first request, under the same Idempotency-Key, still runs (not in SPEC.md). */
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress',
  },
  // Login
  LOGIN_TWO_FACTOR_NEEDED: { status: 202, message: 'Two factor authentication needed' },
  LOGIN_UNKNOWN_ERROR: { status: 400, message: 'Unknow error' },
  LOGIN_NOT_AUTHORIZED: { status: 401, message: 'User is not authorized to access' },
  LOGIN_NOT_PERMITTED: { status: 403, message: 'User doesnt have permission to login' },
  LOGIN_USER_NOT_FOUND: { status: 404, message: 'User not found' },
  LOGIN_LOCKOUT: { status: 409, message: 'User Lockout' },
  LOGIN_PASSWORD_EXPIRED: { status: 419, message: 'Password Expired' },
  LOGIN_TOKEN_GENERATION: { status: 500, message: 'Error in token generation' },
  /** The second login step's twoFactorCode is unknown, used or expired (not in SPEC.md). */
  TWO_FACTOR_LOGIN_EXPIRED: { status: 404, message: 'Invalid security code' },
  // First access
  FIRST_ACCESS_INVALID: { status: 400, message: 'Validation password error or system consent false' },
  FIRST_ACCESS_CODE_INVALID: { status: 404, message: 'Invalid security code' },
  FIRST_ACCESS_ALREADY_DONE: {
    status: 409,
    message: 'User already have set first-access password or is already enabled',
  },
  // Reset (its 500 'Generic error' is INTERNAL)
  RESET_PASSWORD_INVALID: { status: 400, message: 'Validation password error' },
  RESET_CODE_INVALID: { status: 404, message: 'Invalid security code' },
  // Send reset
  SEND_RESET_USER_NOT_FOUND: { status: 404, message: 'User not found' },
  /** An email could not be sent (send reset, activation email). */
  MAIL_FAILED: { status: 500, message: 'Generic error' },
  // Change and renew (the 401 of change is UNAUTHORIZED, the 500 INTERNAL)
  PASSWORD_NEW_INVALID: { status: 400, message: 'NewPassword validation error' },
  PASSWORD_WRONG_OLD: { status: 403, message: 'Wrong old password' },
  PASSWORD_EQUALS_OLD: { status: 406, message: 'NewPassword is equal to OldPassword' },
  PASSWORD_CONFIRM_MISMATCH: { status: 422, message: 'NewPassword is different from ConfirmPassword' },
  /** The renew code is unknown, used or expired (not in SPEC.md). */
  RENEW_CODE_INVALID: { status: 404, message: 'Invalid security code' },
  // New user
  NEW_USER_INVALID: { status: 400, message: 'Cannot create User' },
  USERNAME_IN_USE: { status: 409, message: 'Username already in use' },
  // Permissions
  PERMISSIONS_INVALID: { status: 400, message: 'Cannot read permissions role claim' },
  /** A site given for a customer user is not one of the user's customer (not in SPEC.md). */
  USER_SITES_INVALID: { status: 400, message: "Invalid sites: every site must be of the user's customer" },
  // Impersonation
  IMPERSONATION_CANNOT_CREATE: { status: 400, message: 'Cannot create url' },
  IMPERSONATION_FORBIDDEN: { status: 403, message: 'Authenticated user cannot impersonate' },
  /** The impersonation secret is unknown, used or expired (not in SPEC.md). */
  IMPERSONATION_SECRET_INVALID: { status: 404, message: 'Invalid security code' },
  /** Password, two-factor and email-preference changes are refused to an impersonated session. */
  IMPERSONATED_SESSION_FORBIDDEN: { status: 403, message: 'Not allowed while impersonating a user' },
  // User update
  USER_UPDATE_INVALID: { status: 400, message: 'Invalid field values: some values are null or empty' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  USERS_SOME_NOT_FOUND: { status: 404, message: 'Some user not found' },
  // Delete
  USER_DELETE_INVALID_ID: { status: 400, message: 'Invalid userId' },
  // Activation email
  USER_ALREADY_ACTIVE: { status: 400, message: 'User already active' },
  // User administration rules (not in SPEC.md)
  USER_SELF_CHANGE_FORBIDDEN: {
    status: 403,
    message: 'Cannot disable, delete or change the permissions of your own account',
  },
  USER_GRANT_FORBIDDEN: { status: 403, message: 'Cannot grant or manage permissions you do not hold' },
  // Two-factor authentication (not in SPEC.md)
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'Two factor authentication already enabled' },
  TWO_FACTOR_NOT_STARTED: { status: 400, message: 'Two factor setup not started' },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: 'Two factor authentication not enabled' },
  TWO_FACTOR_INVALID_CODE: { status: 400, message: 'Invalid two factor code' },
  TWO_FACTOR_REQUIRED: { status: 403, message: 'Two factor authentication is required for staff' },
  // Email preferences
  EMAIL_PREFERENCES_INVALID: { status: 400, message: 'Token empty or system consent false' },
  EMAIL_PREFERENCES_TOKEN_INVALID: { status: 403, message: 'Invalid token' },
  EMAIL_PREFERENCES_USER_NOT_FOUND: { status: 404, message: 'User not found' },
  // Notifications
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  // Site calls
  /** The site's customer is not active: the call answers 204 with no content. */
  SITE_CUSTOMER_NOT_ACTIVE: { status: 204, message: 'Customer not active' },
  SITE_CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found' },
  SITE_NOT_FOUND: { status: 404, message: 'Site not found' },
  SITE_SERVICE_NOT_FOUND: { status: 404, message: 'Service not found' },
  SITE_IMAGE_NOT_FOUND: { status: 404, message: 'Image not found' },
  /** A site's document that is not among the site's documents, or whose file is gone (not in SPEC.md). */
  SITE_DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  SITE_INVALID_CODE: { status: 400, message: 'Invalid siteCode' },
  SITE_MISSING_JOB_TASK_ID: { status: 400, message: 'Missing jobTaskId' },
  SITE_MISSING_CUSTOMER_CODE: { status: 400, message: 'Missing customerCode' },
  SITE_INCORRECT_DATA: { status: 400, message: 'Incorrect data' },
  SITE_DATES_NOT_VALID: { status: 400, message: 'Dates not valid' },
  SITE_SUPPLIED_DATA_NOT_VALID: { status: 400, message: 'Supplied data not valid' },
  SITE_INVALID_PARAMETERS: { status: 400, message: 'Invalid parameters' },
  SITE_IMPORT_FILE_NOT_VALID: { status: 400, message: 'Import file not valid' },
  SITE_TEMPLATE_NO_FORMULA: { status: 400, message: 'No formula defined for site' },
  SITE_NOT_OWNED: { status: 403, message: 'Site not owned' },
  SITE_ROOMS_NO_DEFAULT_PARAMETERS: { status: 512, message: 'Site rooms have no default parameters' },
  SITE_ROOMS_FORMULA_NOT_FOUND: { status: 513, message: 'Rooms formula not found' },
  SITE_EXTENSION_NOT_ALLOWED: { status: 409, message: 'Extension not allowed' },
  SITE_ASSOCIATION_ALREADY_EXISTS: { status: 422, message: 'Association already exists' },
  SITE_MISSING_ASSOCIATION: { status: 406, message: 'Missing association' },
  SITE_IMPORT_NO_FORMULA: { status: 440, message: 'No formula defined for the site' },
  /** Another import of rooms into the same site has not ended yet (not in SPEC.md). */
  SITE_IMPORT_RUNNING: { status: 409, message: 'An import is already running for the site' },
  // Real-estate registry: a room or floor unknown, or of a site out of the caller's reach
  ROOM_NOT_FOUND: { status: 404, message: 'Room not found' },
  // Tickets (not in SPEC.md beyond the extension message)
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket not found' },
  /** The ticket's state does not allow the action (see the state machine in PRODUCT.md). */
  TICKET_TRANSITION_NOT_ALLOWED: { status: 409, message: "The ticket's state does not allow this action" },
  /** The action belongs to the other side: the customer's, the provider's or the portal's own. */
  TICKET_TRANSITION_WRONG_ACTOR: { status: 409, message: 'This action is not for your side of the ticket' },
  TICKET_REOPEN_EXPIRED: { status: 409, message: 'The ticket was closed too long ago to be reopened' },
  TICKET_CLOSED: { status: 409, message: 'The ticket is closed' },
  // Attachments of tickets and communications
  ATTACHMENT_EXTENSION_NOT_ALLOWED: { status: 409, message: 'Extension not allowed' },
  ATTACHMENT_CONTENT_MISMATCH: { status: 409, message: 'File content does not match its extension' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment not found' },
  /** A message names an attachment that is not one of the caller's unused uploads. */
  ATTACHMENT_UNKNOWN: { status: 400, message: 'Unknown attachment' },
  // Communications
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found' },
  MESSAGE_RECIPIENTS_INVALID: { status: 400, message: 'Invalid recipients' },
  // Billing
  BILLING_DOCUMENT_NOT_FOUND: { status: 404, message: 'Billing document not found' },
  /** A FatturaPA XML that is not well formed, not FatturaPA 1.2, or misses a mandatory field. */
  BILLING_INVALID_FATTURAPA: { status: 400, message: 'Invalid electronic invoice' },
  /** The same number of the same kind was already published in that year. */
  BILLING_DUPLICATE_NUMBER: { status: 409, message: 'Billing document already published' },
  BILLING_JOB_ORDER_NOT_FOUND: { status: 404, message: 'Job order not found' },
  // Documents (SPEC.md section 8, client messages: file not found, file no longer associated)
  /** Unknown, or not within the caller's reach and never opened by them. */
  DOCUMENT_NOT_FOUND: { status: 404, message: 'File not found' },
  /** The caller opened or downloaded it before, but it is no longer associated with them (Gone). */
  DOCUMENT_NO_LONGER_ASSOCIATED: { status: 410, message: 'File no longer associated with the user' },
  /** A new version was asked of a version that is already outdated. */
  DOCUMENT_OUTDATED: { status: 409, message: 'A newer version of the document exists' },
  JOB_ORDER_NOT_FOUND: { status: 404, message: 'Job order not found' },
  // Economics (SPEC.md section 8: economics variation added successfully or error creating it)
  /** A job order that is not marked as started, or not within the caller's reach. */
  ECONOMICS_JOB_ORDER_NOT_FOUND: { status: 404, message: 'Job order not found' },
  /** An economics variation whose fields are missing or invalid, or whose site's job order is not started. */
  ECONOMICS_VARIATION_INVALID: { status: 400, message: 'Error creating economics variation' },
  ECONOMICS_VARIATION_NOT_FOUND: { status: 404, message: 'Economics variation not found' },
  // Quality (not in SPEC.md)
  /** Unknown, or of a site out of the caller's reach. */
  QUALITY_CONTROL_NOT_FOUND: { status: 404, message: 'Quality control not found' },
  /** No rule in force, no open room, a day outside the site's dates, a vote on a room not drawn…: body.fields. */
  QUALITY_CONTROL_NOT_VALID: { status: 400, message: 'Quality control not valid' },
  /** A completed control keeps its votes and score. */
  QUALITY_CONTROL_COMPLETED: { status: 409, message: 'The quality control is already completed' },
  /** Confirming a control that is not a completed joint one, or confirming it twice. */
  QUALITY_CONTROL_NOT_CONFIRMABLE: {
    status: 409,
    message: 'Only a completed joint control can be confirmed, once',
  },
  /** Unknown, or of a site out of the caller's reach. */
  QUALITY_REQUEST_NOT_FOUND: { status: 404, message: 'Quality control request not found' },
  /** A day not ahead, a time without notice, a day outside the site's dates…: body.fields. */
  QUALITY_REQUEST_NOT_VALID: { status: 400, message: 'Quality control request not valid' },
  /** The request is cancelled, its control started, or it waits for the other side. */
  QUALITY_REQUEST_CLOSED: { status: 409, message: 'The quality control request cannot take this step' },
  /** Unknown, or of a job order out of the caller's reach. */
  QUALITY_REPORT_NOT_FOUND: { status: 404, message: 'Quality report not found' },
  /** A month to come or outside the job order's dates: body.fields. */
  QUALITY_REPORT_NOT_VALID: { status: 400, message: 'Quality report not valid' },
  /** Downloading a report queued, running or failed. */
  QUALITY_REPORT_NOT_READY: { status: 409, message: 'The quality report is not ready' },
  // Kiosks (not in SPEC.md)
  /** An upload without a kiosk key, or with a key that is unknown, replaced or revoked. */
  KIOSK_KEY_NOT_VALID: { status: 401, message: 'Kiosk key not valid' },
  /** Votes dated too far ahead of the server's clock or too old: body.fields names them. */
  KIOSK_VOTES_NOT_VALID: { status: 400, message: 'Kiosk votes not valid' },
  KIOSK_NOT_FOUND: { status: 404, message: 'Kiosk not found' },
  /** A room that is not one of the kiosk's site: body.fields. */
  KIOSK_NOT_VALID: { status: 400, message: 'Kiosk not valid' },
  // Variation requests (not in SPEC.md beyond section 5's rules)
  /** Unknown, or of a site out of the caller's reach. */
  VARIATION_NOT_FOUND: { status: 404, message: 'Variation request not found' },
  /** A rule of SPEC.md section 5 is broken: the reasons, in Italian, are in body.fields. */
  VARIATION_NOT_VALID: { status: 400, message: 'Variation request not valid' },
  /** The request's state does not allow the action (edit and withdraw while sent; decide while open). */
  VARIATION_TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: "The request's state does not allow this action",
  },
  // Plan of action (not in SPEC.md)
  /** A room of another site, a day the rule does not give, a record of a day to come…: body.fields. */
  SCHEDULE_NOT_VALID: { status: 400, message: 'Schedule not valid' },
  /** A day moved, called off or recorded of a service that has no schedule. */
  SCHEDULE_NOT_FOUND: { status: 404, message: 'Schedule not found' },
  SITE_CLOSURE_NOT_FOUND: { status: 404, message: 'Site closure not found' },
  // Personnel and stampings (not in SPEC.md)
  /** Unknown, or working on no site within the caller's reach. */
  EMPLOYEE_NOT_FOUND: { status: 404, message: 'Employee not found' },
  EMPLOYEE_PHOTO_NOT_FOUND: { status: 404, message: 'Employee photo not found' },
  /** A photo that is not a JPEG, PNG or WebP image: body.fields. */
  EMPLOYEE_PHOTO_NOT_VALID: { status: 400, message: 'Employee photo not valid' },
  // Sync (not in SPEC.md)
  /** A batch without a source key, or with a key that is unknown, replaced or revoked. */
  SYNC_KEY_NOT_VALID: { status: 401, message: 'Sync key not valid' },
  /** Rows at fault, each named in body.fields (`stampings.3.employeeCode`); nothing of the batch is stored. */
  SYNC_BATCH_NOT_VALID: { status: 400, message: 'Sync batch not valid' },
  SYNC_SOURCE_NOT_FOUND: { status: 404, message: 'Sync source not found' },
  SYNC_SOURCE_NAME_IN_USE: { status: 409, message: 'Sync source name in use' },
  // Site equipment (not in SPEC.md)
  /** Unknown, or on no site within the caller's reach. */
  EQUIPMENT_NOT_FOUND: { status: 404, message: 'Equipment not found' },
  /** A public QR code that is unknown or revoked: one answer for both, so codes cannot be told apart. */
  EQUIPMENT_CODE_NOT_FOUND: { status: 404, message: 'Equipment code not found' },
  EQUIPMENT_DOCUMENT_NOT_FOUND: { status: 404, message: 'Equipment document not found' },
  /** A change to equipment that was retired: it is kept as it was on that day. */
  EQUIPMENT_RETIRED: { status: 409, message: 'Equipment retired' },
  /** A room of another site, a site that is not published…: body.fields. */
  EQUIPMENT_NOT_VALID: { status: 400, message: 'Equipment not valid' },
  /** Reports from one label beyond the limit of an hour: the provider has them already. */
  EQUIPMENT_REPORTS_TOO_MANY: { status: 429, message: 'Too many reports for this equipment' },
  // Back office: customers, job orders, contacts and roles, news (not in SPEC.md but its association codes)
  /** A code already taken by another customer. */
  CUSTOMER_CODE_IN_USE: { status: 409, message: 'Customer code in use' },
  /** A job order's code already taken. */
  JOB_ORDER_ID_IN_USE: { status: 409, message: 'Job order code in use' },
  CONTACT_NOT_FOUND: { status: 404, message: 'Contact not found' },
  CONTACT_PHOTO_NOT_FOUND: { status: 404, message: 'Contact photo not found' },
  /** A photo that is not a JPEG, PNG or WebP image: body.fields. */
  CONTACT_PHOTO_NOT_VALID: { status: 400, message: 'Contact photo not valid' },
  CONTACT_ROLE_NOT_FOUND: { status: 404, message: 'Contact role not found' },
  CONTACT_ROLE_CATEGORY_NOT_FOUND: { status: 404, message: 'Contact role category not found' },
  /** A role that would answer, directly or through others, to itself: body.fields. */
  CONTACT_ROLE_CYCLE: { status: 400, message: 'Role hierarchy has a cycle' },
  /** A role or category still used by contacts' associations, or a category by roles. */
  CONTACT_ROLE_IN_USE: { status: 409, message: 'Contact role in use' },
  NEWS_NOT_FOUND: { status: 404, message: 'News not found' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every failed call: the catalogue's message, the status, and details in body. */
export type ApiErrorBody = {
  message: string;
  status: number;
  body: {
    code: ErrorCode | string;
    requestId?: string;
    fields?: { path: string; message: string }[];
    /** 202 Two factor authentication needed: the code for POST /user/login/two-factor. */
    twoFactorCode?: string;
    /** 419 Password Expired: the code for POST /user/renew-password/{securitycode}. */
    securityCode?: string;
    /**
     * 400 Import file not valid of an applied room import whose file has rejected rows: the whole
     * result (a RoomImportResult: the errors by row and column, and what the valid rows would change).
     */
    importResult?: unknown;
  };
};
