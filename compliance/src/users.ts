import type { ComplianceStore } from './store.js';

export type Role = 'author' | 'principal';

export interface WorkbenchUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** The demo users `ensureDemoUsers` seeds. The passwords are for the local demo only (compliance/README.md). */
export const DEMO_USERS = {
  localPrincipal: { email: 'local.principal@lanternfield.example', name: 'Local Principal' },
  author: { email: 'demo.author@lanternfield.example', name: 'Avery Author', password: 'demo-author-password' },
  principal: { email: 'demo.principal@lanternfield.example', name: 'Priya Principal', password: 'demo-principal-password' },
} as const satisfies {
  localPrincipal: { email: string; name: string };
  author: { email: string; name: string; password: string };
  principal: { email: string; name: string; password: string };
};

export async function createUser(
  store: ComplianceStore,
  input: { email: string; name: string; role: Role; password: string },
): Promise<WorkbenchUser> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function signIn(
  store: ComplianceStore,
  input: { email: string; password: string; now: Date },
): Promise<{ user: WorkbenchUser; token: string; expiresAt: Date } | undefined> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function userForSession(store: ComplianceStore, input: { token: string; now: Date }): Promise<WorkbenchUser | undefined> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function signOut(store: ComplianceStore, token: string): Promise<void> {
  void store;
  void token;
  throw new Error('not yet');
}

/** Starts a session for `user` without a password (the embedded-defaults workbench signing in as the local principal). */
export async function createSession(
  store: ComplianceStore,
  input: { user: WorkbenchUser; now: Date },
): Promise<{ user: WorkbenchUser; token: string; expiresAt: Date }> {
  void store;
  void input;
  throw new Error('not yet');
}

/** Every user, by e-mail. */
export async function listUsers(store: ComplianceStore): Promise<WorkbenchUser[]> {
  void store;
  throw new Error('not yet');
}

export async function ensureDemoUsers(
  store: ComplianceStore,
): Promise<{ localPrincipal: WorkbenchUser; author: WorkbenchUser; principal: WorkbenchUser }> {
  void store;
  throw new Error('not yet');
}
