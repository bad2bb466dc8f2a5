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
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../modules/accounts/users.repository';
import type { SiteScope } from '../modules/sites/site-scope';
import { allows, policies } from '../modules/accounts/accounts.policy';
import { currentDeploymentRole, requireUser } from './authentication';
import { resolveRequestScope } from './request-scope';
import { AppError } from '../lib/errors';
import { redactUrl } from '../lib/redact-url';
import type { Services } from '../services';
import { sendPublicRead } from '../lib/public-read';

/** What registering an endpoint needs: the response cache, its lifetime, and the sites for the scope. */
export type EndpointServices = Pick<Services, 'cache' | 'config' | 'sites'>;

/**
 * The services a route plugin names: its own (`RouteServices<'blog'>`) and what registering its
 * endpoints needs. app.ts passes every service; the type says which ones the plugin uses.
 */
export type RouteServices<Used extends keyof Services> = Pick<Services, Used> & EndpointServices;

export interface EndpointInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The request's site, language and city (`request.scope`). */
  scope: SiteScope;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint, Extra> = (input: EndpointInput<E> & Extra) => Promise<EndpointData<E>>;

/** A public read kept in the response cache under a key made from its validated input. */
export interface CachedRead<E extends Endpoint> {
  /**
   * The cached resource within the site scope, such as `directory/businesses/12`; undefined for
   * input that names nothing (a malformed id), which is never cached and must fail (a 404).
   */
  cacheKey: (input: Pick<EndpointInput<E>, 'params' | 'query'>) => string | undefined;
  handler: Handler<E, object>;
}

const DEFAULT_ERROR_STATUSES = [400, 401, 403, 404, 409, 429] as const;

/**
 * Path parameters: the definition's own are validated by its schema; the site, language and city
 * are the scope's (`plugins/request-scope.ts`, a 404 naming what is unknown), so they are passed
 * through as written. The OpenAPI document still describes all of them.
 */
function paramsValidator(definition: Endpoint): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    if (route.httpPart !== 'params') return validatorCompiler(route);
    const own = definition.params;
    if (!own) return (value: unknown) => ({ value });
    const validate = validatorCompiler({ ...route, schema: own }) as (value: unknown) => FastifyValidated;
    return (value: unknown): FastifyValidated => {
      const result = validate(value);
      return result.error ? result : { value: { ...(value as object), ...(result.value as object) } };
    };
  };
}

type FastifyValidated = { value?: unknown; error?: Error };

function routeOptions(definition: Endpoint, isCachedRead: boolean) {
  const params = definition.params ? SiteParamsSchema.extend(definition.params.shape) : SiteParamsSchema;
  const errorStatuses = definition.errors ?? DEFAULT_ERROR_STATUSES;
  return {
    method: definition.method,
    url: `/api/:site/:lang/:cityId/${definition.path}`,
    validatorCompiler: paramsValidator(definition) as FastifySchemaCompiler<unknown>,
    config: {
      // Every POST creates something or acts once (a post, a report, a decision): a retry sent with
      // the same Idempotency-Key gets the first answer instead of doing it twice.
      ...(definition.method === 'POST' && definition.idempotent !== false
        ? { idempotency: 'body' as const }
        : {}),
      // A cached read looks its scope up only when it builds an answer: a hit costs no query.
      ...(isCachedRead ? { scope: 'on-cache-miss' as const } : {}),
    },
    schema: {
      tags: definition.tags,
      summary: definition.summary,
      params,
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: {
        [definition.status ?? 200]: dataEnvelope(definition.response),
        ...Object.fromEntries(errorStatuses.map((status) => [status, ErrorBodySchema])),
      },
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
 * Who may call an endpoint, from its definition's `access`: anyone; a signed-in user (401 for a
 * guest); or the console's staff (401 for a guest, 404 for anyone without the role, as if the
 * endpoint did not exist). Answers the signed-in caller, if any.
 */
async function guard(request: FastifyRequest, access: Endpoint['access']): Promise<UserRow | undefined> {
  if (access === 'public') return undefined;
  if (access === 'user') return (await requireUser(request)).user;
  return staffOnly(request, access);
}

/**
 * Registers the route of an endpoint definition: the path, the validation of every part, who may
 * call it (its `access`) and the OpenAPI description all come from the one definition in the
 * contract. A public read given with a `cacheKey` is answered from the response cache.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: EndpointServices,
  definition: E,
  serve: CachedRead<E> | Handler<E, { user: UserRow | undefined }>,
): void {
  const { access } = definition;
  const isCachedRead = typeof serve !== 'function';
  if (isCachedRead && access !== 'public') throw new Error(`${definition.path} is personal: never cached`);
  app.route({
    ...routeOptions(definition, isCachedRead),
    // Anyone but the public learns they must log in (or that nothing is here) before anything
    // about their input; their answers are never stored by anyone.
    ...(access === 'public'
      ? {}
      : {
          preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
            reply.header('cache-control', 'no-store');
            await guard(request, access);
          },
        }),
    handler: async (request, reply) => {
      const { params, query, body } = parts(request);
      const input = { params, query, body, request, reply } as unknown as Omit<EndpointInput<E>, 'scope'>;
      if (typeof serve === 'function') {
        const user = await guard(request, access);
        if (definition.status) reply.status(definition.status);
        return {
          data: await serve({ ...input, scope: request.scope, user } as EndpointInput<E> & { user: UserRow }),
        };
      }
      const resource = serve.cacheKey(input);
      const scopeKey = request.scopeAddress?.key;
      sendPublicRead(request, reply, {
        cache: services.cache,
        key: resource === undefined || scopeKey === undefined ? undefined : `${scopeKey}:${resource}`,
        maxAgeSeconds: services.config.publicCacheSeconds,
        build: async () =>
          serve.handler({ ...input, scope: await resolveRequestScope(request, services.sites) }),
      });
      return reply;
    },
  });
}

/** Registers a public endpoint (`access: 'public'`), cached when given a `cacheKey`. */
export function publicEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: EndpointServices,
  definition: E,
  read: CachedRead<E> | Handler<E, object>,
): void {
  if (definition.access !== 'public') throw new Error(`${definition.path} is not public`);
  registerEndpoint(app, services, definition, read);
}

/** Registers an endpoint for signed-in users (`access: 'user'`): 401 for a guest, never cached. */
export function userEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: EndpointServices,
  definition: E,
  handler: Handler<E, { user: UserRow }>,
): void {
  if (definition.access !== 'user') throw new Error(`${definition.path} is not for signed-in users`);
  registerEndpoint(app, services, definition, handler as Handler<E, { user: UserRow | undefined }>);
}

/**
 * Registers a console endpoint (`access: 'moderator' | 'admin' | 'deployment'`): a guest is asked
 * to log in (401); anyone signed in without the endpoint's role gets a 404, before any of their
 * input is read, as if it did not exist. Never cached by anyone.
 */
export function staffEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  services: EndpointServices,
  definition: E,
  handler: Handler<E, { user: UserRow }>,
): void {
  if (
    definition.access !== 'admin' &&
    definition.access !== 'moderator' &&
    definition.access !== 'deployment'
  ) {
    throw new Error(`${definition.path} is not a console endpoint`);
  }
  registerEndpoint(app, services, definition, handler as Handler<E, { user: UserRow | undefined }>);
}

type StaffAccess = 'moderator' | 'admin' | 'deployment';

/**
 * The signed-in member of staff making a console request: a guest is asked to log in (401);
 * anyone without the role gets a 404, as if the console did not exist. The role is the one on the
 * site the address names (`currentUser`): a moderator of one site is nobody on another's console.
 * A deployment endpoint (the deployment's sites) asks for the deployment-wide role (decision
 * 027): an admin of every site; an admin of this site only is nobody there either.
 */
export async function staffOnly(request: FastifyRequest, access: StaffAccess): Promise<UserRow> {
  const { user } = await requireUser(request);
  const policy = access === 'moderator' ? policies.canModerate : policies.canAdminister;
  let allowed = allows(() => policy(user));
  if (allowed && access === 'deployment') {
    // The session's role is the one on this site: the deployment-wide one is the account's own,
    // read with the session (no query of its own).
    const deploymentRole = await currentDeploymentRole(request);
    allowed = allows(() => policies.canAdministerDeployment(deploymentRole));
  }
  if (!allowed) {
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
