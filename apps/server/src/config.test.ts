import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'jaliya-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: 'sqlite', file: path.join(dir, 'jaliya.db') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.defaultSite).toBe('GA');
    expect(config.logLevel).toBe('info');
  });

  it('generates a session secret once and keeps it private in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('bounds image work: half the cores, one or two, unless IMAGE_CONCURRENCY says otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.imageConcurrency).toBe(Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))));
    expect(defaults.imageQueue).toBe(8);
    const set = loadConfig({ DATA_DIR: dataDir(), IMAGE_CONCURRENCY: '3', IMAGE_QUEUE: '0' });
    expect([set.imageConcurrency, set.imageQueue]).toEqual([3, 0]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), IMAGE_CONCURRENCY: '0' })).toThrow(/IMAGE_CONCURRENCY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), IMAGE_QUEUE: 'many' })).toThrow(/IMAGE_QUEUE/);
  });

  it('reads the drain settings: a grace for requests in flight, and a shorter delay before the listener closes', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect([defaults.shutdownGraceSeconds, defaults.shutdownDelaySeconds]).toEqual([10, 1]);
    expect(defaults.readyMinFreeBytes).toBe(200 * 1024 * 1024);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      SHUTDOWN_GRACE_SECONDS: '30',
      SHUTDOWN_DELAY_SECONDS: '15',
      READY_MIN_FREE_MB: '0',
    });
    expect([set.shutdownGraceSeconds, set.shutdownDelaySeconds, set.readyMinFreeBytes]).toEqual([30, 15, 0]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(
      /SHUTDOWN_GRACE_SECONDS: must be at least 1 second \(got "0"\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: '2.5' })).toThrow(
      /SHUTDOWN_DELAY_SECONDS: must be a whole number of seconds/,
    );
    // The delay is part of the grace: it must leave time for the requests themselves.
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: '10' })).toThrow(
      /SHUTDOWN_DELAY_SECONDS: must be less than SHUTDOWN_GRACE_SECONDS \(10\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), READY_MIN_FREE_MB: '-1' })).toThrow(/READY_MIN_FREE_MB/);
  });

  it('chooses PostgreSQL for a postgres:// address', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/jaliya' });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://u@127.0.0.1:5432/jaliya' });
  });

  it('lists every bad setting at once, with the value given', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT: .*\(got "abc"\)/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: must start with postgres/);
      expect(problems.join('\n')).toMatch(/SESSION_SECRET: must be at least 32 characters/);
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it('never echoes a secret back in the error', () => {
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        SESSION_SECRET: 'short-secret',
        DATABASE_URL: 'mysql://root:hunter22@db/x',
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('short-secret');
      expect(message).not.toContain('hunter22');
      expect(message).toContain(
        'DATABASE_URL: must start with postgres://, postgresql:// or sqlite: (value hidden)',
      );
    }
  });

  it('reads what unknown hosts get and whether a host keeps the API to its own site (issue 36)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect([defaults.unknownHost, defaults.apiSiteMatchesHost]).toEqual(['default', false]);
    const strict = loadConfig({ DATA_DIR: dataDir(), UNKNOWN_HOST: '404', API_SITE_MATCHES_HOST: 'yes' });
    expect([strict.unknownHost, strict.apiSiteMatchesHost]).toEqual(['not-found', true]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), UNKNOWN_HOST: 'deny' })).toThrow(
      /UNKNOWN_HOST: must be default \(the default site answers\) or 404 \(got "deny"\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_SITE_MATCHES_HOST: 'sometimes' })).toThrow(
      /API_SITE_MATCHES_HOST: must be true or false/,
    );
  });

  it('marks the site as HTTPS from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://ga.jaliya.us/' });
    expect(config.isHttps).toBe(true);
    expect(config.publicUrl).toBe('https://ga.jaliya.us');
  });

  it('reads TRUST_PROXY as hops or proxy addresses, never as "trust the whole chain"', () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(trustProxy('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
    for (const bad of ['everything', '10.0.0.1/33', '300.1.1.1', '10.0.0.1,,x'])
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY: must be false, a number of proxy hops/);
  });
});
