/**
 * `npm run migrate -- --release [name]` and `npm run migrate -- --rollback`: content-model
 * changes shipped as Contentful's "Deploying changes with environment aliases" guide ships them
 * (https://www.contentful.com/developers/docs/tutorials/general/deploying-changes-with-environment-aliases/):
 *
 * 1. clone the environment the `master` alias targets into a new release environment;
 * 2. run the pending migrations there (state in the space, `migrate.ts`);
 * 3. check the model: the site's GraphQL documents validate against the release environment and
 *    `content-model/` is unchanged or regenerated (and then type-checked); every published entry
 *    keeps its item limits (`size` validations);
 * 4. point the alias at the release environment (not with `--no-swap`);
 * 5. delete release environments older than the newest `keep`, except any an alias targets and
 *    the one a rollback would return to.
 *
 * The previous environment is written into the release environment's name
 * (`release-… (from master)`), so `--rollback` needs no other store and works in a real space.
 * Nothing but step 4 changes what the alias serves: a failing migration or check leaves the alias
 * where it was, and the environment it targets is never written.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { ContentTypeProps, EntryProps, PlainClientAPI } from 'contentful-management';
import { CONTENT_MODEL_DIR, REPO_ROOT, modelFilesFrom, syncContentModel } from './codegen.js';
import type { ContentfulTarget } from './contentful-env.js';
import { managementClient, runPendingMigrations, type MigrationRunResult } from './migrate.js';

/** The alias the site reads (Contentful: requests without an environment go to `master`). */
export const MASTER_ALIAS = 'master';
/** Release environments are named `release-…`; only these are ever deleted. */
export const RELEASE_PREFIX = 'release-';
/** Release environments kept by default (`--keep N`, `MIGRATE_KEEP_RELEASES`). */
export const DEFAULT_KEEP_RELEASES = 3;
/** The generated files a release compares: the ones that follow from content types and schema (not editor interfaces, which apps:deploy changes per space). */
const CHECKED_MODEL_FILES = ['schema.graphql', 'graphql-types.generated.ts', 'limits.md', 'model.generated.ts'];
/** How long a real space may take to make a cloned environment ready, in ms. */
const READY_TIMEOUT_MS = 10 * 60 * 1000;

export interface ReleaseOptions {
  target: ContentfulTarget;
  /** Id of the release environment; `release-YYYYMMDD-HHMMSS` (UTC) by default. */
  name?: string;
  /** Stop after the checks, leaving the alias where it is. */
  noSwap?: boolean;
  /** Release environments to keep (the new one included); older ones are deleted. */
  keep?: number;
  migrationsDir?: string;
  /**
   * Where the regenerated model goes when it differs; the repository's `content-model/` by
   * default, which is then type-checked with `tsc -b`. Elsewhere (tests) it is only written.
   */
  modelDir?: string;
  certificate?: string;
  log?: (line: string) => void;
  verbose?: boolean;
  /** Now, for the default name (tests). */
  now?: Date;
}

export interface ReleaseResult {
  alias: string;
  /** The environment the alias targeted before. */
  from: string;
  release: string;
  migrations: MigrationRunResult;
  /** `content-model/` files that differed and were rewritten. */
  regenerated: string[];
  swapped: boolean;
  deleted: string[];
}

/** A check that failed on the release environment; the alias was not moved. */
export class ReleaseCheckError extends Error {
  constructor(
    readonly release: string,
    readonly problems: string[],
  ) {
    super(`Release ${release} failed its checks, the alias was not moved:\n  ${problems.join('\n  ')}`);
    this.name = 'ReleaseCheckError';
  }
}

/**
 * Runs steps 1-5 above and logs each. A release environment left by a failed step stays for
 * inspection (and is deleted by a later release's clean-up).
 * @throws MigrationFailedError when a migration fails; ReleaseCheckError when a check fails;
 * Error when the release environment exists already or the space has no `master` alias.
 */
export async function runRelease(options: ReleaseOptions): Promise<ReleaseResult> {
  const { target } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const client = managementClient(target, options.certificate, true);
  const spaceId = target.spaceId;
  const alias = await masterAlias(client, spaceId);
  const from = alias.environment.sys.id;
  const release = options.name ?? defaultReleaseName(options.now ?? new Date());

  log(`[release] cloning ${from} (the ${MASTER_ALIAS} alias's target) into ${release}`);
  await cloneEnvironment(client, spaceId, from, release);

  const migrations = await runPendingMigrations({
    target,
    environmentId: release,
    certificate: options.certificate,
    log,
    verbose: options.verbose,
    ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
  });

  log(`[release] checking ${release}: the site's GraphQL documents, content-model/, item limits`);
  const regenerated = await checkModel(client, target, release, options.modelDir, log);
  const limits = await limitViolations(client, { spaceId, environmentId: release });
  if (limits.published.length) throw new ReleaseCheckError(release, limits.published);
  for (const draft of limits.drafts) log(`[release] note: a draft is over a limit (the CMA refuses it at publish): ${draft}`);
  log(`[release] ${release}: every published entry within its item limits`);

  const result: ReleaseResult = { alias: MASTER_ALIAS, from, release, migrations, regenerated, swapped: false, deleted: [] };
  if (options.noSwap) {
    log(`[release] --no-swap: ${MASTER_ALIAS} still targets ${from}; swap with npm run migrate -- --swap ${release}`);
    return result;
  }
  await pointAlias(client, spaceId, release);
  result.swapped = true;
  log(`[release] ${MASTER_ALIAS} now targets ${release} (was ${from}); undo with npm run migrate -- --rollback`);
  result.deleted = await pruneReleases(client, spaceId, options.keep ?? DEFAULT_KEEP_RELEASES, log);
  return result;
}

/**
 * Points the `master` alias back at the environment its current target was released from (the
 * `(from …)` of its name).
 * @throws Error when the current target does not say where it came from, or that environment is gone.
 */
export async function rollback(options: {
  target: ContentfulTarget;
  certificate?: string;
  log?: (line: string) => void;
}): Promise<{ from: string; to: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const client = managementClient(options.target, options.certificate, true);
  const spaceId = options.target.spaceId;
  const current = (await masterAlias(client, spaceId)).environment.sys.id;
  const environment = await client.environment.get({ spaceId, environmentId: current });
  const previous = previousOf(environment.name);
  if (!previous) {
    throw new Error(
      `Environment ${current} does not name the environment it was released from; point the alias by hand (npm run migrate -- --swap ENV).`,
    );
  }
  await pointAlias(client, spaceId, previous);
  log(`[release] ${MASTER_ALIAS} now targets ${previous} (was ${current}); ${current} is kept`);
  return { from: current, to: previous };
}

/** Points the `master` alias at `environmentId` (`--swap ENV`), with the alias's current version. */
export async function pointAlias(client: PlainClientAPI, spaceId: string, environmentId: string): Promise<void> {
  const alias = await masterAlias(client, spaceId);
  await client.environmentAlias.update(
    { spaceId, environmentAliasId: MASTER_ALIAS },
    { ...alias, environment: { sys: { type: 'Link', linkType: 'Environment', id: environmentId } } },
  );
}

/** `release-YYYYMMDD-HHMMSS` in UTC. */
export function defaultReleaseName(now: Date): string {
  const iso = now.toISOString();
  return `${RELEASE_PREFIX}${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** The environment a release was cloned from, from its name `… (from ENV)`. */
export function previousOf(name: string): string | undefined {
  return /\(from ([a-zA-Z0-9][a-zA-Z0-9-_.]*)\)$/.exec(name)?.[1];
}

async function masterAlias(client: PlainClientAPI, spaceId: string) {
  try {
    return await client.environmentAlias.get({ spaceId, environmentAliasId: MASTER_ALIAS });
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFound') {
      throw new Error(
        `Space ${spaceId} has no ${MASTER_ALIAS} environment alias: opt in under Settings → Environments in the Contentful web app first.`,
      );
    }
    throw error;
  }
}

/** Clones `from` into `release` (named `release (from FROM)`) and waits until Contentful says it is ready. */
async function cloneEnvironment(client: PlainClientAPI, spaceId: string, from: string, release: string): Promise<void> {
  const existing = await client.environment.getMany({ spaceId });
  if (existing.items.some((e) => e.sys.id === release))
    throw new Error(`Environment ${release} exists already; name the release differently.`);
  await client.environment.createWithId(
    { spaceId, environmentId: release, sourceEnvironmentId: from },
    { name: `${release} (from ${from})` },
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const env = await client.environment.get({ spaceId, environmentId: release });
    const status = env.sys.status.sys.id;
    if (status === 'ready') return;
    if (status === 'failed') throw new Error(`Contentful could not create ${release} from ${from}.`);
    if (Date.now() > deadline) throw new Error(`Environment ${release} was not ready after ${READY_TIMEOUT_MS / 60000} minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Generates the model files from the release environment (which validates the site's documents
 * against its schema) and compares them with `modelDir`; rewrites the ones that differ, and
 * type-checks the repository (`tsc -b`) when they are the repository's own.
 * @returns the files rewritten.
 * @throws ReleaseCheckError when a document does not validate or the type check fails.
 */
async function checkModel(
  client: PlainClientAPI,
  target: ContentfulTarget,
  release: string,
  modelDir: string = CONTENT_MODEL_DIR,
  log: (line: string) => void,
): Promise<string[]> {
  if (!target.deliveryToken)
    throw new ReleaseCheckError(release, ['CONTENTFUL_ACCESS_TOKEN is needed to read the GraphQL schema of the release.']);
  let files;
  try {
    files = await modelFilesFrom({
      client,
      spaceId: target.spaceId,
      environmentId: release,
      graphqlEndpoint: environmentEndpoint(target.graphqlEndpoint, release),
      deliveryToken: target.deliveryToken,
    });
  } catch (error) {
    throw new ReleaseCheckError(release, [`codegen: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const checked = new Map([...files].filter(([name]) => CHECKED_MODEL_FILES.includes(name)));
  const changed = syncContentModel(checked, false, modelDir);
  if (!changed.length) {
    log(`[release] ${release}: the model is unchanged (${CHECKED_MODEL_FILES.join(', ')})`);
    return [];
  }
  log(`[release] ${release}: regenerated ${changed.join(', ')} in ${modelDir}`);
  if (modelDir === CONTENT_MODEL_DIR) {
    try {
      execFileSync(join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-b'], { cwd: REPO_ROOT, stdio: 'pipe' });
    } catch (error) {
      const out = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
      throw new ReleaseCheckError(release, [`the regenerated model does not type-check (tsc -b):`, ...out.trim().split('\n').slice(0, 20)]);
    }
    log(`[release] ${release}: tsc -b passes with the regenerated model; commit content-model/`);
  }
  return changed;
}

/** `…/environments/{env}` of a GraphQL endpoint, whatever environment it named. */
export function environmentEndpoint(endpoint: string, environmentId: string): string {
  const base = endpoint.replace(/\/environments\/[^/]+\/?$/, '').replace(/\/+$/, '');
  return `${base}/environments/${environmentId}`;
}

/**
 * Every entry field over or under its `size` validation (the item limits of the seeds: items of
 * an array, characters of a text), as `entry ID (TYPE) FIELD [LOCALE]: N items, at most M`.
 * `published`: entries whose current version is the published one, which is what visitors get
 * (a migration that tightens a limit finds these). `drafts`: entries with unpublished changes or
 * never published, which the CMA refuses at publish anyway. Archived entries are left out.
 */
export async function limitViolations(
  client: PlainClientAPI,
  scope: { spaceId: string; environmentId: string },
): Promise<{ published: string[]; drafts: string[] }> {
  const contentTypes = await client.contentType.getMany({ ...scope, query: { limit: 1000 } });
  const limits = new Map<string, { field: string; min?: number; max?: number }[]>();
  for (const ct of contentTypes.items as ContentTypeProps[]) {
    const sized = ct.fields.flatMap((f) =>
      (f.validations ?? []).filter((v) => v.size).map((v) => ({ field: f.id, min: v.size!.min, max: v.size!.max })),
    );
    if (sized.length) limits.set(ct.sys.id, sized);
  }
  const found = { published: [] as string[], drafts: [] as string[] };
  const pageSize = 1000;
  for (let skip = 0; ; skip += pageSize) {
    const page = await client.entry.getMany({ ...scope, query: { limit: pageSize, skip } });
    for (const entry of page.items as EntryProps[]) {
      if (entry.sys.archivedVersion !== undefined) continue;
      const live = entry.sys.publishedVersion !== undefined && entry.sys.version === entry.sys.publishedVersion + 1;
      const type = entry.sys.contentType.sys.id;
      for (const limit of limits.get(type) ?? []) {
        const values = (entry.fields[limit.field] ?? {}) as Record<string, unknown>;
        for (const [locale, value] of Object.entries(values)) {
          const size = Array.isArray(value) ? value.length : typeof value === 'string' ? value.length : undefined;
          if (size === undefined) continue;
          const unit = Array.isArray(value) ? 'items' : 'characters';
          const where = `entry ${entry.sys.id} (${type}) ${limit.field} [${locale}]: ${size} ${unit}`;
          const problem =
            limit.max !== undefined && size > limit.max
              ? `${where}, at most ${limit.max}`
              : limit.min !== undefined && size < limit.min
                ? `${where}, at least ${limit.min}`
                : undefined;
          if (problem) (live ? found.published : found.drafts).push(problem);
        }
      }
    }
    if (skip + page.items.length >= page.total || !page.items.length) return found;
  }
}

/**
 * Deletes `release-…` environments beyond the newest `keep` (by creation), never one an alias
 * targets nor the one the current target was released from (the rollback's destination).
 * @returns the deleted ids.
 */
export async function pruneReleases(client: PlainClientAPI, spaceId: string, keep: number, log: (line: string) => void): Promise<string[]> {
  const environments = (await client.environment.getMany({ spaceId })).items;
  const current = (await masterAlias(client, spaceId)).environment.sys.id;
  const protectedIds = new Set([current, previousOf(environments.find((e) => e.sys.id === current)?.name ?? '') ?? '']);
  const releases = environments
    .filter((e) => e.sys.id.startsWith(RELEASE_PREFIX))
    .sort((a, b) => (a.sys.createdAt < b.sys.createdAt ? 1 : a.sys.createdAt > b.sys.createdAt ? -1 : b.sys.id.localeCompare(a.sys.id)));
  const deleted: string[] = [];
  for (const env of releases.slice(Math.max(keep, 1))) {
    if (protectedIds.has(env.sys.id) || (env.sys.aliases ?? []).length) continue;
    await client.environment.delete({ spaceId, environmentId: env.sys.id });
    deleted.push(env.sys.id);
  }
  if (deleted.length) log(`[release] deleted ${deleted.join(', ')} (keeping the newest ${keep} release environments)`);
  return deleted;
}
