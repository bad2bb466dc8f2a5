import { ErrorBodySchema } from '@jaliya/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address';
import { AppError } from '../lib/errors';
import {
  IDEMPOTENCY_KEY_PATTERN,
  type IdempotencyStore,
  type IdempotencyTicket,
  type StoredAnswer,
} from '../lib/idempotency';
import { currentUser } from './authentication';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours `Idempotency-Key` (every create and upload). `body`: the key is claimed
     * after validation, with the validated body, before the handler runs. `handler`: the route
     * reads its own body (multipart) and calls `replayIfRetried` once it has.
     */
    idempotency?: 'body' | 'handler';
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The OpenAPI description of the header, added to every route that honours it. */
export const IDEMPOTENCY_HEADER_DOC = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7e]{1,255}$',
  description:
    'Makes a retry safe: a request with the same key from the same account (or, for a guest, ' +
    'address) within 24 hours gets the first answer (same status and body, with ' +
    '`Idempotent-Replayed: true`) instead of running again. The same key with another body: 422; ' +
    'while the first is still running: 409. Use a new random key (a UUID) for each new request.',
};

interface Held {
  ticket: IdempotencyTicket;
  lockedUntil: number;
}
const held = new WeakMap<FastifyRequest, Held>();

/** The request's `Idempotency-Key`, if it sent one (checked by the route's preValidation). */
function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' ? key : undefined;
}

const checkKey: onRequestHookHandler = (request, _reply, done) => {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined || (typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key))) return done();
  done(new AppError('IDEMPOTENCY_KEY_INVALID', { max: 255 }));
};

/** Sends the first answer again, as it was. */
function replay(reply: FastifyReply, answer: StoredAnswer): void {
  reply
    .code(answer.statusCode)
    .header('cache-control', 'no-store')
    .header('idempotent-replayed', 'true')
    .type(answer.contentType);
  if (answer.setCookie?.length) reply.header('set-cookie', answer.setCookie);
  reply.send(answer.body);
}

/** Claims the request's key; true when the request was a retry and its first answer is sent. */
async function begin(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<boolean> {
  const key = keyOf(request);
  if (key === undefined) return false;
  const store = request.server.services.idempotency;
  const user = await currentUser(request);
  const ticket = store.ticket(key, user ? { userId: user.id } : { address: clientAddress(request) }, {
    method: request.method,
    url: request.url,
    body,
  });
  const claim = await store.claim(ticket);
  if (claim.kind === 'run') {
    held.set(request, { ticket, lockedUntil: claim.lockedUntil });
    return false;
  }
  if (claim.kind === 'replay') {
    replay(reply, claim.answer);
    return true;
  }
  if (claim.kind === 'mismatch') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  reply.header('retry-after', '1');
  throw new AppError('IDEMPOTENCY_IN_PROGRESS');
}

/**
 * For a route marked `idempotency: 'handler'`, which reads its own (multipart) body: call once
 * the input is read, with what identifies it (file contents may be Buffers). When it answers
 * true, the request was a retry whose first answer has been sent: return `reply` and do nothing.
 */
export function replayIfRetried(
  request: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
): Promise<boolean> {
  return begin(request, reply, input);
}

const claimWithBody: preHandlerAsyncHookHandler = async (request, reply) => {
  if (await begin(request, reply, request.body)) return reply;
};

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * `Idempotency-Key` for every route whose config says `idempotency` (SECURITY.md item 22): the key
 * is checked (1 to 255 printable ASCII characters, else 400), claimed in the database before the
 * work, and the first 2xx answer kept for 24 hours; any other answer frees the key for a retry.
 * Register it before the routes, and before compression so the kept answer is the plain one.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { store }: { store: IdempotencyStore }) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const mode = route.config?.idempotency;
    if (!mode) return;
    // After the route's own preValidation (who is asking), before its body is validated.
    route.preValidation = [...asArray(route.preValidation), checkKey as never];
    if (mode === 'body') route.preHandler = [...asArray(route.preHandler), claimWithBody as never];
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response) {
      response[400] ??= ErrorBodySchema;
      response[409] ??= ErrorBodySchema;
      response[422] ??= ErrorBodySchema;
    }
  });

  // Every answer passes these two hooks: the ones without a held key (nearly all) go straight on,
  // without the promise an async hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = held.get(request);
    if (!claim) return done(null, payload);
    held.delete(request);
    keepOrRelease(request, reply, payload, claim).then(() => done(null, payload));
  });

  // A request that ended without an answer (the client went away) frees its key.
  app.addHook('onResponse', (request, _reply, done) => {
    const claim = held.get(request);
    if (!claim) return done();
    held.delete(request);
    store.release(claim.ticket, claim.lockedUntil).then(
      () => done(),
      (error: unknown) => {
        request.log.error({ err: error }, 'freeing an idempotency key failed');
        done();
      },
    );
  });

  /** Keeps a 2xx answer for the key's retries, or frees the key; never fails the answer. */
  async function keepOrRelease(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    claim: Held,
  ): Promise<void> {
    const isKept =
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    try {
      if (isKept) {
        const cookies = reply.getHeader('set-cookie');
        await store.complete(claim.ticket, claim.lockedUntil, {
          statusCode: reply.statusCode,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          body: String(payload),
          ...(cookies === undefined ? {} : { setCookie: asArray(cookies).map(String) }),
        });
      } else {
        await store.release(claim.ticket, claim.lockedUntil);
      }
    } catch (error) {
      // The answer still goes out; the key stays held until its lease ends.
      request.log.error({ err: error }, 'keeping the idempotent answer failed');
    }
  }

  store.start((error) => app.log.error({ err: error }, 'idempotency key sweep failed'));
  app.addHook('onClose', async () => store.stop());
});
