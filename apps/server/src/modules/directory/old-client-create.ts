import multipart from '@fastify/multipart';
import {
  BusinessInputSchema,
  dataEnvelope,
  ErrorBodySchema,
  hoursFromOldClient,
  LIMITS,
  type OldClientWorkTime,
  OwnListingSchema,
  SiteParamsSchema,
  SOCIAL_MEDIA_TYPES,
} from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/authentication';
import { validationFailure } from '../../plugins/error-handler';
import { replayIfRetried } from '../../plugins/idempotency';
import { photoError } from '../media/multipart-photo';
import { deleteOwnedImage } from '../media/uploads';
import { resolveSiteScope } from '../sites/site-scope';
import type { Services } from '../../services';
import { MAX_LISTING_PHOTO_BYTES, storeListingPhoto } from './listing-photos';

/** The old client's file fields, and how many of each a business may have. */
const FILE_FIELDS = {
  logo: { into: 'logo', max: 1 },
  cover: { into: 'cover', max: 1 },
  'photos[]': { into: 'main', max: LIMITS.business.mainPhotos.max },
  photos: { into: 'main', max: LIMITS.business.mainPhotos.max },
  'gallerys[]': { into: 'gallery', max: LIMITS.business.galleryPhotos.max },
  gallerys: { into: 'gallery', max: LIMITS.business.galleryPhotos.max },
} as const;
type Bucket = (typeof FILE_FIELDS)[keyof typeof FILE_FIELDS]['into'];
const MAX_FILES = 1 + 1 + LIMITS.business.mainPhotos.max + LIMITS.business.galleryPhotos.max;

const WORK_TIME = /^work_times\[(\d{1,2})\]\[(day_type|time_from|time_to|always_open|is_closed)\]$/;

/** A number the old client sent as text, or the text itself for the schema to refuse. */
const numberOr = (value: string | undefined) =>
  value === undefined || value.trim() === ''
    ? undefined
    : /^-?\d+(\.\d+)?$/.test(value.trim())
      ? Number(value)
      : value;

/**
 * `POST business/create`: the old client's way to add a business, one multipart request with the
 * photos (`logo`, `cover`, `photos[]`, `gallerys[]`) and the working times in `hh:mm AM/PM`. It
 * reads into the same input as `POST businesses`, checked by the same schema with the same
 * messages; field errors use the new field names. Photos stored before a refusal are removed.
 */
export const oldClientCreateRoute: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_LISTING_PHOTO_BYTES, files: MAX_FILES, fields: 200, parts: 200 + MAX_FILES },
  });
  app.post(
    '/api/:site/:lang/:cityId/business/create',
    {
      config: { idempotency: 'handler' },
      schema: {
        tags: ['Old client'],
        summary:
          'Add a business in one multipart request, as the old client did (the old client’s address; new callers use `uploads/listing-photos` then `businesses`)',
        consumes: ['multipart/form-data'],
        params: SiteParamsSchema,
        response: {
          200: dataEnvelope(OwnListingSchema),
          ...Object.fromEntries(
            [400, 401, 404, 413, 415, 429, 503, 507].map((status) => [status, ErrorBodySchema]),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      const scope = await resolveSiteScope(services.sites, request.params as never);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      await services.limiter.hit(['listing-post', user.id], { max: 20, windowSeconds: 86_400 });

      const fields = new Map<string, string[]>();
      const photos: Record<Bucket, number[]> = { logo: [], cover: [], main: [], gallery: [] };
      // What the request sent, for Idempotency-Key: its fields and the SHA-256 of each file.
      const files: [string, string][] = [];
      const stored = () => Object.values(photos).flat();
      const removeStored = async () => {
        for (const id of stored()) await deleteOwnedImage(services.media, services.storage, id, user.id);
      };
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
            continue;
          }
          const target = FILE_FIELDS[part.fieldname as keyof typeof FILE_FIELDS];
          if (!target || photos[target.into].length >= target.max) {
            part.file.resume();
            throw new AppError(
              'VALIDATION_FAILED',
              {},
              { [part.fieldname]: { key: 'validation.unknownField', values: { field: part.fieldname } } },
            );
          }
          photos[target.into].push(
            await storeListingPhoto(
              services,
              user,
              async () => {
                const content = await part.toBuffer();
                files.push([part.fieldname, createHash('sha256').update(content).digest('hex')]);
                return content;
              },
              { field: part.fieldname },
            ),
          );
        }
        if (await replayIfRetried(request, reply, { fields: [...fields], files })) {
          // A retry: the photos it sent again are not needed, the first request's post has its own.
          await removeStored();
          return reply;
        }
        const one = (name: string) => fields.get(name)?.[0];
        const many = (name: string) => fields.get(`${name}[]`) ?? fields.get(name) ?? [];
        const workTimes: OldClientWorkTime[] = [];
        for (const [name, [value]] of fields) {
          const match = WORK_TIME.exec(name);
          if (match) (workTimes[Number(match[1])] ??= {})[match[2] as keyof OldClientWorkTime] = value;
        }
        const lat = numberOr(one('lat'));
        const lng = numberOr(one('lng'));
        const draft = {
          name: one('name'),
          mainCategoryId: numberOr(one('main_category_id')),
          subcategoryIds: many('category_id').map(numberOr),
          description: one('description'),
          services: many('services').filter((service) => service.trim() !== ''),
          street: one('address'),
          cityId: numberOr(one('city_id')),
          state: one('state'),
          postalCode: one('postal_code') ?? one('zip_code'),
          email: one('email'),
          phone: one('phone'),
          website: one('website') || null,
          social: Object.fromEntries(
            SOCIAL_MEDIA_TYPES.flatMap((type) => (one(type) ? [[type, one(type)]] : [])),
          ),
          location: lat === undefined && lng === undefined ? null : { lat, lng },
          hours: hoursFromOldClient(workTimes.filter(Boolean)),
          ...(one('language') === 'ar' || one('language') === 'en' ? { language: one('language') } : {}),
          logoId: photos.logo[0],
          coverId: photos.cover[0],
          mainPhotoIds: photos.main,
          galleryPhotoIds: photos.gallery,
        };
        const parsed = BusinessInputSchema.safeParse(draft, { reportInput: true });
        if (!parsed.success) throw validationFailure(parsed.error);
        return { data: await services.directory.createBusiness(user, scope, parsed.data) };
      } catch (error) {
        await removeStored();
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw photoError('validation.photoTooLarge', MAX_LISTING_PHOTO_BYTES);
        }
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new AppError('PAYLOAD_TOO_LARGE');
        throw error;
      }
    },
  );
};
