import { describe, expect, it } from 'vitest';
import { redirectToPath, sitePath } from './redirects';
import { secretMatches } from './secrets';

describe('sitePath', () => {
  it('given a path on the site, when checked, then it is kept with its query and hash', () => {
    expect(sitePath('/life-insurance')).toBe('/life-insurance');
    expect(sitePath('/search-results?q=term#top')).toBe('/search-results?q=term#top');
    expect(sitePath('/a/../b')).toBe('/b');
  });

  it('given a target that a browser would resolve to another origin, when checked, then it is refused', () => {
    for (const target of [
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      'https://evil.com/',
      'http:evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      '/%5C%5Cevil.com/..',
    ]) {
      const path = sitePath(target);
      if (path !== undefined) expect(new URL(path, 'http://localhost:3000').origin, target).toBe('http://localhost:3000');
      else expect(path, target).toBeUndefined();
    }
    expect(sitePath('/\\evil.com')).toBeUndefined();
    expect(sitePath('/\t/evil.com')).toBeUndefined();
    expect(sitePath(null)).toBeUndefined();
  });

  it('given a site path, when redirected, then the 307 names it as a relative Location', () => {
    const res = redirectToPath('/life-insurance');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/life-insurance');
  });
});

describe('secretMatches', () => {
  it('given the right secret, then it matches; a wrong, shorter, longer, empty or multibyte one of the same length does not, and none throws', () => {
    expect(secretMatches('local-preview-secret', 'local-preview-secret')).toBe(true);
    expect(secretMatches('local-preview-secreT', 'local-preview-secret')).toBe(false);
    expect(secretMatches('local', 'local-preview-secret')).toBe(false);
    expect(secretMatches('local-preview-secret-and-more', 'local-preview-secret')).toBe(false);
    expect(secretMatches('é'.repeat('local-preview-secret'.length), 'local-preview-secret')).toBe(false);
    expect(secretMatches('', 'local-preview-secret')).toBe(false);
    expect(secretMatches(null, 'local-preview-secret')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});
