import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDb, type SiteDb } from '@insurer/site-db';
import { appendRecord, listUsers, openCompliance, signIn, type ComplianceStore } from '../src/index.js';

const PASSWORD = 'a long enough demo passphrase';

/** Runs `npm run <script> -- <args>` from the repository root, as a person would, against the SQLite file `file`. */
function npmRun(
  script: string,
  args: string[],
  file: string,
  stdin?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, SITE_DATABASE_PATH: file, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

// Each test spawns `npm run` (npm, then tsx compiling the command) and the password commands hash
// with scrypt at OWASP's cost, on purpose slow: alone a test takes 5–10 s, but within the whole
// suite on two cores one spawn took over 30 s, the default limit.
describe('the compliance commands against a SQLite file', { timeout: 120_000 }, () => {
  let dir: string;
  let file: string;
  let site: SiteDb | undefined;
  const open = async (): Promise<ComplianceStore> => {
    site = await openSiteDb({ databaseUrl: undefined, sqlitePath: file });
    return openCompliance(site);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compliance-cli-'));
    file = join(dir, 'site.sqlite');
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('given a password on standard input, when `npm run workbench:user` creates a principal, then they can sign in and the password is printed nowhere', async () => {
    const run = await npmRun(
      'workbench:user',
      ['--email', 'Dana@Lanternfield.example', '--name', 'Dana Reyes', '--role', 'principal', '--password-stdin'],
      file,
      `${PASSWORD}\n`,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Created principal Dana Reyes <dana@lanternfield\.example> \(id [0-9a-f-]{36}\)\n$/);
    expect(run.code).toBe(0);
    const store = await open();
    expect((await signIn(store, { email: 'dana@lanternfield.example', password: PASSWORD, now: new Date() }))?.user).toMatchObject({
      name: 'Dana Reyes',
      role: 'principal',
    });

    const again = await npmRun(
      'workbench:user',
      ['--email', 'dana@lanternfield.example', '--name', 'Dana', '--role', 'author', '--password-stdin'],
      file,
      PASSWORD,
    );
    expect([again.code, again.stderr]).toEqual([1, 'A user with the e-mail dana@lanternfield.example already exists\n']);

    const reset = await npmRun(
      'workbench:user',
      ['--email', 'dana@lanternfield.example', '--set-password', '--password-stdin'],
      file,
      'another long passphrase\n',
    );
    expect([reset.code, reset.stdout]).toEqual([
      0,
      'New password set for Dana Reyes <dana@lanternfield.example>; their sessions are signed out\n',
    ]);
    expect(await signIn(store, { email: 'dana@lanternfield.example', password: 'another long passphrase', now: new Date() })).toBeDefined();
  });

  it('given bad input, when `npm run workbench:user` runs, then it exits 1 with the reason and creates nobody', async () => {
    const short = await npmRun(
      'workbench:user',
      ['--email', 'sam@lanternfield.example', '--name', 'Sam', '--role', 'author', '--password-stdin'],
      file,
      'short\n',
    );
    expect([short.code, short.stderr]).toEqual([1, 'The password must have at least 15 characters\n']);
    const argv = await npmRun(
      'workbench:user',
      ['--email', 'sam@lanternfield.example', '--name', 'Sam', '--role', 'author', '--password', PASSWORD],
      file,
    );
    expect(argv.code).toBe(1);
    expect(argv.stderr).toContain("Unknown option '--password'");
    const noTerminal = await npmRun('workbench:user', ['--email', 'sam@lanternfield.example', '--name', 'Sam', '--role', 'author'], file);
    expect([noTerminal.code, noTerminal.stderr]).toEqual([1, 'No terminal to ask the password on: pipe it with --password-stdin\n']);
    const role = await npmRun(
      'workbench:user',
      ['--email', 'sam@lanternfield.example', '--name', 'Sam', '--role', 'admin', '--password-stdin'],
      file,
      PASSWORD,
    );
    expect([role.code, role.stderr]).toEqual([1, 'The role must be one of: author, principal\n']);
    expect(await listUsers(await open())).toEqual([]);
  });

  it('given an archive, when `npm run compliance:verify` runs, then it exits 0 with the rows checked, and 1 naming the row after one is altered by hand', async () => {
    const empty = await npmRun('compliance:verify', [], file);
    expect([empty.code, empty.stdout]).toEqual([0, 'Compliance archive verified: 0 rows checked\n']);

    const store = await open();
    for (const [i, event] of (['publish', 'publish', 'unpublish'] as const).entries()) {
      await appendRecord(store, {
        event,
        entryId: 'rila-page',
        url: '/retirement/rila',
        at: new Date(Date.UTC(2026, 2, 1 + i)),
        ...(event === 'publish' ? { html: `<h1>RILA v${i + 1}</h1>` } : {}),
        images: [],
        chartSources: [],
      });
    }
    const head = (await sql<{ row_hash: string }>`select row_hash from compliance_archive where seq = 3`.execute(store.site.db)).rows[0]!
      .row_hash;
    const ok = await npmRun('compliance:verify', [], file);
    expect([ok.code, ok.stdout, ok.stderr]).toEqual([0, `Compliance archive verified: 3 rows checked, last row hash ${head}\n`, '']);

    // By hand, as someone with the database file would: the guard dropped, one row edited.
    await sql`drop trigger compliance_archive_no_update`.execute(store.site.db);
    await sql`update compliance_archive set html = '<h1>RILA v2, guaranteed</h1>' where seq = 2`.execute(store.site.db);
    const bad = await npmRun('compliance:verify', [], file);
    expect([bad.code, bad.stdout, bad.stderr]).toEqual([
      1,
      '',
      'Compliance archive FAILED verification (3 rows checked):\n  row 2: its HTML does not match its hash\n',
    ]);
  });

  it('given an invalid retention, when `npm run compliance:verify` runs, then it exits 2 with the reason', async () => {
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', 'compliance:verify'], {
        env: { ...process.env, SITE_DATABASE_PATH: file, DATABASE_URL: '', COMPLIANCE_RETENTION_YEARS: '2' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(run).toEqual({
      code: 2,
      stderr:
        'Invalid compliance configuration (see .env.example): COMPLIANCE_RETENTION_YEARS: must be at least 3 (FINRA Rule 2210(b)(4)(A), SEA Rule 17a-4)\n',
    });
  });
});
