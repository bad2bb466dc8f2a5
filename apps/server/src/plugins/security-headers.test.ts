import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('pageContentSecurityPolicy', () => {
  it('allows scripts only from this origin and with the nonce when no chat is set', () => {
    const policy = pageContentSecurityPolicy('abc123', false, null);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toContain('crisp');
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('adds the configured chat provider’s origins, and nothing broader', () => {
    const policy = pageContentSecurityPolicy('abc123', true, 'crisp');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
      'https://client.crisp.chat',
    ]);
    expect(directive(policy, 'connect-src')).toContain('wss://client.relay.crisp.chat');
    expect(directive(policy, 'frame-src')).toContain('https://game.crisp.chat');
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:', 'https://client.crisp.chat']);
    expect(policy).not.toMatch(/\*|'unsafe-eval'/);
    expect(policy).toContain('upgrade-insecure-requests');
  });
});
