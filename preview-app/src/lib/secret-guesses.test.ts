import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSiteDb, type SiteDb } from '@insurer/site-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guessBlockedFor, recordWrongGuess, refuseWrongSecret, TOO_MANY_GUESSES } from './secret-guesses';

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
      expect(await guessBlockedFor(instance, 'webhook', '203.0.113.1', 10, minute + i)).toBe(0);
      await recordWrongGuess(instance, 'webhook', '203.0.113.1', 10, minute + i);
    }
    expect(await guessBlockedFor(one, 'webhook', '203.0.113.1', 10, minute + 15_000)).toBe(45);
    expect(await guessBlockedFor(two, 'webhook', '203.0.113.1', 10, minute + 15_000)).toBe(45);
    expect(await guessBlockedFor(two, 'webhook', '203.0.114.2', 10, minute + 15_000)).toBe(0);
    expect(await guessBlockedFor(one, 'webhook', '203.0.113.1', 0, minute + 15_000)).toBe(0);
    expect(await guessBlockedFor(one, 'webhook', '203.0.113.1', 10, minute + 60_000)).toBe(0);
  });

  it('given an address blocked for wrong webhook secrets, then its right webhook secret still passes, its draft-mode guesses have their own count, and its next wrong webhook secret answers 429', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
    sites.push(site);
    const check = (secret: 'webhook' | 'draft', sent: string) =>
      refuseWrongSecret({
        site: async () => site,
        secret,
        sent,
        expected: `right-${secret}`,
        address: '198.51.100.7',
        max: 3,
        wrongMessage: 'Invalid.',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await check('webhook', `wrong-${i}`))!.status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await check('webhook', 'right-webhook')).toBeUndefined();
    const draftWrong = await check('draft', 'wrong');
    expect(draftWrong!.status).toBe(401);
    expect(await draftWrong!.json()).toEqual({ message: 'Invalid.' });
    const blocked = await check('webhook', 'wrong-again');
    expect(blocked!.status).toBe(429);
    expect(await blocked!.json()).toEqual({ message: TOO_MANY_GUESSES });
    expect(Number(blocked!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('given a site database that cannot be opened, then the right secret passes and a wrong one answers 401', async () => {
    const site = () => Promise.reject(new Error('database down'));
    const base = { site, secret: 'webhook' as const, expected: 'right', address: '198.51.100.8', max: 3, wrongMessage: 'Invalid.' };
    expect(await refuseWrongSecret({ ...base, sent: 'right' })).toBeUndefined();
    expect((await refuseWrongSecret({ ...base, sent: 'wrong' }))!.status).toBe(401);
  });

  it('given 10 wrong guesses from 10 addresses of one /24, or of one IPv6 /64, then the 11th from another address of that network answers 429 (issue 40, item 10)', async () => {
    const site = await openSiteDb({ databaseUrl: undefined, sqlitePath: join(dir, 'site.sqlite') });
    sites.push(site);
    for (const network of [(i: number) => `198.51.100.${i + 1}`, (i: number) => `2001:db8:7:7::${i + 1}`]) {
      const check = (address: string) =>
        refuseWrongSecret({
          site: async () => site,
          secret: 'draft',
          sent: 'wrong',
          expected: 'right',
          address,
          max: 10,
          wrongMessage: 'Invalid.',
        });
      for (let i = 0; i < 10; i++) expect((await check(network(i)))!.status).toBe(401);
      const rotated = await check(network(50));
      expect(rotated!.status).toBe(429);
      expect(await rotated!.json()).toEqual({ message: TOO_MANY_GUESSES });
    }
    // Another network is not held back.
    expect(
      (await refuseWrongSecret({
        site: async () => site,
        secret: 'draft',
        sent: 'wrong',
        expected: 'right',
        address: '203.0.113.1',
        max: 10,
        wrongMessage: 'Invalid.',
      }))!.status,
    ).toBe(401);
  });
});
