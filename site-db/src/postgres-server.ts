/**
 * Debian's PostgreSQL (the `postgresql` package) run as a process of its own, never as a system
 * service: the site database of `npm run cluster` (scripts/src/cluster.ts), and of the tests that
 * need real PostgreSQL sessions side by side (`startDebianPostgres` in site-db/test/pg-server.ts:
 * row locks and concurrent transactions, which PGlite's single session cannot show). A cluster is
 * initialised into a data folder on first start (`initdb`). PostgreSQL refuses to run as root, so
 * under root (CI, containers) it runs as the package's `postgres` user, which then owns its data
 * folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The cluster's database and role; the role's password is generated at `initdb` and kept beside the data. */
export const DATABASE = 'site';

/** A prepared PostgreSQL: how to run it and how to reach it. */
export interface PostgresSetup {
  /** The folder of PostgreSQL's programs (`postgres`, `initdb`, `pg_isready`, `createdb`). */
  bin: string;
  dataDir: string;
  port: number;
  password: string;
  /** Set when the cluster runs as root: the `postgres` user's ids. */
  runAs: { uid: number; gid: number } | undefined;
  /** DATABASE_URL of the site and the delivery worker. */
  databaseUrl: string;
}

/**
 * The folder of PostgreSQL's programs: POSTGRES_BIN_DIR, else the newest Debian install's
 * (`/usr/lib/postgresql/{version}/bin`).
 * @throws Error when neither exists (install Debian's `postgresql`).
 */
export function postgresBinDir(env: NodeJS.ProcessEnv): string {
  if (env.POSTGRES_BIN_DIR) return env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set POSTGRES_BIN_DIR)');
  return join(root, versions[0], 'bin');
}

/** The `postgres` user's ids from /etc/passwd when this process is root; undefined otherwise. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('PostgreSQL cannot run as root and there is no postgres user (apt-get install postgresql creates it)');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Where PostgreSQL's data goes: `dataDir`, unless PostgreSQL's user cannot reach its parent (a
 * checkout under root's home, mode 700), then a folder of the system's temporary directory named
 * after it, so each cluster folder keeps its own database.
 */
function reachableDataDir(dataDir: string, runAs: { uid: number; gid: number } | undefined, log: (line: string) => void): string {
  if (!runAs) return dataDir;
  mkdirSync(dirname(dataDir), { recursive: true });
  if (spawnSync('test', ['-x', dirname(dataDir)], runAs).status === 0) return dataDir;
  const fallback = join(tmpdir(), `cluster-postgres-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
  log(`PostgreSQL's user cannot reach ${dirname(dataDir)}: its data goes to ${fallback}`);
  return fallback;
}

/** Runs `command` to its end; resolves with its output, rejects with it when it fails. */
function run(
  command: string,
  args: string[],
  options: { runAs?: { uid: number; gid: number }; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
      ...(options.runAs ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}: ${output.trim()}`))));
  });
}

/**
 * Initialises a PostgreSQL cluster in `dataDir` unless one is there (UTF-8, role `site` with a
 * generated password, password authentication over TCP), and answers how to run and reach it.
 * The password is kept in `passwordFile` (readable by the cluster's user only). A new data folder
 * replaces its password file.
 */
export async function preparePostgres(options: {
  bin: string;
  dataDir: string;
  passwordFile: string;
  port: number;
  log: (line: string) => void;
}): Promise<PostgresSetup> {
  const { bin, passwordFile, port } = options;
  const runAs = postgresUser();
  const dataDir = reachableDataDir(options.dataDir, runAs, options.log);
  // A data folder whose password is gone (its cluster folder was removed) is made again.
  if (!existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(passwordFile)) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const password = randomBytes(18).toString('base64url');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    // Beside the data folder, which initdb wants empty; readable by PostgreSQL's user only.
    const pwfile = `${dataDir}.initdb-password`;
    writeFileSync(pwfile, password, { mode: 0o600 });
    if (runAs) {
      chownSync(dataDir, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    try {
      await run(
        join(bin, 'initdb'),
        ['-D', dataDir, '-U', DATABASE, `--pwfile=${pwfile}`, '--auth-host=scram-sha-256', '--auth-local=peer', '-E', 'UTF8', '--locale=C'],
        { runAs },
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return {
    bin,
    dataDir,
    port,
    password,
    runAs,
    databaseUrl: `postgres://${DATABASE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
  };
}

/** `postgres` on 127.0.0.1 only, no Unix socket, logging to standard error. */
export function postgresArgs(setup: PostgresSetup): string[] {
  return ['-D', setup.dataDir, '-p', String(setup.port), '-h', '127.0.0.1', '-k', '', '-c', 'max_connections=200'];
}

/**
 * Waits until PostgreSQL accepts connections (`pg_isready`, at most `timeoutMs`), then creates the
 * database `site` when it does not exist yet.
 * @throws Error when it does not answer in time or the database cannot be created.
 */
export async function ensureSiteDatabase(setup: PostgresSetup, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await run(join(setup.bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(setup.port), '-q']);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer on port ${setup.port}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await run(join(setup.bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(setup.port), '-U', DATABASE, DATABASE], {
      env: { ...process.env, PGPASSWORD: setup.password },
    });
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('already exists'))) throw error;
  }
}
