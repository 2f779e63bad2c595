// The site process's structured logs: one JSON object a line on standard output (pino), written
// by the thin server (preview-app/server/), the app's own server-side code (src/lib/log.ts) and the
// shared cache handler (cache-handler.mjs). Plain JavaScript because Node.js loads the cache
// handler, and this with it, without compiling anything (under plain `next start` too).
// Types: logging.d.mts. docs/architecture.md#running-at-scale
import process from 'node:process';
import pino from 'pino';
import { responseState } from '@insurer/preview-app/response-state';
import { runtimeConfig } from './runtime-config.mjs';

/**
 * LOG_LEVEL through the site's one schema of it (runtime-config.mjs); `info` while the
 * configuration is invalid, so the line that reports it (server/main.ts) is still written.
 * @returns {string}
 */
function configuredLevel() {
  try {
    return runtimeConfig().logLevel;
  } catch {
    return 'info';
  }
}

/**
 * A logger writing `{"level":"info","time":"…","name":…,"requestId":…,"msg":…}` lines. `requestId`
 * is the id of the request the line was written for, when the thin server runs it (the
 * per-request state of src/next-internals/response-state.cjs); lines written outside a request
 * (start-up, the cache's connection) have none. The level is LOG_LEVEL (default `info`), read
 * through runtime-config.mjs, whose schema the site's configuration checks at start.
 * @param {string} name what writes the line: `site`, `cache`, …
 * @param {import('pino').DestinationStream} [destination] standard output (`process.stdout`) unless given
 */
export function siteLogger(name, destination) {
  return pino(
    {
      name,
      level: configuredLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = responseState.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    destination ?? process.stdout,
  );
}
