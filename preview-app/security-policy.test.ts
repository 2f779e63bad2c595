import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptNonceOf } from '@insurer/preview-app/security-policy.cjs';

describe('scriptNonceOf', () => {
  it("given a page's policy, then the layout's inline script gets the very nonce the policy names", () => {
    const nonce = 'q2Jb+/Zx9w0eT1uVh3kL4g==';
    const policy = contentSecurityPolicy({ nonce });
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(scriptNonceOf(policy)).toBe(nonce);
    expect(scriptNonceOf(contentSecurityPolicy({ frameAncestors: ['https://app.contentful.com'], nonce, dev: true }))).toBe(nonce);
  });

  it('given a policy without a nonce (static files) or no policy, then there is none', () => {
    expect(scriptNonceOf(contentSecurityPolicy({}))).toBeUndefined();
    expect(scriptNonceOf(null)).toBeUndefined();
    expect(scriptNonceOf(undefined)).toBeUndefined();
  });
});
