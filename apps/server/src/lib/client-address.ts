import type { FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
import { isInternalRequest } from './internal-request';

export const CLIENT_ADDRESS_HEADER = 'x-jaliya-client-address';

/**
 * The visitor's address for abuse limits: for requests the page renderer makes in-process, the
 * address of the page request it serves; IPv6 grouped by /64, since one household gets a /64.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = isInternalRequest(request) ? request.headers[CLIENT_ADDRESS_HEADER] : undefined;
  const address = typeof forwarded === 'string' && forwarded ? forwarded : request.ip;
  if (!isIPv6(address) || address.startsWith('::ffff:')) return address.replace(/^::ffff:/, '');
  const groups = address.split('::');
  const head = (groups[0] ?? '').split(':').filter(Boolean);
  const tail = groups.length > 1 ? (groups[1] ?? '').split(':').filter(Boolean) : [];
  const full = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full.slice(0, 4).join(':')}::/64`;
}
