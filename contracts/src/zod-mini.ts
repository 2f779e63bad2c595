import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod's small build (`zod/mini`) for what the browser validates: the bespoke and content-service
 * forms' schemas, shared with the server, which enforces them with the same rules and messages
 * (docs/requirements.md#decision-javascript-budget). Configured like `zod.ts`: `jitless`
 * (no `Function()` probe under the site's Content Security Policy, docs/requirements.md#security)
 * and the English messages classic zod uses for rules without a message of their own. Import it
 * as a namespace (`import * as z from` this module) so the bundler keeps only the
 * functions used; ESLint sends every other `zod/mini` import here.
 */
config({ ...en(), jitless: true });

export * from 'zod/mini';
