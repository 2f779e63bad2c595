/**
 * Next.js start-up hook, in the Node.js runtime: validates the configuration of the site and of
 * the back-end packages it composes (lib/env.ts, lib/services.ts), so an invalid variable stops
 * the start with one error naming each, and registers OpenTelemetry's tracer when an OTLP
 * endpoint is configured (lib/tracing.ts). It opens nothing else: Next.js bundles this hook apart from the
 * pages and routes, so anything it opened would be a second copy; the routes open the site
 * database on first use (lib/services.ts), the thin server's warm-up makes that first use before
 * it listens, and the delivery worker runs in a process of its own (`npm run worker`).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { siteEnv } = await import('./lib/env');
    // OpenTelemetry traces when an OTLP endpoint is configured (lib/tracing.ts), off otherwise.
    const { startTracing } = await import('./lib/tracing');
    startTracing(siteEnv(), process.env.OTEL_SERVICE_NAME);
    const { parseSiteDbConfig } = await import('@insurer/site-db');
    parseSiteDbConfig(process.env);
    // The forms and analytics configurations are checked here, but an invalid one is answered
    // 503 by their routes rather than stopping the pages (lib/services.ts).
    const { parseFormsConfig } = await import('@insurer/submissions');
    const { parseAnalyticsConfig } = await import('@insurer/analytics');
    for (const [name, parse] of [
      ['forms', parseFormsConfig],
      ['analytics', parseAnalyticsConfig],
    ] as const) {
      try {
        parse(process.env);
      } catch (error) {
        console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
