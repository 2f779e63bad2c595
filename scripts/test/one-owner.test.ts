import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The tracked files (repository-relative, sorted) whose source matches the extended regular expression `pattern`. */
function filesMatching(pattern: string, ...pathspecs: string[]): string[] {
  try {
    const out = execFileSync(
      'git',
      ['grep', '-l', '-E', pattern, '--', ...(pathspecs.length ? pathspecs : ['*.ts', '*.tsx', '*.mjs', '*.cjs'])],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    return out.trim().split('\n').filter(Boolean).sort();
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

/** One owner per rule (docs/conventions.md#one-owner-per-rule, issue 39): each rule is written once and imported everywhere else. */
describe('one owner per rule', () => {
  it('given the compliance-aware publishing rule, then one module in the contracts defines it and nobody imports it from the renderer', () => {
    expect(filesMatching('export (const|function) (APPROVAL_PAGE_TYPES|needsApproval|complianceExpired|complianceProblems)\\b')).toEqual([
      'contracts/src/compliance.ts',
    ]);
    expect(filesMatching('renderer/compliance|compliance/compliance\\.js')).toEqual([]);
  });
});
