/**
 * `npm run migrate [-- --dry-run] [-- --environment NAME] [-- --verbose]`: applies the pending
 * `migrations/NNNN-name.ts` scripts, in file-name order, with contentful-migration to the
 * configured space (the local content service by default, see `contentful-env.ts`).
 * `--release`, `--swap` and `--rollback` ship them behind the `master` environment alias
 * instead (`release.ts`).
 *
 * What ran is recorded in the space itself, as entries of the `migrationHistory` content type
 * (name, appliedAt) that the runner creates when missing: the record travels with the
 * environment (a cloned environment knows what it already has), needs no other store, and a
 * second run applies nothing. A migration is recorded only after contentful-migration reports
 * success; a failing one stops the run and is not recorded.
 */
import { readdirSync, statSync } from 'node:fs';
import https from 'node:https';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { runMigration, type MigrationFunction, type RunMigrationConfig } from 'contentful-migration';
import { loadContentfulEnv, trustLocalService, type ContentfulTarget } from './contentful-env.js';
import { MASTER_ALIAS, pointAlias, rollback, runRelease } from './release.js';

/** Content type of the history entries; one entry per applied migration, id `migration-{name}`. */
export const HISTORY_CONTENT_TYPE = 'migrationHistory';

/** `migrations/` of this repository. */
export const DEFAULT_MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** `0001-kebab-name.ts`: four digits, a dash, lower-case words; the name is the file name without `.ts`. */
const MIGRATION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/;
/** Names longer than this would not fit Contentful's 64-character entry ids. */
const MAX_NAME_LENGTH = 54;

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

/** One migration script found on disk. */
export interface MigrationFile {
  /** File name without `.ts`, e.g. `0003-blocks`. */
  name: string;
  path: string;
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
 * The `NNNN-name.ts` files of `dir`, sorted by name. Other files (helpers in sub-folders,
 * READMEs) are ignored.
 * @throws Error when two files share a number or a name is too long for an entry id.
 */
export function listMigrationFiles(dir: string): MigrationFile[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && MIGRATION_FILE.test(d.name))
    .map((d) => ({ name: d.name.slice(0, -'.ts'.length), path: join(dir, d.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const numbers = new Map<string, string>();
  for (const file of files) {
    const number = file.name.slice(0, 4);
    const other = numbers.get(number);
    if (other) throw new Error(`Migrations ${other} and ${file.name} share the number ${number}; renumber one.`);
    numbers.set(number, file.name);
    if (file.name.length > MAX_NAME_LENGTH) throw new Error(`Migration name ${file.name} is longer than ${MAX_NAME_LENGTH} characters.`);
  }
  return files;
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
  const files = listMigrationFiles(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);

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
    log(`[migrate] ${name} … recorded in ${environmentId} but not found in ${options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR}`);
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

/** What the command line asks for: plain migrations, a release, a swap or a rollback. */
export interface MigrateArgs {
  dryRun: boolean;
  environmentId: string | undefined;
  verbose: boolean;
  /** `--release [name]`: true for a generated name, or the name. */
  release: string | true | undefined;
  /** `--no-swap`: a release stops before pointing the alias. */
  noSwap: boolean;
  /** `--rollback`: the alias back to the environment the current target was released from. */
  rollback: boolean;
  /** `--swap ENV`: the alias to ENV (after a `--no-swap` release). */
  swap: string | undefined;
  /** `--keep N`: release environments to keep. */
  keep: number | undefined;
  /** `--migrations DIR`: another folder of `NNNN-name.ts` scripts. */
  migrationsDir: string | undefined;
  /** `--model-dir DIR`: where a release writes a regenerated model (default `content-model/`). */
  modelDir: string | undefined;
}

const USAGE =
  'Usage: npm run migrate -- [--dry-run] [--environment NAME] [--verbose] [--migrations DIR] | --release [NAME] [--no-swap] [--keep N] [--model-dir DIR] | --swap ENV | --rollback';

/**
 * The command line: `--dry-run`, `--environment NAME` (or `--environment=NAME`), `--verbose`,
 * `--migrations DIR`, `--release [NAME]`, `--no-swap`, `--keep N`, `--model-dir DIR`,
 * `--swap ENV`, `--rollback`.
 * @throws Error with the usage for an unknown option, a missing value or options that do not go together.
 */
export function parseArgs(argv: string[]): MigrateArgs {
  const args: MigrateArgs = {
    dryRun: false,
    environmentId: undefined,
    verbose: false,
    release: undefined,
    noSwap: false,
    rollback: false,
    swap: undefined,
    keep: undefined,
    migrationsDir: undefined,
    modelDir: undefined,
  };
  const value = (i: number, option: string, example: string, noun = 'a value'): string => {
    const v = argv[i];
    if (!v || v.startsWith('--')) throw new Error(`${option} needs ${noun}, e.g. ${option} ${example}`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--verbose') args.verbose = true;
    else if (arg === '--environment' || arg === '-e') args.environmentId = value(++i, '--environment', 'staging', 'a name');
    else if (arg.startsWith('--environment=')) args.environmentId = arg.slice('--environment='.length);
    else if (arg === '--release') {
      const next = argv[i + 1];
      args.release = next && !next.startsWith('--') ? (i++, next) : true;
    } else if (arg === '--no-swap') args.noSwap = true;
    else if (arg === '--rollback') args.rollback = true;
    else if (arg === '--swap') args.swap = value(++i, '--swap', 'release-20260101-120000', 'an environment');
    else if (arg === '--keep') {
      const keep = Number(value(++i, '--keep', '3'));
      if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep needs a whole number of at least 1, e.g. --keep 3');
      args.keep = keep;
    } else if (arg === '--migrations') args.migrationsDir = resolve(value(++i, '--migrations', 'path/to/migrations'));
    else if (arg === '--model-dir') args.modelDir = resolve(value(++i, '--model-dir', 'path/to/content-model'));
    else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  const modes = [args.release !== undefined, args.rollback, args.swap !== undefined].filter(Boolean).length;
  if (modes > 1) throw new Error(`--release, --swap and --rollback go alone. ${USAGE}`);
  if (modes && (args.dryRun || args.environmentId)) throw new Error(`--dry-run and --environment do not go with a release. ${USAGE}`);
  if ((args.noSwap || args.keep !== undefined || args.modelDir) && args.release === undefined) {
    throw new Error(`--no-swap, --keep and --model-dir go with --release. ${USAGE}`);
  }
  return args;
}

/** `MIGRATE_KEEP_RELEASES`: release environments to keep, when set. @throws Error when not a whole number of at least 1. */
function keepFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.MIGRATE_KEEP_RELEASES?.trim();
  if (!raw) return undefined;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`MIGRATE_KEEP_RELEASES must be a whole number of at least 1, not "${raw}".`);
  return keep;
}

async function main(): Promise<void> {
  try {
    const args = parseArgs(process.argv.slice(2));
    const target = loadContentfulEnv();
    const where = target.kind === 'local' ? `local content service ${target.managementHost}` : `Contentful ${target.managementHost}`;
    if (args.release !== undefined) {
      console.log(`[migrate] space ${target.spaceId} on ${where}, a release behind the ${MASTER_ALIAS} alias`);
      await runRelease({
        target,
        ...(typeof args.release === 'string' ? { name: args.release } : {}),
        noSwap: args.noSwap,
        keep: args.keep ?? keepFromEnv(process.env),
        migrationsDir: args.migrationsDir,
        modelDir: args.modelDir,
        verbose: args.verbose,
      });
      return;
    }
    if (args.rollback) {
      await rollback({ target });
      return;
    }
    if (args.swap) {
      await pointAlias(managementClient(target, undefined, true), target.spaceId, args.swap);
      console.log(`[release] ${MASTER_ALIAS} now targets ${args.swap}`);
      return;
    }
    console.log(`[migrate] space ${target.spaceId} on ${where}, environment ${args.environmentId ?? target.environmentId}`);
    await runPendingMigrations({
      target,
      dryRun: args.dryRun,
      environmentId: args.environmentId,
      verbose: args.verbose,
      ...(args.migrationsDir ? { migrationsDir: args.migrationsDir } : {}),
    });
  } catch (error) {
    console.error(`[migrate] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
