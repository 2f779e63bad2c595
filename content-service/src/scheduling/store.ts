import type { SqliteDatabase } from '../db.js';
import type { EnvRef } from '../types.js';
import type { Release, ReleaseAction, ScheduledAction } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS scheduled_actions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  space_id TEXT NOT NULL,
  id TEXT NOT NULL,
  env_id TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  status TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS scheduled_actions_id ON scheduled_actions (space_id, id);
CREATE INDEX IF NOT EXISTS scheduled_actions_due ON scheduled_actions (status, due_at);
CREATE TABLE IF NOT EXISTS releases (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  space_id TEXT NOT NULL,
  env_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS releases_id ON releases (space_id, env_id, id);
CREATE TABLE IF NOT EXISTS release_actions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  space_id TEXT NOT NULL,
  env_id TEXT NOT NULL,
  release_id TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS release_actions_id ON release_actions (space_id, env_id, id);
`;

/** A scheduled action with where it runs: the environment it was created for, resolved through aliases when it was created. */
export interface StoredScheduledAction {
  action: ScheduledAction;
  env: EnvRef;
}

/**
 * Scheduled actions, releases and release actions in the content service's SQLite file (the
 * tables `scheduled_actions`, `releases`, `release_actions`), read and written straight through:
 * they survive a restart, and the runner (scheduling/runner.ts) finds due actions by an index on
 * `(status, due_at)`.
 */
export class ScheduleStore {
  constructor(private readonly db: SqliteDatabase) {
    db.exec(SCHEMA);
  }

  // ---- scheduled actions (space level; each names its environment) --------------------------

  /** Inserts or replaces `action`, due at its `scheduledFor.datetime`, to run in `env`. */
  putScheduledAction(env: EnvRef, action: ScheduledAction): void {
    const dueAt = Date.parse(action.scheduledFor.datetime);
    const existing = this.db.prepare('SELECT seq FROM scheduled_actions WHERE space_id = ? AND id = ?').get(env.spaceId, action.sys.id);
    if (existing) {
      this.db
        .prepare('UPDATE scheduled_actions SET status = ?, due_at = ?, data = ? WHERE space_id = ? AND id = ?')
        .run(action.sys.status, dueAt, JSON.stringify(action), env.spaceId, action.sys.id);
    } else {
      this.db
        .prepare('INSERT INTO scheduled_actions (space_id, id, env_id, entity_id, status, due_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(env.spaceId, action.sys.id, env.environmentId, action.entity.sys.id, action.sys.status, dueAt, JSON.stringify(action));
    }
  }

  getScheduledAction(spaceId: string, id: string): StoredScheduledAction | undefined {
    const row = this.db.prepare('SELECT env_id, data FROM scheduled_actions WHERE space_id = ? AND id = ?').get(spaceId, id) as
      { env_id: string; data: string } | undefined;
    return row ? { action: JSON.parse(row.data) as ScheduledAction, env: { spaceId, environmentId: row.env_id } } : undefined;
  }

  /** Every scheduled action of the environment, in any status, soonest first (then in creation order). */
  listScheduledActions(env: EnvRef): ScheduledAction[] {
    const rows = this.db
      .prepare('SELECT data FROM scheduled_actions WHERE space_id = ? AND env_id = ? ORDER BY due_at, seq')
      .all(env.spaceId, env.environmentId) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as ScheduledAction);
  }

  /** How many of the environment's actions are still `scheduled`. */
  countScheduled(env: EnvRef): number {
    const row = this.db
      .prepare(`SELECT COUNT(*) AS n FROM scheduled_actions WHERE space_id = ? AND env_id = ? AND status = 'scheduled'`)
      .get(env.spaceId, env.environmentId) as { n: number };
    return row.n;
  }

  /** The `scheduled` actions due at `nowMs` or before (epoch ms), soonest first, at most `limit`. */
  dueScheduledActions(nowMs: number, limit: number): StoredScheduledAction[] {
    const rows = this.db
      .prepare(
        `SELECT space_id, env_id, data FROM scheduled_actions WHERE status = 'scheduled' AND due_at <= ? ORDER BY due_at, seq LIMIT ?`,
      )
      .all(nowMs, limit) as { space_id: string; env_id: string; data: string }[];
    return rows.map((r) => ({ action: JSON.parse(r.data) as ScheduledAction, env: { spaceId: r.space_id, environmentId: r.env_id } }));
  }

  /**
   * Moves a `scheduled` action to `inProgress`, answering whether this call did (false when it was
   * canceled, rescheduled away or taken meanwhile), so an action runs once.
   */
  claimScheduledAction(spaceId: string, id: string, claimed: ScheduledAction): boolean {
    return (
      this.db
        .prepare(`UPDATE scheduled_actions SET status = 'inProgress', data = ? WHERE space_id = ? AND id = ? AND status = 'scheduled'`)
        .run(JSON.stringify(claimed), spaceId, id).changes === 1
    );
  }

  /** Actions a stopped process left `inProgress` (it stopped while running them). */
  interruptedScheduledActions(): StoredScheduledAction[] {
    const rows = this.db
      .prepare(`SELECT space_id, env_id, data FROM scheduled_actions WHERE status = 'inProgress' ORDER BY due_at, seq`)
      .all() as { space_id: string; env_id: string; data: string }[];
    return rows.map((r) => ({ action: JSON.parse(r.data) as ScheduledAction, env: { spaceId: r.space_id, environmentId: r.env_id } }));
  }

  // ---- releases ------------------------------------------------------------------------------

  putRelease(env: EnvRef, release: Release): void {
    this.db
      .prepare(
        `INSERT INTO releases (space_id, env_id, id, data) VALUES (?, ?, ?, ?)
         ON CONFLICT(space_id, env_id, id) DO UPDATE SET data = excluded.data`,
      )
      .run(env.spaceId, env.environmentId, release.sys.id, JSON.stringify(release));
  }

  getRelease(env: EnvRef, id: string): Release | undefined {
    const row = this.db
      .prepare('SELECT data FROM releases WHERE space_id = ? AND env_id = ? AND id = ?')
      .get(env.spaceId, env.environmentId, id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Release) : undefined;
  }

  /** Every release of the environment, in creation order. */
  listReleases(env: EnvRef): Release[] {
    const rows = this.db
      .prepare('SELECT data FROM releases WHERE space_id = ? AND env_id = ? ORDER BY seq')
      .all(env.spaceId, env.environmentId) as {
      data: string;
    }[];
    return rows.map((r) => JSON.parse(r.data) as Release);
  }

  /** Deletes the release and its release actions (Contentful: "Deletes a Release and all ReleaseActions linked to it"). */
  deleteRelease(env: EnvRef, id: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM releases WHERE space_id = ? AND env_id = ? AND id = ?').run(env.spaceId, env.environmentId, id);
      this.db
        .prepare('DELETE FROM release_actions WHERE space_id = ? AND env_id = ? AND release_id = ?')
        .run(env.spaceId, env.environmentId, id);
    })();
  }

  // ---- release actions -----------------------------------------------------------------------

  putReleaseAction(env: EnvRef, action: ReleaseAction): void {
    const existing = this.db
      .prepare('SELECT seq FROM release_actions WHERE space_id = ? AND env_id = ? AND id = ?')
      .get(env.spaceId, env.environmentId, action.sys.id);
    if (existing) {
      this.db
        .prepare('UPDATE release_actions SET data = ? WHERE space_id = ? AND env_id = ? AND id = ?')
        .run(JSON.stringify(action), env.spaceId, env.environmentId, action.sys.id);
    } else {
      this.db
        .prepare('INSERT INTO release_actions (space_id, env_id, release_id, id, data) VALUES (?, ?, ?, ?, ?)')
        .run(env.spaceId, env.environmentId, action.sys.release.sys.id, action.sys.id, JSON.stringify(action));
    }
  }

  getReleaseAction(env: EnvRef, releaseId: string, id: string): ReleaseAction | undefined {
    const row = this.db
      .prepare('SELECT data FROM release_actions WHERE space_id = ? AND env_id = ? AND release_id = ? AND id = ?')
      .get(env.spaceId, env.environmentId, releaseId, id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as ReleaseAction) : undefined;
  }

  /** Every release action of the environment, in creation order. */
  listReleaseActions(env: EnvRef): ReleaseAction[] {
    const rows = this.db
      .prepare('SELECT data FROM release_actions WHERE space_id = ? AND env_id = ? ORDER BY seq')
      .all(env.spaceId, env.environmentId) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as ReleaseAction);
  }

  /** Forgets everything of a deleted environment. */
  deleteEnvironment(env: EnvRef): void {
    this.db.transaction(() => {
      for (const table of ['scheduled_actions', 'releases', 'release_actions']) {
        this.db.prepare(`DELETE FROM ${table} WHERE space_id = ? AND env_id = ?`).run(env.spaceId, env.environmentId);
      }
    })();
  }
}
