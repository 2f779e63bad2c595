/**
 * The sign-in form's rules and the session's answers, shared by the browser form
 * (`src/app/sign-in-form.tsx`) and the server (`src/server/people.ts`), which enforces them again
 * (docs/requirements.md#decision-workbench-roles-and-review). No React, no Node.
 */

/** A workbench user as the browser sees them (`@insurer/compliance`'s `WorkbenchUser`, no secrets). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'author' | 'principal';
}

/**
 * How the workbench signs people in: `required` (a real space, or WORKBENCH_SIGN_IN=required)
 * asks everyone; `local` (`npm start`'s embedded defaults) opens signed in as the seeded local
 * principal, and anyone may still sign in as another user.
 */
export type SignInMode = 'required' | 'local';

/** `GET`, `POST` and `DELETE /api/session`'s answer. */
export interface SessionAnswer {
  /** Who the workbench acts for now; null when nobody is signed in (mode `required`). */
  user: SessionUser | null;
  mode: SignInMode;
  /** True when `user` signed in with a password (the session cookie); false for the local principal. */
  signedIn: boolean;
}

/** What the sign-in form sends. */
export interface SignInInput {
  email: string;
  password: string;
}

/** Messages per field of the sign-in form (only the fields with a problem). */
export type SignInErrors = Partial<Record<keyof SignInInput, string>>;

/** The sign-in's refusal (422 for an empty or malformed field, 401 for a wrong e-mail or password, 429 past the limit). */
export interface SignInRefusal {
  message: string;
  errors: SignInErrors;
}

/** The longest e-mail address taken (RFC 5321's limit on a path). */
export const EMAIL_MAX = 254;
/** The longest password taken: longer ones are refused before hashing, so no one can make the server hash megabytes. */
export const PASSWORD_MAX = 1024;

export const SIGN_IN_MESSAGES = {
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  passwordMissing: 'Enter your password.',
  tooLong: 'This is longer than the workbench takes.',
  wrong: 'The e-mail address or the password is not right.',
} as const;

/**
 * The problems of a sign-in form's values, per field (empty when it may be sent): an e-mail address
 * (a local part, `@`, a domain with a dot, no spaces) and a password, neither empty nor too long.
 */
export function signInProblems(input: { email?: unknown; password?: unknown }): SignInErrors {
  const errors: SignInErrors = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email) errors.email = SIGN_IN_MESSAGES.emailMissing;
  else if (email.length > EMAIL_MAX) errors.email = SIGN_IN_MESSAGES.tooLong;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = SIGN_IN_MESSAGES.emailInvalid;
  if (!password) errors.password = SIGN_IN_MESSAGES.passwordMissing;
  else if (password.length > PASSWORD_MAX) errors.password = SIGN_IN_MESSAGES.tooLong;
  return errors;
}
