/**
 * Compares a presented access token with a stored one in constant time: both are hashed with
 * SHA-256 first, so the comparison takes the same time whatever their lengths or the position
 * of the first differing character (`timingSafeEqual` needs equal-length buffers).
 * An empty or missing presented token never matches.
 */
export declare function tokenMatches(presented: string | undefined, stored: string | undefined): boolean;
