/**
 * The processes of `npm run cluster`, each run and stopped the way an orchestrator would: its own
 * process group (so a stop reaches whatever it starts), its output on the cluster's, a pid file
 * in the run folder, its own stop signal and a bounded wait before SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/** What a part runs and how it stops. */
export interface PartSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Run as this user (PostgreSQL under root). */
  runAs?: { uid: number; gid: number } | undefined;
  /** The signal that stops it cleanly: SIGTERM, SIGINT for PostgreSQL's fast shutdown, SIGUSR1 for HAProxy's soft stop. */
  stopSignal: NodeJS.Signals;
  /** How long a stop waits before SIGKILL, in ms. */
  graceMs: number;
  /** Resolves once the part serves; rejects (or never resolves) otherwise. */
  ready: () => Promise<void>;
  /** The ports it listens on (127.0.0.1): a start fails at once when another process holds one. */
  ports?: readonly number[];
}

/** One running (or stopped) part of the cluster. */
export class Part {
  child: ChildProcess | undefined;
  private stopping = false;

  constructor(
    readonly spec: PartSpec,
    private readonly runDir: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Whether its process is running now. */
  get running(): boolean {
    return this.child !== undefined;
  }

  private get pidFile(): string {
    return join(this.runDir, `${this.spec.name}.pid`);
  }

  /**
   * Starts it and waits until it serves (at most `timeoutMs`).
   * @throws Error when it exits first or does not serve in time.
   */
  async start(timeoutMs = 300_000): Promise<void> {
    const { spec } = this;
    this.stopping = false;
    for (const port of spec.ports ?? []) {
      // Otherwise its readiness check could be answered by whatever holds the port.
      if (await listening(port)) throw new Error(`${spec.name} cannot start: port ${port} is in use by another process`);
    }
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      ...(spec.runAs ?? {}),
    });
    this.child = child;
    mkdirSync(this.runDir, { recursive: true });
    if (child.pid !== undefined) writeFileSync(this.pidFile, String(child.pid));
    const exited = new Promise<never>((_, reject) => {
      child.once('error', (error) => reject(new Error(`${spec.name} could not start: ${error.message}`)));
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        rmSync(this.pidFile, { force: true });
        if (!this.stopping) this.log(`${spec.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); send SIGHUP to start it again`);
        reject(new Error(`${spec.name} exited (${signal ?? `code ${code}`}) before it was ready`));
      });
    });
    exited.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${spec.name} was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    try {
      await Promise.race([waitUntil(spec.ready, () => this.child !== child), exited, late]);
    } finally {
      clearTimeout(timer);
    }
    this.log(`${spec.name} ready (pid ${child.pid})`);
  }

  /** Stops it: its stop signal to the process group, SIGKILL after `graceMs`; resolves once the group is gone. */
  async stop(): Promise<void> {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    this.stopping = true;
    if (!(await stopGroup(pid, this.spec.stopSignal, this.spec.graceMs))) {
      this.log(`${this.spec.name} did not stop within ${this.spec.graceMs / 1000} s: killed`);
    }
  }
}

/** Sends `signal` to the process group `pid` leads, SIGKILL after `graceMs`; answers whether it stopped before that. */
export async function stopGroup(pid: number, signal: NodeJS.Signals, graceMs: number): Promise<boolean> {
  if (!signalGroup(pid, signal)) return true;
  if (await groupGone(pid, graceMs)) return true;
  signalGroup(pid, 'SIGKILL');
  await groupGone(pid, 2_000);
  return false;
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Calls `ready` every 200 ms until it resolves, or `abandoned()` says the process it checks is gone. */
async function waitUntil(ready: () => Promise<void>, abandoned: () => boolean): Promise<void> {
  for (;;) {
    try {
      await ready();
      return;
    } catch {
      if (abandoned()) throw new Error('the process ended');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!signalGroup(pid, 0)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !signalGroup(pid, 0);
}

/** Resolves when `url` answers 200 within 2 s; rejects otherwise. */
export async function answers200(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** Resolves when the Redis on 127.0.0.1:`port` answers PING with PONG. */
export function redisAnswers(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(2_000, () => socket.destroy(new Error('no answer')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`Redis answered ${data.toString().trim()}`));
    });
    socket.once('error', reject);
  });
}

/** Resolves when the SMTP server on 127.0.0.1:`port` greets (220). */
export function smtpAnswers(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(2_000, () => socket.destroy(new Error('no answer')));
    socket.once('data', (data) => {
      socket.end('QUIT\r\n');
      if (data.toString().startsWith('220')) resolve();
      else reject(new Error(`SMTP answered ${data.toString().trim()}`));
    });
    socket.once('error', reject);
  });
}
