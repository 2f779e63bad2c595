import { z } from 'zod';

/** Where the site database is: PostgreSQL when `databaseUrl` is set, else the SQLite file `sqlitePath`. */
export interface SiteDbConfig {
  /** `postgres://…` (DATABASE_URL) selects PostgreSQL; undefined selects the SQLite file. */
  databaseUrl: string | undefined;
  /** The SQLite file (SITE_DATABASE_PATH, default `.data/site.sqlite`, relative to the repository root; `:memory:` for a throwaway one). */
  sqlitePath: string;
  /** Connections in the PostgreSQL pool of one process (SITE_DATABASE_POOL, default 10). */
  poolSize: number;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const schema = z.object({
  DATABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SITE_DATABASE_PATH: z.preprocess(blankIsUnset, z.string().min(1).default('.data/site.sqlite')),
  SITE_DATABASE_POOL: z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100).default(10),
  ),
});

/**
 * Parses the site database's variables from `env` (pure: tests pass their own). Every variable,
 * with its default, is in the repository's `.env.example`.
 * @throws Error naming every invalid variable and what it must be, never its value.
 */
export function parseSiteDbConfig(env: Record<string, string | undefined>): SiteDbConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site database configuration (see .env.example): ${problems.join('; ')}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, sqlitePath: parsed.data.SITE_DATABASE_PATH, poolSize: parsed.data.SITE_DATABASE_POOL };
}
