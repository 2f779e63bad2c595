/**
 * `npm run workbench`: the authoring workbench alone, against the space the environment names
 * (the local content service by default; CONTENTFUL_MANAGEMENT_HOST, CONTENTFUL_SPACE_ID and
 * CONTENTFUL_MANAGEMENT_TOKEN for a real one). SIGINT or SIGTERM stops it.
 */
import { resolve } from 'node:path';
import { loadContentfulEnv } from './contentful-env.js';
import { runWorkbench } from './workbench.js';

const ROOT = resolve(import.meta.dirname, '../..');
const log = (line: string): void => console.log(`[workbench] ${line}`);

try {
  const running = await runWorkbench(ROOT, loadContentfulEnv(), log);
  const stop = (): void => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`[workbench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
