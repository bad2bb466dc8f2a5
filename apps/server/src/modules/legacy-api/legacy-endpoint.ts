import { z } from 'zod';
import { ErrorCodeSchema, type MessageKey } from '@jaliya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import type { SiteScope } from '../sites/site-scope';
import type { Services } from '../../services';

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** What a legacy handler receives: the old fields read and checked, the scope and the caller. */
export interface LegacyInput<Fields, Params> {
  services: Services;
  scope: SiteScope;
  /** The old request fields (body for writes, query for reads), checked by `fields`. */
  fields: Fields;
  params: Params;
  /** The signed-in user: always there when `access` is `user`, and for a guest `undefined`. */
  user: UserRow | undefined;
  /** Ids of the photos of a multipart form's file fields (see `files`), stored as they arrived. */
  photos: Record<string, number[]>;
  /** The files of a multipart form's `uploads` fields, read whole (at most one per field). */
  uploads: Record<string, Buffer>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One address of the old API (issue 33, `LEGACY-CLIENT.md`), declared once: its method and path
 * under `/api/{STATE}/{lang}/{cityId}/`, the old request fields with their checks, the old answer
 * as a schema, and the handler that maps both onto Jaliya's services. The route, its checks and
 * the deprecated OpenAPI document (`docs/openapi-legacy.json`) all come from this.
 */
export interface LegacyEndpoint<
  Fields extends AnyObject = AnyObject,
  Params extends AnyObject = AnyObject,
  Answer extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  /** Where the old client calls it (`LEGACY-CLIENT.md` section), for the reader of the document. */
  oldClient: string;
  access: 'public' | 'user';
  params?: Params;
  /**
   * The old request fields: the query of a read, the body of a write (multipart, urlencoded or
   * JSON). Fields the old client sends that Jaliya has no use for are dropped, not refused: the
   * apps' requests are not known field by field.
   */
  fields?: Fields;
  /**
   * File fields of a multipart form (`images` for `images[]`) and how many each may carry: each
   * photo is stored as it arrives, through the same checks as Jaliya's uploads, and removed again
   * if the request is refused. Only for `access: 'user'`.
   */
  files?: Record<string, number>;
  /**
   * File fields read whole and handed to the handler (`uploads`), one file each of at most the
   * given bytes, for a photo a service stores itself (the profile photo). Only for `access: 'user'`.
   */
  uploads?: Record<string, number>;
  /** Served without the city segment, at `/api/{STATE}/{lang}/{path}` (the old map's `project`). */
  cityless?: true;
  /** Jaliya's field name to the old one, so a field error names what the old client sent. */
  errorFields?: Record<string, string>;
  /** The `data` of a successful answer (`LegacyAnswerSchema` wraps it). */
  data: Answer;
  /** Extra top-level members of the answer, beside `data` (`filter-market`'s `total`). */
  extra?: z.ZodRawShape;
  /** HTTP status of a success (the old client reads `response.ok`, so any 2xx). */
  status?: 200 | 201;
  /** The sentence in a success's `message` (reads have none). */
  message?: MessageKey;
  /**
   * A status other than the error's own for a refusal the old client tells apart by it (`login`
   * answers an unknown address with 200 and `errors`, a wrong password with 4xx).
   */
  refusalStatus?: (error: AppError) => number | undefined;
  handler: (
    input: LegacyInput<z.output<Fields>, z.output<Params>>,
  ) => Promise<z.input<Answer> | { data: z.input<Answer>; extra: Record<string, unknown> }>;
}

/** Declares a legacy endpoint, keeping its schemas' types for the handler. */
export function legacyEndpoint<
  Fields extends AnyObject = z.ZodObject<Record<string, never>>,
  Params extends AnyObject = z.ZodObject<Record<string, never>>,
  Answer extends z.ZodType = z.ZodType,
>(definition: LegacyEndpoint<Fields, Params, Answer>): LegacyEndpoint {
  return definition as unknown as LegacyEndpoint;
}

/** The old server's flags on every answer; the old client reads `status` and `status_number`. */
const answerFlags = {
  status: z.boolean().describe('`true` for success; `false` with `errors` on failure.'),
  status_number: z
    .string()
    .describe('`S200` for success; `S400` for any refusal (the old client treats anything else as success).'),
  message: z.string().describe("A sentence in the request's language (the old client never shows it)."),
};

/** A successful old answer: `{status, status_number, message, data}` (the old client reads `data`). */
export function legacyAnswerSchema(data: z.ZodType, extra: z.ZodRawShape = {}) {
  return z.object({ ...answerFlags, ...extra, data });
}

/** The old failure: `{status: false, status_number: "S400", message, errors: {field: [message]}}`. */
export const LegacyErrorSchema = z
  .object({
    ...answerFlags,
    code: ErrorCodeSchema.describe("Jaliya's stable error code (the old client does not read it)."),
    errors: z
      .record(z.string(), z.array(z.string()))
      .describe("Messages per old field name, in the request's language (the old client shows the first)."),
  })
  .describe('Old error answer');
export type LegacyError = z.infer<typeof LegacyErrorSchema>;

/** A string the old client sends for a yes/no field: `"true"`, `"1"`, `"on"` mean yes. */
export const legacyFlag = z
  .union([z.string(), z.boolean(), z.number()])
  .optional()
  .transform((value) => value === true || value === 1 || ['true', '1', 'on', 'yes'].includes(String(value)));

/** An optional query or form value: empty, `undefined` and `null` (as the old client sends them) mean absent. */
export function legacyOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === 'undefined' || value === 'null' ? undefined : value),
    schema.optional(),
  );
}

/** A whole number sent as text; empty means absent. */
export const legacyNumber = legacyOptional(z.coerce.number().int().min(0).max(2_147_483_647));

/** A marketplace subcategory id; `all` (the old "All" tile's value) means every subcategory, as empty does. */
export const legacySubcategoryId = z.preprocess(
  (value) => (typeof value === 'string' && value.toLowerCase() === 'all' ? undefined : value),
  legacyNumber,
);
