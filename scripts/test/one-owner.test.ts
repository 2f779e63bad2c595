import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The files (repository-relative, sorted; this one left out) whose source matches the extended regular expression `pattern`. */
function filesMatching(pattern: string, ...pathspecs: string[]): string[] {
  const where = [...(pathspecs.length ? pathspecs : ['*.ts', '*.tsx', '*.mjs', '*.cjs']), ':!scripts/test/one-owner.test.ts'];
  try {
    // --untracked: a new file counts before it is committed.
    const out = execFileSync('git', ['grep', '--untracked', '-l', '-E', pattern, '--', ...where], { cwd: ROOT, encoding: 'utf8' });
    return out.trim().split('\n').filter(Boolean).sort();
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

/** One owner per rule (issue 39): each rule is written once and imported everywhere else. */
describe('one owner per rule', () => {
  it('given the compliance-aware publishing rule, then one module in the contracts defines it and nobody imports it from the renderer', () => {
    expect(filesMatching('export (const|function) (APPROVAL_PAGE_TYPES|needsApproval|complianceExpired|complianceProblems)\\b')).toEqual([
      'contracts/src/compliance.ts',
    ]);
    expect(filesMatching('renderer/compliance|compliance/compliance\\.js')).toEqual([]);
  });

  it('given "is this request from our site?", then one module reads the Origin header to answer it, and one schema parses the site’s origin', () => {
    // submit.ts only hands the Origin on to the dental form's production check, after fromSite accepted it.
    expect(filesMatching("get\\('origin'\\)", '*.ts', '*.tsx', '*.mjs', ':!*.test.ts', ':!*.test.tsx', ':!e2e/**')).toEqual([
      'contracts/src/site-origin.ts',
      'submissions/src/submit.ts',
    ]);
    expect(filesMatching('must be a comma-separated list of origins', '*.ts', ':!*.test.ts')).toEqual(['contracts/src/site-origin.ts']);
    expect(filesMatching('url\\.host === request\\.headers\\.get|\\.host !== request\\.headers\\.get')).toEqual([]);
  });

  it('given the socket-level refusal, then one module writes it and reads Node’s private socket._httpMessage', () => {
    expect(filesMatching('_httpMessage', '*.ts', ':!*.test.ts')).toEqual(['socket-refusal/src/socket-refusal.ts']);
    expect(filesMatching('CLIENT_ERROR_STATUS\\b.*=')).toEqual(['socket-refusal/src/socket-refusal.ts']);
    expect(filesMatching("from '@insurer/socket-refusal'")).toEqual([
      'content-service/src/server.ts',
      'preview-app/server/site-server.ts',
      'workbench/src/server/guard.ts',
    ]);
  });

  it('given the Redis, cache and log variables, then they are read through the parsed configuration, never raw beside it', () => {
    expect(
      filesMatching('process\\.env(\\.|\\[.)(REDIS_|SITE_CACHE_MAX_MB|LOG_LEVEL)', '*.ts', '*.mjs', ':!*.test.ts', ':!e2e/**'),
    ).toEqual([]);
    expect(filesMatching('REDIS_URL: z\\.', '*.ts', '*.mjs')).toEqual(['preview-app/runtime-config.mjs']);
  });
});
