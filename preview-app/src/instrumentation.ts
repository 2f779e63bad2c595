/**
 * Next.js start-up hook, in the Node.js runtime: validates the site's configuration (an invalid
 * variable stops the start with one error naming each), then starts the forms backend: its
 * configuration is validated, the submissions database opened and, unless
 * DELIVERY_WORKER_IN_SITE=false, the delivery worker started, so submissions left pending by a
 * previous process are delivered without waiting for a new request. An invalid forms
 * configuration is logged and answered 503 by the form route; the pages keep being served.
 * Last, the site search's index is rebuilt from the published content in the background
 * (docs/requirements.md#decision-search-backend).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { siteEnv } = await import('./lib/env');
    siteEnv();
    const { startFormsWorker } = await import('@insurer/submissions');
    await startFormsWorker();
    const { siteSearch } = await import('./lib/search');
    siteSearch().indexer.catch((error: unknown) => console.error(`[search] ${error instanceof Error ? error.message : String(error)}`));
  }
}
