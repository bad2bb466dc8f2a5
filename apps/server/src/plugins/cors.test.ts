import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseCorsOrigins } from '../config';

describe('CORS_ORIGINS', () => {
  it('allows no origin by default', () => {
    expect(
      loadConfig({ DATA_DIR: '/tmp/jaliya-cors-test', SESSION_SECRET: 's'.repeat(32) }).corsOrigins,
    ).toEqual([]);
  });

  it('reads a comma-separated list of origins, as browsers send them', () => {
    expect(parseCorsOrigins(' https://old.example.org, http://localhost:3000/ ,')).toEqual([
      'https://old.example.org',
      'http://localhost:3000',
    ]);
  });

  it('refuses a wildcard, a path, another scheme or a malformed entry, naming the setting', () => {
    for (const value of [
      '*',
      'https://old.example.org/app',
      'ftp://old.example.org',
      'old.example.org',
      'https://',
    ]) {
      expect(parseCorsOrigins(value), value).toBeUndefined();
    }
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/jaliya-cors-test', SESSION_SECRET: 's'.repeat(32), CORS_ORIGINS: '*' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: '/tmp/jaliya-cors-test', SESSION_SECRET: 's'.repeat(32), CORS_ORIGINS: '*' });
    } catch (error) {
      expect((error as ConfigError).problems[0]).toMatch(
        /^CORS_ORIGINS: must be a comma-separated list of origins/,
      );
    }
  });
});
