import type { EntityType, EnvRef, Sys } from '../types.js';
/** A fresh `sys` for a new entity at version 1 (CMA "Common resource attributes"). */
export declare function newSys(env: EnvRef, type: EntityType, id: string, now: string, extra?: Partial<Sys>): Sys;
/** The `sys` after one more write: version + 1, new `updatedAt`. */
export declare function touched(sys: Sys, now: string): Sys;
/** `sys` after a publish of `sys.version`: version + 1, publishedVersion, counters and dates. */
export declare function published(sys: Sys, now: string): Sys;
/** `sys` after an unpublish: version + 1 and no published metadata. */
export declare function unpublished(sys: Sys, now: string): Sys;
/** The payload Contentful sends for unpublish and delete events: a `Deleted{Type}` sys only. */
export declare function deletedPayload(sys: Sys, now: string): {
    sys: Record<string, unknown>;
};
