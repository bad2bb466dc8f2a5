import { z } from 'zod';

/**
 * Stable error codes with their HTTP status. Clients branch on the code, never on the message,
 * and translate it with the `errors.<CODE>` message key.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OWN_POST: 403,
  REPORTING_BANNED: 403,
  ACCOUNT_SUSPENDED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  SITE_NOT_FOUND: 404,
  HOST_NOT_FOUND: 404,
  LANGUAGE_NOT_SUPPORTED: 404,
  CITY_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  STATUS_CONFLICT: 409,
  REVIEW_CONFLICT: 409,
  CONTENT_IN_USE: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  STORAGE_FULL: 507,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  IMAGES_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** The body of every failed API response. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: ErrorCodeSchema.describe('Stable machine-readable code.'),
      message: z.string().describe("Human-readable message in the request's language."),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("Per-field messages in the request's language, keyed by field path."),
    }),
  })
  .describe('Error response');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
