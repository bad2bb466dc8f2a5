import { z } from 'zod';

export { endpointUrl } from './endpoint-url';

import type { HttpMethod } from './endpoint-url';

export type { HttpMethod };

type AnyObject = z.ZodObject<z.ZodRawShape>;

/**
 * One API endpoint, declared once: the server registers and validates its route from this, the
 * OpenAPI document describes it from this, and the web client calls it with these types. `path`
 * is relative to the site base `/api/{site}/{lang}/{cityId}/` and names its parameters `:like`.
 */
export interface Endpoint<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /**
   * Who may call it: anyone, a signed-in user (the handler still checks the resource), or the
   * console's staff: moderators (and admins), admins only, or deployment admins only (an admin
   * of every site, decision 027: the deployment's sites). Anyone else gets a 404 from a console
   * endpoint, as if it did not exist.
   */
  access: 'public' | 'user' | 'moderator' | 'admin' | 'deployment';
  params?: Params;
  query?: Query;
  body?: Body;
  /** The `data` of a successful answer. */
  response: Response;
  /** The status of a successful answer, when it is not 200 (201: something was created). */
  status?: 200 | 201;
  /**
   * The error statuses the OpenAPI document lists for it; by default 400, 401, 403, 404, 409 and
   * 429 (every POST adds 400, 409 and 422 for its `Idempotency-Key`).
   */
  errors?: readonly number[];
  /**
   * A POST honours `Idempotency-Key` (a retry gets the first answer) unless this says `false`:
   * for one that is safe to send again as it is (a confirmation, a login).
   */
  idempotent?: false;
}

/** Declares an endpoint, keeping its schemas' types. */
export function endpoint<
  Params extends AnyObject | undefined = undefined,
  Query extends AnyObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(definition: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return definition;
}

/**
 * The same endpoint at the old client's address, kept so apps already installed keep working.
 * New callers use the original path, which the summary names.
 */
export function endpointAlias<E extends Endpoint>(original: E, path: string): E {
  return {
    ...original,
    path,
    summary: `${original.summary} (the old client’s address for \`${original.path}\`)`,
    tags: ['Old client'],
  };
}

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
type ParamsOf<E> = E extends Endpoint<infer P, AnyObject | undefined, z.ZodType | undefined> ? P : never;
type QueryOf<E> = E extends Endpoint<AnyObject | undefined, infer Q, z.ZodType | undefined> ? Q : never;
type BodyOf<E> = E extends Endpoint<AnyObject | undefined, AnyObject | undefined, infer B> ? B : never;

/** What a handler receives, validated. */
export type EndpointParams<E extends Endpoint> = Output<ParamsOf<E>>;
export type EndpointQuery<E extends Endpoint> = Output<QueryOf<E>>;
export type EndpointBody<E extends Endpoint> = Output<BodyOf<E>>;
export type EndpointData<E extends Endpoint> = z.output<E['response']>;

/** What a caller sends: only the parts the endpoint has. */
export type EndpointCall<E extends Endpoint> = (ParamsOf<E> extends z.ZodType
  ? { params: { [K in keyof Input<ParamsOf<E>>]: string | number } }
  : { params?: undefined }) &
  (QueryOf<E> extends z.ZodType ? { query?: Input<QueryOf<E>> } : { query?: undefined }) &
  (BodyOf<E> extends z.ZodType ? { body: Input<BodyOf<E>> } : { body?: undefined });

/** A record id in a path: digits only, at most a 32-bit integer. */
export const RecordIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'validation.idInvalid' })
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, { error: 'validation.idInvalid' })
  .describe('Record id.');
