/** A random 22-character base62 id, the shape Contentful gives generated entity ids. */
export declare function newId(length?: number): string;
