import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ComplianceInputError,
  createSession,
  createUser,
  DEMO_USERS,
  ensureDemoUsers,
  listUsers,
  openCompliance,
  SESSION_HOURS,
  setPassword,
  signIn,
  signOut,
  userForSession,
  type ComplianceStore,
} from '../src/index.js';
import { DIALECTS, freshStore } from './helpers.js';

const NOW = new Date('2026-03-02T09:00:00Z');
const PASSWORD = 'correct horse battery staple';

describe.each(DIALECTS)('workbench users and sessions on $name', (dialect) => {
  let store: ComplianceStore;
  let fresh: Awaited<ReturnType<typeof freshStore>>;
  beforeAll(() => dialect.start());
  afterAll(() => dialect.stop());
  beforeEach(async () => {
    fresh = await freshStore(dialect);
    store = fresh.store;
  });
  afterEach(() => fresh.close());

  it('given a new principal, when created, then the e-mail is stored lower case and the password only as a salted scrypt hash', async () => {
    const user = await createUser(store, {
      email: ' Dana.Principal@Lanternfield.Example ',
      name: ' Dana Reyes ',
      role: 'principal',
      password: PASSWORD,
    });
    expect(user).toEqual({ id: expect.any(String), email: 'dana.principal@lanternfield.example', name: 'Dana Reyes', role: 'principal' });
    const rows = await sql<{ password_hash: string }>`select password_hash from compliance_users`.execute(store.site.db);
    expect(rows.rows[0]!.password_hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(rows.rows[0]!.password_hash).not.toContain(PASSWORD);
  });

  it('given bad input, when creating a user, then each is refused with its message', async () => {
    const base = { email: 'a@lanternfield.example', name: 'A', role: 'author' as const, password: PASSWORD };
    const refused = (over: Record<string, unknown>) => createUser(store, { ...base, ...over } as typeof base);
    await expect(refused({ password: 'fourteen chars' })).rejects.toThrow(
      new ComplianceInputError('The password must have at least 15 characters'),
    );
    await expect(refused({ password: 'x'.repeat(257) })).rejects.toThrow('The password must have at most 256 characters');
    await expect(refused({ email: 'not an e-mail' })).rejects.toThrow('The e-mail address is not valid');
    await expect(refused({ name: '  ' })).rejects.toThrow('The name is required');
    await expect(refused({ role: 'admin' })).rejects.toThrow('The role must be one of: author, principal');
    await createUser(store, base);
    await expect(refused({ email: 'A@Lanternfield.example' })).rejects.toThrow(
      new ComplianceInputError('A user with the e-mail a@lanternfield.example already exists'),
    );
  });

  it('given a user, when signing in, then the right password gives a session every instance knows until it expires or is signed out', async () => {
    const user = await createUser(store, { email: 'sam@lanternfield.example', name: 'Sam Author', role: 'author', password: PASSWORD });
    expect(await signIn(store, { email: 'sam@lanternfield.example', password: 'wrong password, long enough', now: NOW })).toBeUndefined();
    expect(await signIn(store, { email: 'nobody@lanternfield.example', password: PASSWORD, now: NOW })).toBeUndefined();
    const session = await signIn(store, { email: 'SAM@lanternfield.example', password: PASSWORD, now: NOW });
    expect(session).toEqual({
      user,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(NOW.getTime() + SESSION_HOURS * 3600_000),
    });

    // A second instance: its own connection to the same database.
    const other = await fresh.database.open();
    const otherStore = await openCompliance(other);
    try {
      expect(await userForSession(otherStore, { token: session!.token, now: NOW })).toEqual(user);
      const stored = await sql<{ token_hash: string }>`select token_hash from compliance_sessions`.execute(other.db);
      expect(stored.rows.map((r) => r.token_hash)).not.toContain(session!.token);
      expect(await userForSession(otherStore, { token: session!.token, now: session!.expiresAt })).toBeUndefined();
      expect(await userForSession(otherStore, { token: 'forged', now: NOW })).toBeUndefined();
      await signOut(otherStore, session!.token);
      expect(await userForSession(store, { token: session!.token, now: NOW })).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('given a new password, when set, then the old one no longer signs in and every session of the user ends', async () => {
    await createUser(store, { email: 'sam@lanternfield.example', name: 'Sam Author', role: 'author', password: PASSWORD });
    const session = await signIn(store, { email: 'sam@lanternfield.example', password: PASSWORD, now: NOW });
    await setPassword(store, { email: 'sam@lanternfield.example', password: 'a brand new passphrase' });
    expect(await userForSession(store, { token: session!.token, now: NOW })).toBeUndefined();
    expect(await signIn(store, { email: 'sam@lanternfield.example', password: PASSWORD, now: NOW })).toBeUndefined();
    expect(await signIn(store, { email: 'sam@lanternfield.example', password: 'a brand new passphrase', now: NOW })).toBeDefined();
    await expect(setPassword(store, { email: 'who@lanternfield.example', password: PASSWORD })).rejects.toThrow(
      'There is no user with the e-mail who@lanternfield.example',
    );
  });

  it('given the demo users, when ensured twice, then they exist once; the demo author and principal sign in with their documented passwords and nobody as the local principal', async () => {
    const first = await ensureDemoUsers(store);
    const second = await ensureDemoUsers(store);
    expect(second).toEqual(first);
    expect(first.localPrincipal).toMatchObject({ email: DEMO_USERS.localPrincipal.email, role: 'principal' });
    expect((await listUsers(store)).map((u) => [u.email, u.role])).toEqual([
      ['demo.author@lanternfield.example', 'author'],
      ['demo.principal@lanternfield.example', 'principal'],
      ['local.principal@lanternfield.example', 'principal'],
    ]);
    expect((await signIn(store, { email: DEMO_USERS.author.email, password: DEMO_USERS.author.password, now: NOW }))?.user).toEqual(
      first.author,
    );
    expect((await signIn(store, { email: DEMO_USERS.principal.email, password: DEMO_USERS.principal.password, now: NOW }))?.user).toEqual(
      first.principal,
    );
    expect(await signIn(store, { email: DEMO_USERS.localPrincipal.email, password: '', now: NOW })).toBeUndefined();
    const local = await createSession(store, { user: first.localPrincipal, now: NOW });
    expect(await userForSession(store, { token: local.token, now: NOW })).toEqual(first.localPrincipal);
  });
});
