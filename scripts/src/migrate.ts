/**
 * `npm run migrate [-- --dry-run] [-- --environment NAME] [-- --verbose]`: applies the pending
 * `migrations/<NNNN-name>.ts` scripts, in file-name order, with contentful-migration to the
 * configured space (the local content service by default, see `contentful-env.ts`).
 * `--release`, `--swap` and `--rollback` ship them behind the `master` environment alias
 * instead (`release.ts`). The command line is `migrate-main.ts`.
 *
 * What ran is recorded in the space itself, as entries of the `migrationHistory` content type
 * (name, appliedAt) that the runner creates when missing: the record travels with the
 * environment (a cloned environment knows what it already has), needs no other store, and a
 * second run applies nothing. A migration is recorded only after contentful-migration reports
 * success; a failing one stops the run and is not recorded.
 */
import { readdirSync, statSync } from 'node:fs';
import https from 'node:https';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listMigrationFiles, MIGRATIONS_DIR, type MigrationFile } from '@insurer/migrations/files';
import { HISTORY_CONTENT_TYPE } from '@insurer/migrations/history';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { runMigration, type MigrationFunction, type RunMigrationConfig } from 'contentful-migration';
import { trustLocalService, type ContentfulTarget } from './contentful-env.js';

export interface RunPendingMigrationsOptions {
  /** The space to migrate (`loadContentfulEnv()` in the CLI). */
  target: ContentfulTarget;
  /** Environment to migrate instead of `target.environmentId`; it must exist. */
  environmentId?: string;
  /** Folder of the `NNNN-name.ts` files; the repository's `migrations/` by default. */
  migrationsDir?: string;
  /** List what would run without changing the space (not even the history content type). */
  dryRun?: boolean;
  /** PEM of the local service's certificate; read from `target.certificatePath` when omitted. */
  certificate?: string;
  /** Progress lines (`[migrate] 0003-blocks … applied`); `console.log` by default. */
  log?: (line: string) => void;
  /** Let contentful-migration print its plan and requests (muted by default). */
  verbose?: boolean;
}

export interface MigrationRunResult {
  environmentId: string;
  /** Recorded in the space before this run, in name order. */
  alreadyApplied: string[];
  /** Not yet recorded when the run started; on a dry run, what would run. */
  pending: string[];
  /** Applied and recorded by this run (empty on a dry run). */
  applied: string[];
}

/** A migration that contentful-migration refused or that the API answered with an error; nothing after it ran. */
export class MigrationFailedError extends Error {
  constructor(
    readonly migration: string,
    /** Contentful's messages, one per problem (with the details of validation errors). */
    readonly problems: string[],
    /** The full request log contentful-migration wrote to the working directory, when it wrote one. */
    readonly logFile?: string,
  ) {
    super(`Migration ${migration} failed: ${problems.join('; ')}${logFile ? ` (requests and answers in ${logFile})` : ''}`);
    this.name = 'MigrationFailedError';
  }
}

/**
 * Applies the migrations of `options.migrationsDir` not yet recorded in the environment, in
 * name order, recording each after it succeeds.
 * @throws Error when the environment does not exist (the runner never creates one), when a
 * pending migration sorts before one already applied, or when a script has no default export.
 * @throws MigrationFailedError with Contentful's messages when a migration fails; the ones
 * before it stay applied and recorded, it and the ones after it are not.
 */
export async function runPendingMigrations(options: RunPendingMigrationsOptions): Promise<MigrationRunResult> {
  const { target } = options;
  const environmentId = options.environmentId ?? target.environmentId;
  const log = options.log ?? ((line: string) => console.log(line));
  const files = listMigrationFiles(options.migrationsDir ?? MIGRATIONS_DIR);

  const client = managementClient(target, options.certificate);
  const scope = { spaceId: target.spaceId, environmentId };
  await assertEnvironmentExists(client, scope, target);

  const recorded = await readHistory(client, scope);
  const alreadyApplied = [...recorded].sort();
  const pending = files.filter((f) => !recorded.has(f.name));
  const lastApplied = alreadyApplied.at(-1);
  const early = pending.find((f) => lastApplied !== undefined && f.name < lastApplied);
  if (early) {
    throw new Error(
      `Migration ${early.name} is pending but ${lastApplied} is already applied in ${environmentId}; give it a number after ${lastApplied}.`,
    );
  }
  for (const name of alreadyApplied.filter((n) => !files.some((f) => f.name === n))) {
    log(`[migrate] ${name} … recorded in ${environmentId} but not found in ${options.migrationsDir ?? MIGRATIONS_DIR}`);
  }
  const result: MigrationRunResult = { environmentId, alreadyApplied, pending: pending.map((f) => f.name), applied: [] };
  if (!pending.length) {
    log(`[migrate] ${environmentId}: nothing to apply (${alreadyApplied.length} applied)`);
    return result;
  }
  if (options.dryRun) {
    for (const file of pending) log(`[migrate] ${file.name} … pending (dry run)`);
    return result;
  }

  // Load every script before changing anything, so a broken import stops the run up front.
  const loaded = await Promise.all(pending.map(async (file) => ({ ...file, migrate: await loadMigration(file) })));
  await ensureHistoryContentType(client, scope);
  const locale = await defaultLocale(client, scope);
  for (const migration of loaded) {
    log(`[migrate] ${migration.name} … applying to ${environmentId}`);
    const startedAt = Date.now();
    try {
      await muted(!options.verbose, () => runMigration(migrationConfig(target, environmentId, migration)));
    } catch (error) {
      log(`[migrate] ${migration.name} … failed`);
      throw new MigrationFailedError(migration.name, problemsOf(error), errorsLogOf(migration.name, startedAt));
    }
    await client.entry.createWithId(
      { ...scope, contentTypeId: HISTORY_CONTENT_TYPE, entryId: `migration-${migration.name}` },
      { fields: { name: { [locale]: migration.name }, appliedAt: { [locale]: new Date().toISOString() } } },
    );
    result.applied.push(migration.name);
    log(`[migrate] ${migration.name} … applied`);
  }
  return result;
}

/**
 * The plain `contentful-management` client of `target` over HTTPS (the local service's
 * certificate trusted first; `certificate` is its PEM, read from `target.certificatePath` when
 * omitted). `fresh` opens a new connection per request to the local service: a release blocks the
 * event loop for seconds (codegen), during which the service closes an idle kept-alive socket
 * unnoticed, and the next request on it would meet ECONNRESET.
 */
export function managementClient(target: ContentfulTarget, certificate?: string, fresh = false): PlainClientAPI {
  trustLocalService(target, certificate);
  const agent =
    fresh && target.kind === 'local' ? { httpsAgent: new https.Agent({ keepAlive: false, ca: https.globalAgent.options.ca }) } : {};
  // The local service answers at once or not at all: no retries that would hide a stopped service.
  return createClient(
    { accessToken: target.managementToken, host: target.managementHost, retryOnError: target.kind !== 'local', ...agent },
    { type: 'plain' },
  );
}

/** contentful-migration's options for one script; `quiet` (not in its typings) drops the plan printout. */
function migrationConfig(
  target: ContentfulTarget,
  environmentId: string,
  migration: MigrationFile & { migrate: MigrationFunction },
): RunMigrationConfig & { quiet: boolean } {
  // Named after the file: contentful-migration names its errors log `errors-{function name}-{time}.log`.
  const named = {
    [migration.name]: (m: Parameters<MigrationFunction>[0], ctx?: Parameters<MigrationFunction>[1]) => migration.migrate(m, ctx),
  }[migration.name]!;
  return {
    migrationFunction: named,
    spaceId: target.spaceId,
    environmentId,
    accessToken: target.managementToken,
    host: target.managementHost,
    requestLimit: target.requestsPerSecond,
    yes: true,
    quiet: true,
  };
}

async function loadMigration(file: MigrationFile): Promise<MigrationFunction> {
  const module = (await import(pathToFileURL(file.path).href)) as { default?: unknown };
  if (typeof module.default !== 'function') {
    throw new Error(`Migration ${file.name} must export default function migrate(migration: Migration): void`);
  }
  return module.default as MigrationFunction;
}

/**
 * The `errors-{name}-{time}.log` contentful-migration writes to the working directory when
 * requests fail, if it wrote one since `since` (ms).
 */
function errorsLogOf(name: string, since: number): string | undefined {
  const prefix = `errors-${name}-`;
  return readdirSync(process.cwd())
    .filter((f) => f.startsWith(prefix) && f.endsWith('.log'))
    .map((f) => resolve(f))
    .find((f) => statSync(f).mtimeMs >= since - 1000);
}

/** @throws Error naming the environment and space when it does not exist, or why it cannot be read. */
async function assertEnvironmentExists(
  client: PlainClientAPI,
  scope: { spaceId: string; environmentId: string },
  target: ContentfulTarget,
): Promise<void> {
  try {
    await client.environment.get(scope);
  } catch (error) {
    if (errorName(error) === 'NotFound') {
      throw new Error(
        `Environment "${scope.environmentId}" does not exist in space "${scope.spaceId}". Create it first (for example by cloning master); the migration runner never creates environments.`,
      );
    }
    const hint = target.kind === 'local' ? ` Is the content service running on ${target.managementHost} (npm run content-service)?` : '';
    throw new Error(
      `Cannot read environment "${scope.environmentId}" of space "${scope.spaceId}": ${problemsOf(error).join('; ')}.${hint}`,
    );
  }
}

/** Names recorded by `migrationHistory` entries; empty when the content type does not exist yet. */
async function readHistory(client: PlainClientAPI, scope: { spaceId: string; environmentId: string }): Promise<Set<string>> {
  try {
    await client.contentType.get({ ...scope, contentTypeId: HISTORY_CONTENT_TYPE });
  } catch (error) {
    if (errorName(error) === 'NotFound') return new Set();
    throw error;
  }
  const names = new Set<string>();
  const limit = 1000;
  for (let skip = 0; ; skip += limit) {
    const page = await client.entry.getMany({ ...scope, query: { content_type: HISTORY_CONTENT_TYPE, limit, skip } });
    for (const entry of page.items) {
      const values = Object.values((entry.fields.name ?? {}) as Record<string, unknown>);
      if (typeof values[0] === 'string') names.add(values[0]);
    }
    if (skip + page.items.length >= page.total || !page.items.length) return names;
  }
}

/** Creates and publishes the `migrationHistory` content type when the environment has none. */
async function ensureHistoryContentType(client: PlainClientAPI, scope: { spaceId: string; environmentId: string }): Promise<void> {
  const params = { ...scope, contentTypeId: HISTORY_CONTENT_TYPE };
  try {
    await client.contentType.get(params);
    return;
  } catch (error) {
    if (errorName(error) !== 'NotFound') throw error;
  }
  const created = await client.contentType.createWithId(params, {
    name: 'Migration history',
    displayField: 'name',
    description: 'Written by npm run migrate: one entry per applied migrations/NNNN-name.ts. Do not edit.',
    fields: [
      { id: 'name', name: 'Name', type: 'Symbol', required: true, localized: false, validations: [{ unique: true }] },
      { id: 'appliedAt', name: 'Applied at', type: 'Date', required: true, localized: false, validations: [] },
    ],
  });
  await client.contentType.publish(params, created);
}

async function defaultLocale(client: PlainClientAPI, scope: { spaceId: string; environmentId: string }): Promise<string> {
  const locales = await client.locale.getMany({ ...scope, query: {} });
  return locales.items.find((l) => l.default)?.code ?? 'en-US';
}

/** The Contentful error id (`NotFound`, `ValidationFailed` …) the clients put in `error.name`. */
function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/**
 * Readable messages of what contentful-migration threw: its validation errors (`errors[].message`),
 * or the API's answers of a failed batch (`errors[].message` holding Contentful's error JSON:
 * message plus `details.errors[].details`).
 */
export function problemsOf(error: unknown): string[] {
  const nested = (error as { errors?: unknown }).errors;
  const items = Array.isArray(nested) && nested.length ? nested : [error];
  return [...new Set(items.map(describe))];
}

function describe(item: unknown): string {
  const message = typeof item === 'string' ? item : ((item as { message?: unknown })?.message ?? String(item));
  if (typeof message !== 'string') return JSON.stringify(message);
  let answer: { message?: unknown; details?: { errors?: { details?: unknown; path?: unknown }[] } };
  try {
    answer = JSON.parse(message) as typeof answer;
  } catch {
    return message;
  }
  if (typeof answer !== 'object' || answer === null) return message;
  const details = (answer.details?.errors ?? [])
    .map((e) => (Array.isArray(e.path) ? `${String(e.details)} (${e.path.join('.')})` : String(e.details)))
    .filter((d) => d !== 'undefined');
  const head = typeof answer.message === 'string' ? answer.message : message;
  return details.length ? `${head}: ${details.join(', ')}` : head;
}

/**
 * Runs `work` with console and stdout/stderr output dropped when `mute` is set: the
 * contentful-migration library prints its task list and a success banner we replace with one
 * progress line. Output of other code in the process during those seconds is dropped as well.
 */
async function muted<T>(mute: boolean, work: () => Promise<T>): Promise<T> {
  if (!mute) return work();
  const saved = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    out: process.stdout.write,
    err: process.stderr.write,
  };
  const drop = (): void => {};
  console.log = console.info = console.warn = console.error = drop;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    return await work();
  } finally {
    Object.assign(console, { log: saved.log, info: saved.info, warn: saved.warn, error: saved.error });
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
  }
}
