import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from './openapi';

describe('docs/openapi.json', () => {
  it('matches the API the server publishes (run `npm run openapi` after changing the contract)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await generateOpenApi());
  });
});
