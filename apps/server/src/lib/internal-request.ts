import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

/** Header that marks API calls the page renderer makes in-process (see plugins/web.ts). */
export const INTERNAL_REQUEST_HEADER = 'x-jaliya-internal';

/** A secret per process, so an outside caller cannot pass for an internal request. */
export const internalRequestToken = randomBytes(16).toString('hex');

/** Whether a request came from the page renderer in this process. */
export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === internalRequestToken;
}
