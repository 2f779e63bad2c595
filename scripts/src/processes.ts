/**
 * The processes that `npm start` runs (the site's build, the site, the delivery worker, the
 * workbench's build), started so they can be stopped for sure: `node` runs them directly (no
 * `npx` or `npm` wrapper, which does not pass signals on) in a process group of their own, so a
 * stop reaches every process each one starts; a pid file lets the next start stop the site a
 * crashed run left behind. Each gets the environment `npm start` composed, passed explicitly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { nextCli } from '@insurer/preview-app/build';

const require = createRequire(import.meta.url);

/** Runs `node {args}` in `cwd` with `env` as the leader of a new process group, output inherited. */
function spawnGroup(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    detached: true,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
  });
}

/** Starts `next {args}` (the package's own command) in `preview-app/` as the leader of a new process group. */
export function spawnNext(root: string, args: string[], env?: NodeJS.ProcessEnv): ChildProcess {
  const cwd = resolve(root, 'preview-app');
  return spawnGroup(cwd, [nextCli(cwd), ...args], env);
}

/**
 * Builds the authoring workbench (`vite build` in `workbench/`) as a process group of its own, so
 * a stop during the build ends it too; resolves when it succeeded.
 * @throws Error when the build fails.
 */
export function runWorkbenchBuild(root: string): Promise<void> {
  const cwd = resolve(root, 'workbench');
  const vite = resolve(dirname(createRequire(resolve(cwd, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const child = spawnGroup(cwd, [vite, 'build', '--logLevel', 'warn']);
  building.add(child);
  return new Promise((resolvePromise, reject) => {
    child.on('exit', (code) => {
      building.delete(child);
      if (code === 0) resolvePromise();
      else reject(new Error(`the workbench build (vite build) exited with ${code}`));
    });
  });
}

/** Workbench builds running now, stopped by `stopWorkbenchBuilds`. */
const building = new Set<ChildProcess>();

/** Stops any workbench build still running (npm start was stopped during it). */
export async function stopWorkbenchBuilds(): Promise<void> {
  await Promise.all([...building].map((child) => stopChild(child, 3_000)));
}

/**
 * Starts one site instance (`@insurer/preview-app/serve`, what `npm run serve` runs: the site's
 * thin server around Next.js) with `env` as the leader of a new process group, output inherited.
 */
export function spawnSite(root: string, dev: boolean, env: NodeJS.ProcessEnv): ChildProcess {
  return spawnGroup(
    resolve(root, 'preview-app'),
    ['--import', 'tsx', require.resolve('@insurer/preview-app/serve'), ...(dev ? ['--dev'] : [])],
    env,
  );
}

/**
 * Starts the delivery worker (`worker-main.ts` beside this file, what `npm run worker` runs: the
 * forms' outbox and the analytics queue) with `env` as the leader of a new process group, output
 * inherited.
 */
export function spawnWorker(root: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawnGroup(root, ['--import', 'tsx', resolve(import.meta.dirname, 'worker-main.ts')], env);
}

/** Sends `signal` to the process group `pid` leads; false when there is none. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process group `pid` leads still has a live process. */
function groupAlive(pid: number): boolean {
  return signalGroup(pid, 0);
}

async function waitForGroupExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !groupAlive(pid);
}

/**
 * Stops `child` and its process group: SIGTERM, then SIGKILL once `graceMs` have passed.
 * Resolves when the group is gone.
 */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!signalGroup(pid, 'SIGTERM')) return;
  if (await waitForGroupExit(pid, graceMs)) return;
  signalGroup(pid, 'SIGKILL');
  await waitForGroupExit(pid, 2_000);
}

/** Records the running site's process group in `file`. */
export function writePidFile(file: string, child: ChildProcess): void {
  if (child.pid === undefined) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(child.pid));
}

/** Removes the pid file (the site stopped). */
export function removePidFile(file: string): void {
  rmSync(file, { force: true });
}

/** The command line of process `pid`, empty when it is gone or unreadable (e.g. not Linux). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Stops the process group a crashed run left running (the site or the delivery worker, named in
 * `file`), so its port is free again and no second worker competes; a pid that now belongs to
 * another program is left alone.
 */
export async function stopLeftover(file: string, what: string, log: (line: string) => void): Promise<void> {
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').trim());
  removePidFile(file);
  if (!Number.isInteger(pid) || pid <= 1 || !groupAlive(pid)) return;
  const command = commandLine(pid);
  if (command && !command.includes('next') && !command.includes('server/main') && !command.includes('worker-main')) return;
  log(`stopping the ${what} left running by an earlier run (process group ${pid})`);
  signalGroup(pid, 'SIGTERM');
  if (!(await waitForGroupExit(pid, 7_000))) {
    signalGroup(pid, 'SIGKILL');
    await waitForGroupExit(pid, 2_000);
  }
}
