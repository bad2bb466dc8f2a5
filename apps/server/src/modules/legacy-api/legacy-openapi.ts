import { z } from 'zod';
import { legacyAnswerSchema, LegacyErrorSchema } from './legacy-endpoint';
import { LEGACY_ENDPOINTS } from './legacy-endpoints';

/** Where the old API's document is committed (beside Jaliya's own `docs/openapi.json`). */
export const LEGACY_OPENAPI_PATH = 'docs/openapi-legacy.json';

const pathParameters = [
  { name: 'site', description: 'State code, such as `GA`.' },
  { name: 'lang', description: '`en` or `ar`: the language of the answer and its messages.' },
  { name: 'cityId', description: 'City id; `0` or an id Jaliya does not know means the whole site.' },
];

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/**
 * The old client's API as an OpenAPI 3.1 document, every operation deprecated: built from the
 * declarations in `LEGACY_ENDPOINTS`, so it cannot drift from what the adapter serves.
 */
export function legacyOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of LEGACY_ENDPOINTS) {
    const path = `/api/{site}/{lang}/${endpoint.cityless ? '' : '{cityId}/'}${endpoint.path.replaceAll(/:(\w+)/g, '{$1}')}`;
    const ownParameters = Object.keys(endpoint.params?.shape ?? {}).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const fields = endpoint.fields ? jsonSchema(endpoint.fields, 'input') : undefined;
    const isRead = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const queryParameters =
      isRead && fields && typeof fields.properties === 'object'
        ? Object.entries(fields.properties as Record<string, unknown>).map(([name, schema]) => ({
            name,
            in: 'query',
            required: false,
            schema,
          }))
        : [];
    const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema, 'output') } });
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = {
      tags: ['Old client'],
      summary: endpoint.summary,
      description: `Called by the old client at ${endpoint.oldClient}. ${
        endpoint.access === 'user' ? 'Needs `Authorization: Bearer <token>` from login or register.' : ''
      }`.trim(),
      deprecated: true,
      ...(endpoint.access === 'user' ? { security: [{ bearer: [] }] } : {}),
      parameters: [
        ...pathParameters
          .filter((parameter) => !endpoint.cityless || parameter.name !== 'cityId')
          .map((parameter) => ({
            ...parameter,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
        ...ownParameters,
        ...queryParameters,
      ],
      ...(!isRead && fields
        ? {
            requestBody: {
              content: {
                'multipart/form-data': { schema: fields },
                'application/x-www-form-urlencoded': { schema: fields },
                'application/json': { schema: fields },
              },
            },
          }
        : {}),
      responses: {
        [String(endpoint.status ?? 200)]: {
          description: 'Success, in the old envelope',
          content: json(legacyAnswerSchema(endpoint.data, endpoint.extra)),
        },
        '4XX': { description: 'Refused, in the old error form', content: json(LegacyErrorSchema) },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jaliya: the old client’s API (deprecated)',
      version: '1.0.0',
      description:
        'The addresses, request fields and answer shapes of the community’s old apps and web client ' +
        '(`LEGACY-CLIENT.md`), kept so installed apps keep working; served by `modules/legacy-api` on top of ' +
        'Jaliya’s own services. New clients use Jaliya’s API (`docs/openapi.json`). Successes are ' +
        '`{status: true, status_number: "S200", message, data}`; refusals `{status: false, status_number: "S400", ' +
        'code, message, errors: {field: [message]}}` in the language of the address.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: '`data.token` of login or register.' },
      },
    },
    paths,
  };
}

/** The document as committed: formatted, with a final newline. */
export function legacyOpenApiText(): string {
  return `${JSON.stringify(legacyOpenApiDocument(), null, 2)}\n`;
}
