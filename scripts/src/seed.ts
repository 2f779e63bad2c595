/**
 * `npm run seed [-- --environment NAME] [-- --no-migrate] [-- --reset]`: loads the demo site,
 * `seed/demo-content.json` and its images, into the configured space (the local content service
 * by default, see `contentful-env.ts`). Pending migrations are applied first unless
 * `--no-migrate` is given; a second run changes nothing. Entries and assets an editor changed or
 * deleted since the seed wrote them are kept, unless `--reset` restores the demo. See
 * `seed/README.md`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContentfulEnv } from './contentful-env.js';
import { seedSpace } from './seed-load.js';

export { seedSpace, SeedFailedError, type SeedCounts, type SeedResult, type SeedSpaceOptions } from './seed-load.js';

/** The command line: `--environment NAME` (or `--environment=NAME`), `--no-migrate`. */
export function parseSeedArgs(argv: string[]): { environmentId: string | undefined; migrate: boolean; reset: boolean } {
  let environmentId: string | undefined;
  let migrate = true;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-migrate') migrate = false;
    else if (arg === '--reset') reset = true;
    else if (arg === '--environment' || arg === '-e') {
      environmentId = argv[++i];
      if (!environmentId) throw new Error('--environment needs a name, e.g. --environment staging');
    } else if (arg.startsWith('--environment=')) environmentId = arg.slice('--environment='.length);
    else throw new Error(`Unknown option ${arg}. Usage: npm run seed -- [--environment NAME] [--no-migrate] [--reset]`);
  }
  return { environmentId, migrate, reset };
}

async function main(): Promise<void> {
  try {
    const args = parseSeedArgs(process.argv.slice(2));
    const target = loadContentfulEnv();
    const where = target.kind === 'local' ? `local content service ${target.managementHost}` : `Contentful ${target.managementHost}`;
    console.log(`[seed] space ${target.spaceId} on ${where}, environment ${args.environmentId ?? target.environmentId}`);
    await seedSpace({ target, environmentId: args.environmentId, migrate: args.migrate, reset: args.reset });
  } catch (error) {
    console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
