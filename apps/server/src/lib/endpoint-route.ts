import {
  dataEnvelope,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  ErrorBodySchema,
  SiteParamsSchema,
} from '@jaliya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/accounts/users.repository';
import { resolveSiteScope, scopeKey, type SiteScope } from '../modules/sites/site-scope';
import { allows, policies } from '../modules/accounts/accounts.policy';
import { requireUser } from '../plugins/authentication';
import { AppError } from './errors';
import { redactUrl } from './redact-url';
import type { Services } from '../services';
import { sendPublicRead } from './public-read';

export interface EndpointInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  scope: SiteScope;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint, Extra> = (input: EndpointInput<E> & Extra) => Promise<EndpointData<E>>;

/** A public read kept in the response cache under a key made from its validated input. */
interface CachedRead<E extends Endpoint> {
  /** The cached resource within the site scope, such as `directory/businesses/12`. */
  cacheKey: (input: Pick<EndpointInput<E>, 'params' | 'query'>) => string;
  handler: Handler<E, object>;
}

const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

function routeOptions(definition: Endpoint) {
  const params = definition.params ? SiteParamsSchema.extend(definition.params.shape) : SiteParamsSchema;
  return {
    method: definition.method,
    url: `/api/:site/:lang/:cityId/${definition.path}`,
    // Every POST creates something or acts once (a post, a report, a decision): a retry sent with
    // the same Idempotency-Key gets the first answer instead of doing it twice.
    ...(definition.method === 'POST' ? { config: { idempotency: 'body' as const } } : {}),
    schema: {
      tags: definition.tags,
      summary: definition.summary,
      params,
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { 200: dataEnvelope(definition.response), ...errorResponses },
    },
  };
}

type Parts = { params: Record<string, unknown>; query: unknown; body: unknown };

function parts(request: FastifyRequest): Parts {
  return {
    params: request.params as Record<string, unknown>,
    query: request.query,
    body: request.body,
  };
}

/**
 * Registers the route of an endpoint definition: the path, the validation of every part and the
 * OpenAPI description all come from the one definition in the contract.
 */
export function publicEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  definition: E,
  read: CachedRead<E> | Handler<E, object>,
): void {
  app.route({
    ...routeOptions(definition),
    handler: async (request, reply) => {
      const { params, query, body } = parts(request);
      const input = { params, query, body, request, reply } as unknown as Omit<EndpointInput<E>, 'scope'>;
      if (typeof read === 'function') {
        const scope = await resolveSiteScope(services.sites, request.params as never);
        return { data: await read({ ...input, scope }) };
      }
      sendPublicRead(request, reply, {
        cache: services.cache,
        key: scopeKey(read.cacheKey(input), request.params as never),
        maxAgeSeconds: services.config.publicCacheSeconds,
        build: async () =>
          read.handler({ ...input, scope: await resolveSiteScope(services.sites, request.params as never) }),
      });
      return reply;
    },
  });
}

/** Registers an endpoint for signed-in users: 401 for a guest, never cached by anyone. */
export function userEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  definition: E,
  handler: Handler<E, { user: UserRow }>,
): void {
  app.route({
    ...routeOptions(definition),
    // A guest learns they must log in before anything about their input.
    preValidation: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await requireUser(request);
    },
    handler: async (request, reply) => {
      const { user } = await requireUser(request);
      const scope = await resolveSiteScope(services.sites, request.params as never);
      const { params, query, body } = parts(request);
      const input = { params, query, body, request, reply, scope, user } as unknown as EndpointInput<E> & {
        user: UserRow;
      };
      return { data: await handler(input) };
    },
  });
}

/**
 * Registers a console endpoint: a guest is asked to log in (401); anyone signed in without the
 * endpoint's role gets a 404, before any of their input is read, as if it did not exist. Never
 * cached by anyone.
 */
export function staffEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: Services,
  definition: E,
  handler: Handler<E, { user: UserRow }>,
): void {
  if (definition.access !== 'admin' && definition.access !== 'moderator') {
    throw new Error(`${definition.path} is not a console endpoint`);
  }
  const allowed = (request: FastifyRequest) => staffOnly(request, definition.access as StaffAccess);
  app.route({
    ...routeOptions(definition),
    preValidation: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await allowed(request);
    },
    handler: async (request, reply) => {
      const user = await allowed(request);
      const scope = await resolveSiteScope(services.sites, request.params as never);
      const { params, query, body } = parts(request);
      const input = { params, query, body, request, reply, scope, user } as unknown as EndpointInput<E> & {
        user: UserRow;
      };
      return { data: await handler(input) };
    },
  });
}

type StaffAccess = 'moderator' | 'admin';

/**
 * The signed-in member of staff making a console request: a guest is asked to log in (401);
 * anyone without the role gets a 404, as if the console did not exist.
 */
export async function staffOnly(request: FastifyRequest, access: StaffAccess): Promise<UserRow> {
  const { user } = await requireUser(request);
  const policy = access === 'admin' ? policies.canAdminister : policies.canModerate;
  if (!allows(() => policy(user))) {
    request.log.warn({ userId: user.id, url: redactUrl(request.url) }, 'console refused');
    throw new AppError('NOT_FOUND');
  }
  return user;
}

/** A cache key part for a validated query: its fields in a fixed order, empty ones left out. */
export function canonicalQuery(query: object): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}
