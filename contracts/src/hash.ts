/**
 * FNV-1a (32-bit) of `text` (http://www.isthe.com/chongo/tech/comp/fnv/): a stable, well-spread
 * number from a canonical string, for seeds and document ids the browser and the server derive
 * alike. Not a security hash: never use it where a guess must be hard.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
