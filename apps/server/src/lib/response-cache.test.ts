import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedBody, ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('builds a body once and serves it until it expires', async () => {
    let clock = 0;
    let builds = 0;
    const cache = new ResponseCache(1000, 10, () => clock);
    const build = async () => ({ count: ++builds });
    const first = await cache.get('home', build);
    expect(JSON.parse(first.body.toString())).toEqual({ data: { count: 1 } });
    expect((await cache.get('home', build)).etag).toBe(first.etag);
    clock = 1001;
    expect(JSON.parse((await cache.get('home', build)).body.toString())).toEqual({ data: { count: 2 } });
  });

  it('shares one build between concurrent callers', async () => {
    let builds = 0;
    const cache = new ResponseCache(1000);
    const build = () => new Promise((resolve) => setTimeout(() => resolve(++builds), 10));
    await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
  });

  it('does not keep a failed build', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });

  it('stays within its size bound and forgets by prefix', async () => {
    const cache = new ResponseCache(1000, 2);
    for (const key of ['GA:a', 'GA:b', 'MI:c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    cache.invalidate('MI:');
    expect(cache.size).toBe(1);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and leaves small bodies alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('gzip, br', 100)).toBe('identity');
    expect(chooseEncoding(undefined, 5000)).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0', 5000)).toBe('identity');
  });

  it('compresses a body that decompresses to the original', async () => {
    const entry = await new ResponseCache(1000).get('k', async () => 'x'.repeat(5000));
    expect(gunzipSync(encodedBody(entry, 'gzip')).equals(entry.body)).toBe(true);
  });
});
