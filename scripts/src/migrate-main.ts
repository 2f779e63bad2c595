/**
 * `npm run migrate`: the command line of `migrate.ts` (plain migrations) and `release.ts` (a
 * release behind the `master` alias, a swap, a rollback). Apart from both so that neither
 * library imports the other (madge's circular check).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContentfulEnv } from './contentful-env.js';
import { managementClient, runPendingMigrations } from './migrate.js';
import { MASTER_ALIAS, pointAlias, rollback, runRelease } from './release.js';

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
