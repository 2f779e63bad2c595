import { z } from 'zod';
import { RETENTION_YEARS_MIN } from './store.js';

/** The compliance tenant's variables. */
export interface ComplianceConfig {
  /** COMPLIANCE_RETENTION_YEARS: years an archive row is kept before the database lets it go (default and minimum 3). */
  retentionYears: number;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const schema = z.object({
  COMPLIANCE_RETENTION_YEARS: z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(RETENTION_YEARS_MIN, `must be at least ${RETENTION_YEARS_MIN} (FINRA Rule 2210(b)(4)(A), SEA Rule 17a-4)`)
      .max(100, 'must be at most 100')
      .default(RETENTION_YEARS_MIN),
  ),
});

/**
 * Parses the compliance tenant's variables from `env` (pure: tests pass their own).
 * @throws Error naming every invalid variable and what it must be.
 */
export function parseComplianceConfig(env: Record<string, string | undefined>): ComplianceConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid compliance configuration (see .env.example): ${problems.join('; ')}`);
  }
  return { retentionYears: parsed.data.COMPLIANCE_RETENTION_YEARS };
}
