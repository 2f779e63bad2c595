import type { SqliteDatabase } from './db.js';
import type { AnyEntity, EntityRecord, EntityType, EnvRef, Link } from './types.js';
export interface EnvironmentMeta {
    sys: {
        id: string;
        type: 'Environment';
        space: Link<'Space'>;
        createdAt: string;
        updatedAt: string;
        version: number;
        status: {
            sys: {
                type: 'Link';
                linkType: 'Status';
                id: string;
            };
        };
        aliases?: unknown[];
    };
    name: string;
}
export interface SpaceMeta {
    sys: {
        id: string;
        type: 'Space';
        createdAt: string;
        updatedAt: string;
        version: number;
    };
    name: string;
}
export interface StoredFile {
    token: string;
    spaceId: string;
    fileName: string;
    contentType: string;
    data: Buffer;
}
/**
 * The content service's storage: spaces, environments and every entity in SQLite, with a
 * parsed in-memory copy per environment so reads never touch the disk. Every write goes to
 * SQLite first (one transaction), then to the cache. The service is one process, so the cache
 * is always current.
 */
export declare class ContentStore {
    readonly db: SqliteDatabase;
    private readonly envs;
    constructor(db: SqliteDatabase);
    getSpace(spaceId: string): SpaceMeta | undefined;
    putSpace(space: SpaceMeta): void;
    listEnvironments(spaceId: string): EnvironmentMeta[];
    getEnvironment(env: EnvRef): EnvironmentMeta | undefined;
    putEnvironment(spaceId: string, meta: EnvironmentMeta): void;
    /**
     * Copies every entity of `source` into the new environment `target` (files are shared by
     * token, so no blob is copied). Entity `sys.environment` links are rewritten to `target`.
     */
    cloneEnvironment(source: EnvRef, target: EnvRef): void;
    deleteEnvironment(env: EnvRef): void;
    /** Every record of `type` in the environment, in creation order. */
    list<T extends AnyEntity>(env: EnvRef, type: EntityType): EntityRecord<T>[];
    get<T extends AnyEntity>(env: EnvRef, type: EntityType, id: string): EntityRecord<T> | undefined;
    /**
     * A counter that grows with every write to `type` in the environment; cache keys for derived
     * data (such as the GraphQL schema built from content types) use it.
     */
    revision(env: EnvRef, type: EntityType): number;
    save<T extends AnyEntity>(env: EnvRef, type: EntityType, record: EntityRecord<T>): void;
    remove(env: EnvRef, type: EntityType, id: string): void;
    /** Runs `fn` in one SQLite transaction (all of its writes land or none do). */
    transaction<R>(fn: () => R): R;
    putUpload(spaceId: string, id: string, contentType: string, data: Buffer, createdAt: string): void;
    getUpload(spaceId: string, id: string): {
        contentType: string;
        data: Buffer;
        createdAt: string;
    } | undefined;
    deleteUpload(spaceId: string, id: string): boolean;
    putFile(file: StoredFile): void;
    getFile(token: string): StoredFile | undefined;
    getPersistedQuery(hash: string): string | undefined;
    putPersistedQuery(hash: string, query: string): void;
    private cache;
}
