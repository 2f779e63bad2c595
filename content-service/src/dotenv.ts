import { existsSync } from 'node:fs';

/**
 * Loads `.env` from the working directory into `process.env` when the file exists (Node's own
 * `process.loadEnvFile`; variables already set win). Without it the defaults of `.env.example` apply.
 */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
