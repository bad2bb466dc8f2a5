import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_ENDPOINTS } from './legacy-endpoints';
import { LEGACY_OPENAPI_PATH, legacyOpenApiDocument, legacyOpenApiText } from './legacy-openapi';

const file = path.resolve(import.meta.dirname, '../../../../..', LEGACY_OPENAPI_PATH);

describe('docs/openapi-legacy.json', () => {
  it('matches the old endpoints the adapter declares (run `npm run openapi` after changing them)', () => {
    expect(readFileSync(file, 'utf8')).toBe(legacyOpenApiText());
  });

  it('marks every operation deprecated and describes each declared endpoint once', () => {
    const paths = legacyOpenApiDocument().paths as Record<string, Record<string, { deprecated: boolean }>>;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(LEGACY_ENDPOINTS.length);
    expect(operations.every((operation) => operation.deprecated)).toBe(true);
  });
});
