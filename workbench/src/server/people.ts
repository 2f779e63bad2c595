/**
 * Who the workbench acts for (issue 41 item 4; docs/requirements.md#decision-workbench-roles-and-review):
 * named users of `@insurer/compliance` (a password hash and sessions in the site database), each
 * an author or a principal. A signed-in user carries an HttpOnly, SameSite=Strict session cookie
 * (Secure when the workbench is reached over https), checked on every API call; the per-process
 * session secret header stays the anti-CSRF check beside it (guard.ts). In the `local` mode of
 * `npm start`'s embedded defaults a caller without a session acts as the seeded local principal.
 * Wrong passwords are counted in the site database (`recordFailure`, `failureLockout`: a sliding
 * window), so every instance shares the limit and a minute turning over never resets it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { signIn, signOut, userForSession, type ComplianceStore, type WorkbenchUser } from '@insurer/compliance';
import { failureLockout, recordFailure, type SiteDb } from '@insurer/site-db';
import {
  SIGN_IN_MESSAGES,
  signInProblems,
  type SessionAnswer,
  type SessionUser,
  type SignInMode,
  type SignInRefusal,
} from '../shared/sign-in.js';
import { clientAddress, json, readJsonObject } from './http.js';

/** The session cookie's name. */
export const SESSION_COOKIE = 'workbench_session';

/** Wrong passwords allowed per client address, and per e-mail address, within any `windowMs` (ms). */
export interface SignInLimit {
  max: number;
  windowMs: number;
}

/** 10 wrong passwords per 15 minutes, per client address and per account (OWASP's authentication cheat sheet: throttle, don't lock out for good). */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { max: 10, windowMs: 15 * 60_000 };

/** What the sign-in needs: the store of users and sessions, the database its limits count in, the mode. */
export interface People {
  store: ComplianceStore;
  site: SiteDb;
  mode: SignInMode;
  /** The user the `local` mode acts for without a session (`ensureDemoUsers`' local principal). */
  localPrincipal: WorkbenchUser | undefined;
  /** `Host` values reached over https (WORKBENCH_ALLOWED_ORIGINS with https): the cookie is `Secure` there. */
  httpsHosts: ReadonlySet<string>;
  limit: SignInLimit;
}

/** Who a request acts for, and whether through a session (false: the local principal). */
export interface Caller {
  user: WorkbenchUser;
  signedIn: boolean;
}

const sessionUser = ({ id, email, name, role }: WorkbenchUser): SessionUser => ({ id, email, name, role });

function sessionToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = parseCookie(header)[SESSION_COOKIE];
  return token || undefined;
}

/** The user of the request's session cookie; else, in the `local` mode, the local principal; else undefined. */
export async function callerOf(people: People, req: IncomingMessage, now = new Date()): Promise<Caller | undefined> {
  const token = sessionToken(req);
  const user = token ? await userForSession(people.store, { token, now }) : undefined;
  if (user) return { user, signedIn: true };
  if (people.mode === 'local' && people.localPrincipal) return { user: people.localPrincipal, signedIn: false };
  return undefined;
}

function cookieHeader(people: People, req: IncomingMessage, token: string, expires: Date): string {
  return serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: people.httpsHosts.has((req.headers.host ?? '').toLowerCase()),
    path: '/',
    expires,
  });
}

function answer(people: People, caller: Caller | undefined): SessionAnswer {
  return { user: caller ? sessionUser(caller.user) : null, mode: people.mode, signedIn: caller?.signedIn ?? false };
}

/** The wrong-password counters a sign-in of `email` from `address` counts in. */
function limitKeys(address: string, email: string): { scope: string; address: string }[] {
  return [
    { scope: 'workbench-sign-in:address', address },
    { scope: 'workbench-sign-in:account', address: email.trim().toLowerCase() },
  ];
}

function refuse(res: ServerResponse, status: number, refusal: SignInRefusal, headers: Record<string, string> = {}): void {
  json(res, status, refusal, headers);
}

/**
 * `POST /api/session` `{ email, password }`: the form's rules again (422 with the message at each
 * field), then the limit (429 with `Retry-After` once the address or the account has had
 * `limit.max` wrong passwords within the last `limit.windowMs`: checked before the password, so a guess past the limit
 * learns nothing), then the password (401 at the password field, counted). A right one sets the
 * session cookie and answers the session.
 */
async function signInRoute(people: People, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req, res);
  if (!body) return;
  const errors = signInProblems(body);
  if (Object.keys(errors).length) return refuse(res, 422, { message: 'Check the highlighted fields.', errors });
  const email = String(body.email).trim();
  const password = String(body.password);
  const now = new Date();
  const keys = limitKeys(clientAddress(req), email);
  for (const key of keys) {
    const within = await failureLockout(people.site, { ...key, now: now.getTime(), ...people.limit });
    if (!within.allowed) {
      const minutes = Math.max(1, Math.ceil(within.retryAfterSeconds / 60));
      const message = `Too many wrong passwords: try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
      return refuse(res, 429, { message, errors: { password: message } }, { 'Retry-After': String(within.retryAfterSeconds) });
    }
  }
  const session = await signIn(people.store, { email, password, now });
  if (!session) {
    for (const key of keys) await recordFailure(people.site, { ...key, now: now.getTime(), windowMs: people.limit.windowMs });
    return refuse(res, 401, { message: SIGN_IN_MESSAGES.wrong, errors: { password: SIGN_IN_MESSAGES.wrong } });
  }
  json(res, 200, answer(people, { user: session.user, signedIn: true }), {
    'Set-Cookie': cookieHeader(people, req, session.token, session.expiresAt),
  });
}

/**
 * `/api/session`: `GET` who the workbench acts for (`SessionAnswer`), `POST` signs in, `DELETE`
 * signs out (ends the session in the database and clears the cookie; in the `local` mode the local
 * principal then acts again). Other methods 405.
 */
export async function sessionRoute(people: People, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET') return json(res, 200, answer(people, await callerOf(people, req)));
  if (req.method === 'POST') return signInRoute(people, req, res);
  if (req.method === 'DELETE') {
    const token = sessionToken(req);
    if (token) await signOut(people.store, token);
    const cleared = cookieHeader(people, req, '', new Date(0));
    const after = people.mode === 'local' && people.localPrincipal ? { user: people.localPrincipal, signedIn: false } : undefined;
    return json(res, 200, answer(people, after), { 'Set-Cookie': cleared });
  }
  json(res, 405, { message: `Method ${req.method} is not allowed on /api/session.` }, { Allow: 'GET, POST, DELETE' });
}

/** The answer to an API call without a session in the `required` mode. */
export const SIGN_IN_FIRST = 'Sign in to use the workbench.';
