import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSiteDb, type SiteDb } from '@insurer/site-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guessBlockedFor, recordWrongGuess } from '../src/lib/secret-guesses';

describe('secret guesses', () => {
  let dir: string;
  let sites: SiteDb[];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secret-guesses-'));
    sites = [];
  });
  afterEach(async () => {
    await Promise.all(sites.map((site) => site.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('given 10 wrong guesses from one address in a minute spread over two instances, then both make it wait for the rest of the minute; other addresses and the next minute are free', async () => {
    // Two instances of the site: two connections to one site database.
    const file = join(dir, 'site.sqlite');
    const [one, two] = [
      await openSiteDb({ databaseUrl: undefined, sqlitePath: file }),
      await openSiteDb({ databaseUrl: undefined, sqlitePath: file }),
    ];
    sites.push(one, two);
    const minute = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? one : two;
      expect(await guessBlockedFor(instance, '203.0.113.1', 10, minute + i)).toBe(0);
      await recordWrongGuess(instance, '203.0.113.1', 10, minute + i);
    }
    expect(await guessBlockedFor(one, '203.0.113.1', 10, minute + 15_000)).toBe(45);
    expect(await guessBlockedFor(two, '203.0.113.1', 10, minute + 15_000)).toBe(45);
    expect(await guessBlockedFor(two, '203.0.113.2', 10, minute + 15_000)).toBe(0);
    expect(await guessBlockedFor(one, '203.0.113.1', 0, minute + 15_000)).toBe(0);
    expect(await guessBlockedFor(one, '203.0.113.1', 10, minute + 60_000)).toBe(0);
  });
});
