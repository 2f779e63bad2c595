/**
 * What other packages' tests use to load the demo site into a test content service
 * (`@insurer/scripts/testing/seed`): the seed itself and the target a CLI run would derive for
 * that service.
 */
export { seedSpace, type SeedResult, type SeedSpaceOptions } from '../src/seed-load.js';
export { localTarget } from './helpers.js';
