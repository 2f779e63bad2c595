import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `sent` equals the configured `expected` secret, in constant time whatever either
 * holds: both are hashed to 32 bytes (SHA-256) before `timingSafeEqual`, so neither a wrong
 * length nor a multibyte character can throw or reveal the secret's length. A missing or empty
 * `sent` never matches.
 */
export function secretMatches(sent: string | null | undefined, expected: string): boolean {
  if (!sent || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}
