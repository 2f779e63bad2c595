/** Public API of the local content service, for scripts and tests of other workspaces. */
export { loadConfig, type ServiceConfig } from './config.js';
export { loadDotEnv } from './dotenv.js';
export { startContentService, type RunningService } from './server.js';
export type * from './types.js';
export { LOCAL_ORGANIZATION_ID } from './cma/apps.js';
