import { ERROR_STATUS, type ErrorBody, type ErrorCode, type MessageKey } from '@jaliya/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/database';
import { AppError, type FieldProblem } from '../lib/errors';
import { translatorFor } from '../lib/i18n';
import { requestLanguage } from '../lib/request-language';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Maps a zod issue to a translated message key, unless the schema already names one. */
function problemFromIssue(
  issue: { keyword: string; message?: string; params: Record<string, unknown> },
  field: string,
): FieldProblem {
  const { params } = issue;
  if (issue.message && /^(validation|errors)\.\w+$/.test(issue.message)) {
    const bounds = {
      ...(typeof params.maximum === 'number' ? { max: params.maximum } : {}),
      ...(typeof params.minimum === 'number' ? { min: params.minimum } : {}),
    };
    return { key: issue.message as MessageKey, values: { field, ...bounds } };
  }
  if (issue.keyword === 'invalid_type' && params.input === undefined)
    return { key: 'validation.required', values: { field } };
  if (issue.keyword === 'too_big' && typeof params.maximum === 'number') {
    return { key: 'validation.tooLong', values: { field, max: params.maximum } };
  }
  if (issue.keyword === 'too_small' && typeof params.minimum === 'number') {
    return { key: 'validation.tooShort', values: { field, min: params.minimum } };
  }
  if (issue.keyword === 'invalid_format' && params.format === 'email')
    return { key: 'validation.emailInvalid' };
  return { key: 'validation.invalid', values: { field } };
}

/**
 * A zod error from a schema checked by hand (a multipart form, say) as field problems, worded as
 * the route validation words them.
 */
export function validationFailure(error: {
  issues: ReadonlyArray<{ code: string; message: string; path: ReadonlyArray<PropertyKey> }>;
}): AppError {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    // Each key a body may not carry is named, as the route validation names it (SECURITY.md item 14).
    const unknownKeys = (issue as { keys?: unknown }).keys;
    if (issue.code === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      const at = issue.path.map(String).join('.');
      for (const key of unknownKeys as string[]) {
        const field = at ? `${at}.${key}` : key;
        fields[field] = { key: 'validation.unknownField', values: { field } };
      }
      continue;
    }
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= problemFromIssue(
      { keyword: issue.code, message: issue.message, params: issue as unknown as Record<string, unknown> },
      field,
    );
  }
  return new AppError('VALIDATION_FAILED', {}, fields);
}

/** Turns any thrown error into the contract's error body and status. */
export function describeError(error: FastifyError | AppError): {
  code: ErrorCode;
  fields?: Record<string, FieldProblem>;
  values?: Record<string, string | number>;
} {
  if (error instanceof AppError) return { code: error.code, values: error.values, fields: error.fields };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, FieldProblem> = {};
    for (const issue of error.validation) {
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
        for (const key of issue.params.keys as string[])
          fields[key] = { key: 'validation.unknownField', values: { field: key } };
        continue;
      }
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
      fields[field] ??= problemFromIssue(issue, field);
    }
    return { code: 'VALIDATION_FAILED', fields };
  }
  if (error.code && FASTIFY_CODES[error.code]) return { code: FASTIFY_CODES[error.code] as ErrorCode };
  // Another writer held the data past the wait: nothing was written, and the same request can be sent again.
  if (isDatabaseBusy(error)) return { code: 'UNAVAILABLE', values: { seconds: 1 } };
  const status = error.statusCode ?? 500;
  if (status === 429) return { code: 'RATE_LIMITED', values: { seconds: 60 } };
  return {
    code:
      (status < 500 && STATUS_CODES[status]) ||
      (status === 503 ? 'UNAVAILABLE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL'),
  };
}

/** Writes an error body in the request's language; never a stack or internal message. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  described: ReturnType<typeof describeError>,
): FastifyReply {
  const t = translatorFor(requestLanguage(request));
  const body: ErrorBody = {
    error: { code: described.code, message: t(`errors.${described.code}`, described.values) },
  };
  if (described.fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(described.fields).map(([field, problem]) => [field, t(problem.key, problem.values)]),
    );
  }
  return reply
    .status(ERROR_STATUS[described.code])
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** One error handler and one not-found handler for the whole server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const described = describeError(error);
    const status = ERROR_STATUS[described.code];
    // A full image queue is the server shedding load as designed: a warning, not a failure.
    if (described.code === 'IMAGES_BUSY') request.log.warn({ code: described.code }, 'request refused');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: described.code, reason: error.message }, 'request rejected');
    if (described.code === 'RATE_LIMITED' && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(described.values?.seconds ?? 60));
    if (status === 503 && described.values?.seconds !== undefined)
      reply.header('retry-after', String(described.values.seconds));
    return sendError(request, reply, described);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, { code: 'NOT_FOUND' }));
});
