import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the values of secret parameters and keeps the rest', () => {
    expect(redactUrl('/newsletter/confirm?token=abc123&ref=mail')).toBe(
      '/newsletter/confirm?token=[redacted]&ref=mail',
    );
    expect(redactUrl('/api/newsletter/one-click-unsubscribe?TOKEN=s3cret')).toBe(
      '/api/newsletter/one-click-unsubscribe?TOKEN=[redacted]',
    );
    expect(redactUrl('/x?%74oken=s3cret&code=123456&email=a%40b.c')).toBe(
      '/x?%74oken=[redacted]&code=[redacted]&email=[redacted]',
    );
  });

  it('hides what people search for, in the address and in the query', () => {
    expect(redactUrl('/search-result/omar%20555%200199/job?city=2')).toBe(
      '/search-result/[redacted]/job?city=2',
    );
    expect(redactUrl('/api/GA/en/0/search/results?keyword=omar&page=2')).toBe(
      '/api/GA/en/0/search/results?keyword=[redacted]&page=2',
    );
    expect(redactUrl('/search-result')).toBe('/search-result');
  });

  it('leaves addresses without secrets alone, even malformed ones', () => {
    expect(redactUrl('/Blog?page=2')).toBe('/Blog?page=2');
    expect(redactUrl('/Blog')).toBe('/Blog');
    expect(redactUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token');
  });
});
