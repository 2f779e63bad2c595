// The per-request state the site's thin server (preview-app/server/) and the site's code share:
// the readable 404 (not-found.ts, vercel/next.js#62228), the page cache's marks (cache-marks.ts) and the request id every log line of the
// request carries (preview-app/logging.mjs). CommonJS on purpose: the app loads it through Node's
// own `require` (next.config.ts names it a webpack external, through Next.js's documented
// `webpack` hook), and so do the thin server and the cache handler, so all hold the one instance
// Node caches: state passes through an ordinary import, not `globalThis`.
// Types: response-state.d.cts.
'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');

/** @type {AsyncLocalStorage<import('./response-state.d.cts').ResponseState>} */
const responseState = new AsyncLocalStorage();

module.exports = { responseState };
