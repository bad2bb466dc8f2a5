import multipart from '@fastify/multipart';
import { ERROR_STATUS } from '@jaliya/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translatorFor } from '../../lib/i18n';
import { requestLanguage } from '../../lib/request-language';
import { currentUser, requireUser } from '../../plugins/authentication';
import { describeError, validationFailure } from '../../plugins/error-handler';
import type { Services } from '../../services';
import type { UserRow } from '../accounts/users.repository';
import { MAX_LISTING_PHOTO_BYTES, storeListingPhoto } from '../directory/listing-photos';
import { photoError } from '../media/multipart-photo';
import { deleteOwnedImage } from '../media/uploads';
import {
  legacyAnswerSchema,
  type LegacyEndpoint,
  type LegacyError,
  LegacyErrorSchema,
} from './legacy-endpoint';
import { LEGACY_ENDPOINTS } from './legacy-endpoints';
import { legacyIconRoutes } from './legacy-icons';

/** What an old form may carry: a few dozen text fields, and the photos of the largest post form. */
const MAX_FORM_FILES = 22;
const FORM_LIMITS = {
  fields: 200,
  fieldSize: 64 * 1024,
  files: MAX_FORM_FILES,
  fileSize: MAX_LISTING_PHOTO_BYTES,
  parts: 200 + MAX_FORM_FILES,
};

/** The old base address of an endpoint's path (without the city segment for a `cityless` one). */
export function legacyUrl(path: string, cityless = false): string {
  return cityless ? `/api/:site/:lang/${path}` : `/api/:site/:lang/:cityId/${path}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The old endpoint a route serves (its error answers take the old form). */
    legacy?: LegacyEndpoint;
  }
}

/**
 * One value per name, as PHP reads a query or form: a repeated name keeps its last value (the old
 * client sends `limit_by` twice), and a name ending in `[]` is a list under the name without it.
 */
export function flattenFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    if (name.endsWith('[]')) {
      const list = name.slice(0, -2);
      fields[list] = [...((fields[list] as unknown[] | undefined) ?? []), ...values];
    } else fields[name] = values.at(-1);
  }
  return fields;
}

/** What a request sent: its old fields, the photos its file fields stored, and files read whole. */
interface ReadForm {
  fields: Record<string, unknown>;
  photos: Record<string, number[]>;
  uploads: Record<string, Buffer>;
}

/**
 * The old request fields: the query of a read, the form or JSON body of a write. Photos of the
 * endpoint's file fields are stored as they stream in (a file field it does not declare is
 * refused); `stored` collects their ids so a refused request can remove them.
 */
async function readForm(
  request: FastifyRequest,
  services: Services,
  endpoint: LegacyEndpoint,
  user: UserRow | undefined,
  stored: number[],
): Promise<ReadForm> {
  const photos: Record<string, number[]> = {};
  const uploads: Record<string, Buffer> = {};
  if (request.method === 'GET' || request.method === 'DELETE')
    return {
      fields: flattenFields(Object.entries((request.query ?? {}) as Record<string, unknown>)),
      photos,
      uploads,
    };
  if (request.isMultipart()) {
    const entries: [string, unknown][] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          entries.push([part.fieldname, part.value]);
          continue;
        }
        const field = part.fieldname.replace(/\[\]$/, '');
        const maxBytes = endpoint.uploads?.[field];
        if (user && maxBytes !== undefined && uploads[field] === undefined) {
          // The form's own file limit is larger: past either, the message names this field's.
          const content = await part.toBuffer().catch((error: unknown) => {
            throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
              ? photoError('validation.photoTooLarge', maxBytes)
              : error;
          });
          if (content.length > maxBytes) throw photoError('validation.photoTooLarge', maxBytes);
          uploads[field] = content;
          continue;
        }
        const max = endpoint.files?.[field];
        if (!user || max === undefined || (photos[field]?.length ?? 0) >= max) {
          part.file.resume();
          throw new AppError(
            'VALIDATION_FAILED',
            {},
            { [part.fieldname]: { key: 'validation.unknownField', values: { field: part.fieldname } } },
          );
        }
        const id = await storeListingPhoto(services, user, () => part.toBuffer(), { field: part.fieldname });
        stored.push(id);
        (photos[field] ??= []).push(id);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw photoError('validation.photoTooLarge', MAX_LISTING_PHOTO_BYTES);
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
        throw new AppError('PAYLOAD_TOO_LARGE');
      throw error;
    }
    return { fields: flattenFields(entries), photos, uploads };
  }
  const body = request.body;
  if (body === undefined || body === null) return { fields: {}, photos, uploads };
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('BAD_REQUEST');
  return { fields: flattenFields(Object.entries(body)), photos, uploads };
}

/** An error in the old form, with the old field names, in the request's language. */
function legacyError(
  request: FastifyRequest,
  error: FastifyError | AppError,
  endpoint: LegacyEndpoint | undefined,
): { status: number; body: LegacyError } {
  const described = describeError(error);
  const t = translatorFor(requestLanguage(request));
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(described.fields ?? {})) {
    const oldName = endpoint?.errorFields?.[field] ?? field;
    errors[oldName] = [...(errors[oldName] ?? []), t(problem.key, problem.values)];
  }
  return {
    status: ERROR_STATUS[described.code],
    body: {
      status: false,
      status_number: 'S400',
      code: described.code,
      message: t(`errors.${described.code}`, described.values),
      errors,
    },
  };
}

/** Sends an error in the old form. Every refusal says `S400`: the old client reads any other value as success. */
export function sendLegacyError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError | AppError,
): FastifyReply {
  const endpoint = request.routeOptions.config.legacy;
  const legacy = legacyError(request, error, endpoint);
  const { body } = legacy;
  const status = (error instanceof AppError && endpoint?.refusalStatus?.(error)) || legacy.status;
  const seconds = error instanceof AppError ? error.values?.seconds : undefined;
  // A full image queue is the server shedding load as designed: a warning, not a failure.
  if (body.code === 'IMAGES_BUSY') request.log.warn({ code: body.code }, 'legacy request refused');
  else if (status >= 500) request.log.error({ err: error }, 'legacy request failed');
  else request.log.info({ code: body.code, reason: error.message }, 'legacy request rejected');
  // When to try again, as Jaliya's own answers say it: the limit's or the image queue's wait.
  if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(seconds ?? 60));
  if (status === 503 && seconds !== undefined) reply.header('retry-after', String(seconds));
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

const errorStatuses = [400, 401, 403, 404, 409, 413, 415, 422, 429, 503];

/** Registers one old endpoint from its declaration. */
function registerEndpoint(
  app: Parameters<FastifyPluginAsync>[0],
  services: Services,
  endpoint: LegacyEndpoint,
): void {
  const answer = legacyAnswerSchema(endpoint.data, endpoint.extra);
  const fields = endpoint.fields ?? z.object({});
  const params = endpoint.params ?? z.object({});
  app.route({
    method: endpoint.method,
    url: legacyUrl(endpoint.path, endpoint.cityless),
    // The old apps carry the old back end's city ids, which Jaliya does not have: an unknown city
    // means the whole site (as `0` and an address without a city segment do) instead of a 404.
    config: { legacy: endpoint, scope: 'whole-site' },
    schema: {
      // Described apart, in docs/openapi-legacy.json (see legacy-openapi.ts).
      hide: true,
      response: {
        // A refusal answered with 200 (see `refusalStatus`) is in the old error form.
        [endpoint.status ?? 200]: endpoint.refusalStatus ? z.union([answer, LegacyErrorSchema]) : answer,
        ...Object.fromEntries(errorStatuses.map((status) => [status, LegacyErrorSchema])),
      },
    },
    // A guest learns they must log in before the site, language and city are looked up.
    ...(endpoint.access === 'user'
      ? { preValidation: async (request: FastifyRequest) => requireUser(request) }
      : {}),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rawParams = request.params as Record<string, string>;
      const user =
        endpoint.access === 'user' ? (await requireUser(request)).user : await currentUser(request);
      // A signed-in caller's answer carries their saved marks (and contact details): never shared.
      if (!user) reply.header('cache-control', 'no-cache');
      const { scope } = request;
      const parsedParams = params.safeParse(rawParams);
      if (!parsedParams.success) throw new AppError('NOT_FOUND');
      const stored: number[] = [];
      let result: Awaited<ReturnType<LegacyEndpoint['handler']>>;
      try {
        const form = await readForm(request, services, endpoint, user, stored);
        const parsedFields = fields.safeParse(form.fields);
        if (!parsedFields.success) throw validationFailure(parsedFields.error);
        result = await endpoint.handler({
          services,
          scope,
          fields: parsedFields.data,
          params: parsedParams.data,
          user,
          photos: form.photos,
          uploads: form.uploads,
          request,
          reply,
        });
      } catch (error) {
        // A refused form leaves none of its photos behind.
        for (const id of stored)
          await deleteOwnedImage(services.media, services.storage, id, (user as UserRow).id);
        throw error;
      }
      const withExtra =
        endpoint.extra && typeof result === 'object' && result !== null && 'extra' in result
          ? (result as { data: unknown; extra: Record<string, unknown> })
          : { data: result, extra: {} };
      const message = endpoint.message ? translatorFor(scope.language)(endpoint.message) : '';
      return reply.status(endpoint.status ?? 200).send({
        status: true,
        status_number: 'S200',
        message,
        ...withExtra.extra,
        data: withExtra.data,
      });
    },
  });
}

/**
 * The old client's API (issue 33): every address of `LEGACY-CLIENT.md` with its old request
 * fields and answer shapes, served on top of Jaliya's services. Form bodies (multipart and
 * urlencoded) are read here only; errors take the old `status`/`status_number`/`errors` form.
 */
export const legacyApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, { limits: FORM_LIMITS });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string[]> = {};
      for (const [name, value] of new URLSearchParams(String(body))) (fields[name] ??= []).push(value);
      done(null, fields);
    },
  );
  await legacyIconRoutes(app);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    sendLegacyError(request, reply, error),
  );
  for (const endpoint of LEGACY_ENDPOINTS) registerEndpoint(app, services, endpoint);
};
