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
    status: { sys: { type: 'Link'; linkType: 'Status'; id: string } };
    aliases?: unknown[];
  };
  name: string;
}

/**
 * An environment alias as the CMA answers it
 * (https://www.contentful.com/developers/docs/references/content-management-api/#/reference/environment-aliases).
 */
export interface EnvironmentAliasMeta {
  sys: {
    id: string;
    type: 'EnvironmentAlias';
    space: Link<'Space'>;
    createdAt: string;
    updatedAt: string;
    version: number;
  };
  environment: { sys: { type: 'Link'; linkType: 'Environment'; id: string } };
}

export interface SpaceMeta {
  sys: { id: string; type: 'Space'; createdAt: string; updatedAt: string; version: number };
  name: string;
}

export interface StoredFile {
  token: string;
  spaceId: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

interface EnvCache {
  byType: Map<EntityType, Map<string, EntityRecord>>;
  revisions: Map<EntityType, number>;
}

const ENTITY_TYPES: EntityType[] = ['ContentType', 'EditorInterface', 'Entry', 'Asset', 'Locale', 'Tag', 'AppInstallation'];

/**
 * The content service's storage: spaces, environments and every entity in SQLite, with a
 * parsed in-memory copy per environment so reads never touch the disk. Every write goes to
 * SQLite first (one transaction), then to the cache. The service is one process, so the cache
 * is always current.
 */
export class ContentStore {
  private readonly envs = new Map<string, EnvCache>();
  /** Aliases per space, read once from SQLite and kept current by `putAlias`/`deleteAlias`. */
  private readonly aliases = new Map<string, Map<string, EnvironmentAliasMeta>>();

  constructor(readonly db: SqliteDatabase) {}

  // ---- spaces and environments -------------------------------------------------------------

  getSpace(spaceId: string): SpaceMeta | undefined {
    const row = this.db.prepare('SELECT data FROM spaces WHERE id = ?').get(spaceId) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as SpaceMeta) : undefined;
  }

  putSpace(space: SpaceMeta): void {
    this.db
      .prepare('INSERT INTO spaces (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data')
      .run(space.sys.id, JSON.stringify(space));
  }

  listEnvironments(spaceId: string): EnvironmentMeta[] {
    const rows = this.db.prepare('SELECT data FROM environments WHERE space_id = ? ORDER BY rowid').all(spaceId) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as EnvironmentMeta);
  }

  getEnvironment(env: EnvRef): EnvironmentMeta | undefined {
    const row = this.db.prepare('SELECT data FROM environments WHERE space_id = ? AND id = ?').get(env.spaceId, env.environmentId) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as EnvironmentMeta) : undefined;
  }

  putEnvironment(spaceId: string, meta: EnvironmentMeta): void {
    this.db
      .prepare(
        'INSERT INTO environments (space_id, id, data) VALUES (?, ?, ?) ON CONFLICT(space_id, id) DO UPDATE SET data = excluded.data',
      )
      .run(spaceId, meta.sys.id, JSON.stringify(meta));
  }

  /**
   * Copies every entity of `source` into the new environment `target` (files are shared by
   * token, so no blob is copied). Entity `sys.environment` links are rewritten to `target`.
   */
  cloneEnvironment(source: EnvRef, target: EnvRef): void {
    const rows = this.db
      .prepare('SELECT type, id, draft, published FROM entities WHERE space_id = ? AND env_id = ?')
      .all(source.spaceId, source.environmentId) as { type: string; id: string; draft: string; published: string | null }[];
    const insert = this.db.prepare('INSERT INTO entities (space_id, env_id, type, id, draft, published) VALUES (?, ?, ?, ?, ?, ?)');
    const rewrite = (json: string): string => {
      const entity = JSON.parse(json) as AnyEntity;
      entity.sys.environment = { sys: { type: 'Link', linkType: 'Environment', id: target.environmentId } };
      return JSON.stringify(entity);
    };
    this.db.transaction(() => {
      for (const row of rows) {
        insert.run(
          target.spaceId,
          target.environmentId,
          row.type,
          row.id,
          rewrite(row.draft),
          row.published ? rewrite(row.published) : null,
        );
      }
    })();
    this.envs.delete(envKey(target));
  }

  deleteEnvironment(env: EnvRef): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM entities WHERE space_id = ? AND env_id = ?').run(env.spaceId, env.environmentId);
      this.db.prepare('DELETE FROM snapshots WHERE space_id = ? AND env_id = ?').run(env.spaceId, env.environmentId);
      this.db.prepare('DELETE FROM environments WHERE space_id = ? AND id = ?').run(env.spaceId, env.environmentId);
    })();
    this.envs.delete(envKey(env));
  }

  // ---- environment aliases -----------------------------------------------------------------

  /** The space's environment aliases, in creation order. */
  listAliases(spaceId: string): EnvironmentAliasMeta[] {
    return [...this.aliasesOf(spaceId).values()];
  }

  getAlias(spaceId: string, aliasId: string): EnvironmentAliasMeta | undefined {
    return this.aliasesOf(spaceId).get(aliasId);
  }

  putAlias(spaceId: string, alias: EnvironmentAliasMeta): void {
    this.db
      .prepare(
        'INSERT INTO environment_aliases (space_id, id, data) VALUES (?, ?, ?) ON CONFLICT(space_id, id) DO UPDATE SET data = excluded.data',
      )
      .run(spaceId, alias.sys.id, JSON.stringify(alias));
    this.aliasesOf(spaceId).set(alias.sys.id, alias);
  }

  deleteAlias(spaceId: string, aliasId: string): void {
    this.db.prepare('DELETE FROM environment_aliases WHERE space_id = ? AND id = ?').run(spaceId, aliasId);
    this.aliasesOf(spaceId).delete(aliasId);
  }

  /**
   * The environment an id in a URL addresses: the target of the alias of that id when there is
   * one (an alias wins over an environment of the same id, as the first environment `master`
   * and the `master` alias share theirs), else the id itself. Contentful: "To request data using
   * the environment alias, specify the alias ID instead of the ID of the target environment."
   */
  resolveEnvironmentId(spaceId: string, idOrAlias: string): string {
    return this.aliasesOf(spaceId).get(idOrAlias)?.environment.sys.id ?? idOrAlias;
  }

  // ---- app definitions (organization level) --------------------------------------------------

  /** The organization's app definitions (JSON as answered), in creation order. */
  listAppDefinitions<T>(organizationId: string): T[] {
    const rows = this.db.prepare('SELECT data FROM app_definitions WHERE organization_id = ? ORDER BY rowid').all(organizationId) as {
      data: string;
    }[];
    return rows.map((r) => JSON.parse(r.data) as T);
  }

  getAppDefinition<T>(organizationId: string, id: string): T | undefined {
    const row = this.db.prepare('SELECT data FROM app_definitions WHERE organization_id = ? AND id = ?').get(organizationId, id) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  putAppDefinition(organizationId: string, id: string, definition: unknown): void {
    this.db
      .prepare(
        'INSERT INTO app_definitions (organization_id, id, data) VALUES (?, ?, ?) ON CONFLICT(organization_id, id) DO UPDATE SET data = excluded.data',
      )
      .run(organizationId, id, JSON.stringify(definition));
  }

  deleteAppDefinition(organizationId: string, id: string): void {
    this.db.prepare('DELETE FROM app_definitions WHERE organization_id = ? AND id = ?').run(organizationId, id);
  }

  // ---- entities ----------------------------------------------------------------------------

  /** Every record of `type` in the environment, in creation order. */
  list<T extends AnyEntity>(env: EnvRef, type: EntityType): EntityRecord<T>[] {
    return [...this.cache(env).byType.get(type)!.values()] as EntityRecord<T>[];
  }

  get<T extends AnyEntity>(env: EnvRef, type: EntityType, id: string): EntityRecord<T> | undefined {
    return this.cache(env).byType.get(type)!.get(id) as EntityRecord<T> | undefined;
  }

  /**
   * A counter that grows with every write to `type` in the environment; cache keys for derived
   * data (such as the GraphQL schema built from content types) use it.
   */
  revision(env: EnvRef, type: EntityType): number {
    return this.cache(env).revisions.get(type) ?? 0;
  }

  save<T extends AnyEntity>(env: EnvRef, type: EntityType, record: EntityRecord<T>): void {
    this.db
      .prepare(
        `INSERT INTO entities (space_id, env_id, type, id, draft, published) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(space_id, env_id, type, id) DO UPDATE SET draft = excluded.draft, published = excluded.published`,
      )
      .run(
        env.spaceId,
        env.environmentId,
        type,
        record.id,
        JSON.stringify(record.draft),
        record.published ? JSON.stringify(record.published) : null,
      );
    const cache = this.cache(env);
    cache.byType.get(type)!.set(record.id, record);
    cache.revisions.set(type, (cache.revisions.get(type) ?? 0) + 1);
  }

  remove(env: EnvRef, type: EntityType, id: string): void {
    this.db
      .prepare('DELETE FROM entities WHERE space_id = ? AND env_id = ? AND type = ? AND id = ?')
      .run(env.spaceId, env.environmentId, type, id);
    if (type === 'Entry')
      this.db.prepare('DELETE FROM snapshots WHERE space_id = ? AND env_id = ? AND entity_id = ?').run(env.spaceId, env.environmentId, id);
    const cache = this.cache(env);
    cache.byType.get(type)!.delete(id);
    cache.revisions.set(type, (cache.revisions.get(type) ?? 0) + 1);
  }

  /** Runs `fn` in one SQLite transaction (all of its writes land or none do). */
  transaction<R>(fn: () => R): R {
    return this.db.transaction(fn)();
  }

  // ---- snapshots (an entry's published versions) -------------------------------------------

  /** Keeps `snapshot` (a CMA Snapshot, `sys.id` its id) of entry `entryId`. */
  addSnapshot(env: EnvRef, entryId: string, snapshot: { sys: { id: string } }): void {
    this.db
      .prepare('INSERT INTO snapshots (space_id, env_id, entity_id, id, data) VALUES (?, ?, ?, ?, ?)')
      .run(env.spaceId, env.environmentId, entryId, snapshot.sys.id, JSON.stringify(snapshot));
  }

  /** The snapshots of entry `entryId`, newest first, and how many there are. */
  listSnapshots<T>(env: EnvRef, entryId: string, skip: number, limit: number): { items: T[]; total: number } {
    const where = 'space_id = ? AND env_id = ? AND entity_id = ?';
    const args = [env.spaceId, env.environmentId, entryId];
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM snapshots WHERE ${where}`).get(...args) as { total: number };
    const rows = this.db
      .prepare(`SELECT data FROM snapshots WHERE ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, skip) as {
      data: string;
    }[];
    return { items: rows.map((r) => JSON.parse(r.data) as T), total };
  }

  getSnapshot<T>(env: EnvRef, entryId: string, snapshotId: string): T | undefined {
    const row = this.db
      .prepare('SELECT data FROM snapshots WHERE space_id = ? AND env_id = ? AND entity_id = ? AND id = ?')
      .get(env.spaceId, env.environmentId, entryId, snapshotId) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  // ---- uploads, files, persisted queries ---------------------------------------------------

  putUpload(spaceId: string, id: string, contentType: string, data: Buffer, createdAt: string): void {
    this.db
      .prepare('INSERT INTO uploads (space_id, id, content_type, data, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(spaceId, id, contentType, data, createdAt);
  }

  getUpload(spaceId: string, id: string): { contentType: string; data: Buffer; createdAt: string } | undefined {
    const row = this.db.prepare('SELECT content_type, data, created_at FROM uploads WHERE space_id = ? AND id = ?').get(spaceId, id) as
      { content_type: string; data: Buffer; created_at: string } | undefined;
    return row ? { contentType: row.content_type, data: row.data, createdAt: row.created_at } : undefined;
  }

  deleteUpload(spaceId: string, id: string): boolean {
    return this.db.prepare('DELETE FROM uploads WHERE space_id = ? AND id = ?').run(spaceId, id).changes > 0;
  }

  putFile(file: StoredFile): void {
    this.db
      .prepare('INSERT OR REPLACE INTO files (token, space_id, file_name, content_type, data) VALUES (?, ?, ?, ?, ?)')
      .run(file.token, file.spaceId, file.fileName, file.contentType, file.data);
  }

  getFile(token: string): StoredFile | undefined {
    const row = this.db.prepare('SELECT token, space_id, file_name, content_type, data FROM files WHERE token = ?').get(token) as
      { token: string; space_id: string; file_name: string; content_type: string; data: Buffer } | undefined;
    return row
      ? { token: row.token, spaceId: row.space_id, fileName: row.file_name, contentType: row.content_type, data: row.data }
      : undefined;
  }

  getPersistedQuery(hash: string): string | undefined {
    const row = this.db.prepare('SELECT query FROM persisted_queries WHERE hash = ?').get(hash) as { query: string } | undefined;
    return row?.query;
  }

  putPersistedQuery(hash: string, query: string): void {
    this.db.prepare('INSERT OR IGNORE INTO persisted_queries (hash, query) VALUES (?, ?)').run(hash, query);
  }

  // ---- internals ---------------------------------------------------------------------------

  private aliasesOf(spaceId: string): Map<string, EnvironmentAliasMeta> {
    let aliases = this.aliases.get(spaceId);
    if (!aliases) {
      const rows = this.db.prepare('SELECT data FROM environment_aliases WHERE space_id = ? ORDER BY rowid').all(spaceId) as {
        data: string;
      }[];
      const parsed = rows.map((r) => JSON.parse(r.data) as EnvironmentAliasMeta);
      aliases = new Map(parsed.map((alias) => [alias.sys.id, alias]));
      this.aliases.set(spaceId, aliases);
    }
    return aliases;
  }

  private cache(env: EnvRef): EnvCache {
    const key = envKey(env);
    let cache = this.envs.get(key);
    if (!cache) {
      cache = { byType: new Map(ENTITY_TYPES.map((t) => [t, new Map()])), revisions: new Map() };
      const rows = this.db
        .prepare('SELECT type, id, draft, published FROM entities WHERE space_id = ? AND env_id = ? ORDER BY rowid')
        .all(env.spaceId, env.environmentId) as { type: EntityType; id: string; draft: string; published: string | null }[];
      for (const row of rows) {
        cache.byType.get(row.type)?.set(row.id, {
          id: row.id,
          draft: JSON.parse(row.draft) as AnyEntity,
          published: row.published ? (JSON.parse(row.published) as AnyEntity) : null,
        });
      }
      this.envs.set(key, cache);
    }
    return cache;
  }
}

function envKey(env: EnvRef): string {
  return `${env.spaceId}/${env.environmentId}`;
}
