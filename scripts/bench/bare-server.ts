/**
 * The bare Next.js page of bare-next.ts served by the site's own thin server
 * (`@insurer/preview-app/site-server`, what `npm run serve` runs around the site), so
 * `bench:capacity` compares the site with the framework alone served the same way. `BARE_DIR`
 * names the built app, `PORT` the port; stops on SIGTERM.
 */
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import { siteLogger } from '@insurer/preview-app/logging.mjs';

/** The part of preview-app/server/site-server.ts's `startSiteServer` this uses. */
type StartSiteServer = (options: {
  dir: string;
  dev: boolean;
  config: { port: number; trustedProxies: string[]; warmUpMs: number; drainGraceMs: number; drainMs: number };
  log: Logger;
}) => Promise<{ stop(): Promise<void> }>;

const dir = process.env.BARE_DIR;
if (!dir) throw new Error('BARE_DIR must name the bare page’s folder');
// Loaded by path at run time: the thin server's sources are compiled by preview-app's project, not this one.
const { startSiteServer } = (await import(createRequire(import.meta.url).resolve('@insurer/preview-app/site-server'))) as {
  startSiteServer: StartSiteServer;
};
const site = await startSiteServer({
  dir,
  dev: false,
  config: { port: Number(process.env.PORT), trustedProxies: [], warmUpMs: 0, drainGraceMs: 0, drainMs: 1_000 },
  log: siteLogger('bare'),
});
process.on('SIGTERM', () => void site.stop().finally(() => process.exit(0)));
