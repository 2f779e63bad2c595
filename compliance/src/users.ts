import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import { ComplianceInputError } from './errors.js';
import type { UsersTable } from './schema.js';
import { tables, type ComplianceStore } from './store.js';

/** What a workbench user may do (issue 41 item 4): an author edits and submits for review; a principal also approves and publishes regulated pages. */
export type Role = 'author' | 'principal';

export const ROLES: readonly Role[] = ['author', 'principal'];

export interface WorkbenchUser {
  id: string;
  /** Lower case. */
  email: string;
  name: string;
  role: Role;
}

/** A signed-in session: the token goes to the browser (a cookie); the database keeps only its sha256. */
export interface Session {
  user: WorkbenchUser;
  token: string;
  expiresAt: Date;
}

/**
 * The demo users `ensureDemoUsers` seeds: the local principal the embedded-defaults workbench signs
 * in as (no password: nobody signs in as it), and an author and a principal to try the workflow
 * with. Their passwords are for the local demo only and documented as such (compliance/README.md).
 */
export const DEMO_USERS = {
  localPrincipal: { email: 'local.principal@lanternfield.example', name: 'Local Principal' },
  author: { email: 'demo.author@lanternfield.example', name: 'Avery Author', password: 'demo-author-password' },
  principal: { email: 'demo.principal@lanternfield.example', name: 'Priya Principal', password: 'demo-principal-password' },
} as const satisfies {
  localPrincipal: { email: string; name: string };
  author: { email: string; name: string; password: string };
  principal: { email: string; name: string; password: string };
};

/**
 * Password length bounds: at least 15 characters, as NIST SP 800-63B-4 §3.1.1.2 asks of a password
 * that is the only factor; at most 256 (a bound on the work one sign-in asks of the server).
 */
export const PASSWORD_MIN = 15;
export const PASSWORD_MAX = 256;

/** How long a session lasts from sign-in: a working day. */
export const SESSION_HOURS = 12;

/**
 * scrypt's cost: N = 2^17, r = 8, p = 1 (128 MiB, the OWASP Password Storage Cheat Sheet's
 * minimum). Stored with each hash, so raising it later leaves old hashes readable.
 */
const SCRYPT = { log2N: 17, r: 8, p: 1, keyLength: 32, saltLength: 16 };

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function scryptOptions(log2N: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r + 1024 * 1024 };
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, salt and hash base64url. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scryptAsync(password.normalize('NFKC'), salt, SCRYPT.keyLength, scryptOptions(SCRYPT.log2N, SCRYPT.r, SCRYPT.p));
  return ['scrypt', SCRYPT.log2N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a random password, compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `stored` (compared in constant time); false for a malformed or absent hash. */
async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? (await (decoyHash ??= hashPassword(randomBytes(24).toString('base64url'))))).split('$');
  const [scheme, log2N, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  try {
    const options = scryptOptions(Number(log2N), Number(r), Number(p));
    const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, options);
    return timingSafeEqual(actual, expected) && stored !== null;
  } catch {
    return false; // parameters scrypt refuses: a hash this code never wrote
  }
}

const emailSchema = z.email({ error: 'The e-mail address is not valid' });

function normaliseEmail(email: unknown): string {
  if (typeof email !== 'string') throw new ComplianceInputError('The e-mail address is required');
  const normalised = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalised).success) throw new ComplianceInputError('The e-mail address is not valid');
  return normalised;
}

function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || [...password].length < PASSWORD_MIN) {
    throw new ComplianceInputError(`The password must have at least ${PASSWORD_MIN} characters`);
  }
  if ([...password].length > PASSWORD_MAX) throw new ComplianceInputError(`The password must have at most ${PASSWORD_MAX} characters`);
  return password;
}

function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw new ComplianceInputError('The name is required');
  if (trimmed.length > 200) throw new ComplianceInputError('The name must have at most 200 characters');
  return trimmed;
}

function checkRole(role: unknown): Role {
  if (!ROLES.includes(role as Role)) throw new ComplianceInputError(`The role must be one of: ${ROLES.join(', ')}`);
  return role as Role;
}

export function userOf(row: Pick<UsersTable, 'id' | 'email' | 'name' | 'role'>): WorkbenchUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

async function insertUser(
  store: ComplianceStore,
  input: { email: string; name: string; role: Role; passwordHash: string | null },
): Promise<WorkbenchUser> {
  const row = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: input.passwordHash,
    created_at: Date.now(),
  };
  try {
    await tables(store).insertInto('compliance_users').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ComplianceInputError(`A user with the e-mail ${input.email} already exists`);
    throw error;
  }
  return userOf(row);
}

/**
 * Creates a workbench user (issue 41 item 4; `npm run workbench:user`). The e-mail is stored lower
 * case and must be unique; the password is kept only as a salted scrypt hash.
 * @throws ComplianceInputError for an invalid e-mail, an empty name, an unknown role, a password
 * shorter than PASSWORD_MIN or longer than PASSWORD_MAX characters, or an e-mail already in use.
 */
export async function createUser(
  store: ComplianceStore,
  input: { email: string; name: string; role: Role; password: string },
): Promise<WorkbenchUser> {
  const email = normaliseEmail(input.email);
  const name = checkName(input.name);
  const role = checkRole(input.role);
  const password = checkPassword(input.password);
  const existing = await tables(store).selectFrom('compliance_users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new ComplianceInputError(`A user with the e-mail ${email} already exists`);
  return insertUser(store, { email, name, role, passwordHash: await hashPassword(password) });
}

/**
 * Replaces a user's password and ends every session of theirs (`npm run workbench:user -- --set-password`).
 * @throws ComplianceInputError for an unknown e-mail or a password out of bounds.
 */
export async function setPassword(store: ComplianceStore, input: { email: string; password: string }): Promise<WorkbenchUser> {
  const email = normaliseEmail(input.email);
  const password = checkPassword(input.password);
  const row = await tables(store).selectFrom('compliance_users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!row) throw new ComplianceInputError(`There is no user with the e-mail ${email}`);
  const passwordHash = await hashPassword(password);
  await tables(store)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('compliance_users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
      await trx.deleteFrom('compliance_sessions').where('user_id', '=', row.id).execute();
    });
  return userOf(row);
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session for `user` without asking a password: for the embedded-defaults workbench, which
 * signs in as the local principal (issue 41 item 4). Stored like any other session.
 */
export async function createSession(store: ComplianceStore, input: { user: WorkbenchUser; now: Date }): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + SESSION_HOURS * 3600_000);
  await tables(store)
    .insertInto('compliance_sessions')
    .values({ token_hash: tokenHash(token), user_id: input.user.id, created_at: input.now.getTime(), expires_at: expiresAt.getTime() })
    .execute();
  return { user: input.user, token, expiresAt };
}

/**
 * Signs a user in with e-mail and password: a new session of SESSION_HOURS (its token is returned
 * once; the database keeps only its sha256, so every instance of the workbench knows it). Answers
 * undefined, after the same work, for an unknown e-mail, a wrong password or a user without one;
 * expired sessions are pruned.
 */
export async function signIn(store: ComplianceStore, input: { email: string; password: string; now: Date }): Promise<Session | undefined> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password.slice(0, PASSWORD_MAX * 4) : '';
  const row = email
    ? await tables(store).selectFrom('compliance_users').selectAll().where('email', '=', email).executeTakeFirst()
    : undefined;
  if (!(await passwordMatches(password, row?.password_hash ?? null)) || !row) return undefined;
  await tables(store).deleteFrom('compliance_sessions').where('expires_at', '<=', input.now.getTime()).execute();
  return createSession(store, { user: userOf(row), now: input.now });
}

/** The user a session token belongs to while it has not expired at `now`; undefined for an unknown, expired or signed-out token. */
export async function userForSession(store: ComplianceStore, input: { token: string; now: Date }): Promise<WorkbenchUser | undefined> {
  if (typeof input.token !== 'string' || !input.token) return undefined;
  const row = await tables(store)
    .selectFrom('compliance_sessions')
    .innerJoin('compliance_users', 'compliance_users.id', 'compliance_sessions.user_id')
    .select(['compliance_users.id', 'compliance_users.email', 'compliance_users.name', 'compliance_users.role'])
    .where('compliance_sessions.token_hash', '=', tokenHash(input.token))
    .where('compliance_sessions.expires_at', '>', input.now.getTime())
    .executeTakeFirst();
  return row ? userOf(row) : undefined;
}

/** Ends the session of `token` (an unknown token is ignored). */
export async function signOut(store: ComplianceStore, token: string): Promise<void> {
  if (typeof token !== 'string' || !token) return;
  await tables(store).deleteFrom('compliance_sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Every user, by e-mail. */
export async function listUsers(store: ComplianceStore): Promise<WorkbenchUser[]> {
  const rows = await tables(store).selectFrom('compliance_users').select(['id', 'email', 'name', 'role']).orderBy('email').execute();
  return rows.map(userOf);
}

/** The user with this id, or undefined. */
export async function userById(store: ComplianceStore, id: string): Promise<WorkbenchUser | undefined> {
  const row = await tables(store)
    .selectFrom('compliance_users')
    .select(['id', 'email', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? userOf(row) : undefined;
}

/** The demo user with `email`, created when missing (two instances starting together: the loser reads the winner's). */
async function ensureUser(
  store: ComplianceStore,
  input: { email: string; name: string; role: Role; password?: string },
): Promise<WorkbenchUser> {
  const find = () =>
    tables(store)
      .selectFrom('compliance_users')
      .select(['id', 'email', 'name', 'role'])
      .where('email', '=', input.email)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return userOf(existing);
  try {
    return await insertUser(store, {
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    });
  } catch (error) {
    const raced = await find();
    if (raced) return userOf(raced);
    throw error;
  }
}

/**
 * Seeds the demo users of DEMO_USERS when missing (idempotent; an existing one is left as it is):
 * the local principal (role principal, no password) the embedded-defaults workbench signs in as,
 * the demo author and the demo principal with their documented demo passwords.
 */
export async function ensureDemoUsers(
  store: ComplianceStore,
): Promise<{ localPrincipal: WorkbenchUser; author: WorkbenchUser; principal: WorkbenchUser }> {
  return {
    localPrincipal: await ensureUser(store, { ...DEMO_USERS.localPrincipal, role: 'principal' }),
    author: await ensureUser(store, { ...DEMO_USERS.author, role: 'author' }),
    principal: await ensureUser(store, { ...DEMO_USERS.principal, role: 'principal' }),
  };
}
