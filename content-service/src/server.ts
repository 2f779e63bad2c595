import { createAdaptorServer } from '@hono/node-server';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { createApp } from './app.js';
import { ensureSpace } from './bootstrap.js';
import { openDatabase } from './db.js';
import { ContentStore } from './store.js';
import { loadOrCreateCertificate } from './tls.js';
import { WebhookDispatcher } from './webhooks/dispatcher.js';

export interface RunningService {
  ctx: ServiceContext;
  /** e.g. `http://localhost:4000` */
  httpUrl: string;
  /** e.g. `https://localhost:4443` */
  httpsUrl: string;
  /** `localhost:PORT` of the HTTPS listener: the `host` option of the Contentful clients. */
  tlsHost: string;
  /** `localhost:PORT` of the HTTP listener (use with `insecure: true`). */
  httpHost: string;
  /** PEM of the self-signed certificate the HTTPS listener presents. */
  certificate: string;
  certificatePath: string;
  close(): Promise<void>;
}

/**
 * Opens the database, creates the space on first start and listens on `config.port` (HTTP)
 * and `config.tlsPort` (HTTPS). Port 0 picks a free port; the URLs returned carry the real ones.
 */
export async function startContentService(config: ServiceConfig): Promise<RunningService> {
  const db = openDatabase(config.dataDir);
  const store = new ContentStore(db);
  ensureSpace(store, config);
  const tls = await loadOrCreateCertificate(config.dataDir);
  // A getter: with port 0 the real port (and so publicUrl) is known only after listen.
  const webhooks = new WebhookDispatcher(db, () => ctx.config);
  const ctx: ServiceContext = { config, store, webhooks };
  const app = createApp(ctx);

  const http = createAdaptorServer({ fetch: app.fetch }) as Server;
  const https = createAdaptorServer({
    fetch: app.fetch,
    createServer: createHttpsServer,
    serverOptions: { key: tls.key, cert: tls.cert },
  }) as Server;
  await listen(http, config.port, config.bind);
  await listen(https, config.tlsPort, config.bind);
  const httpPort = (http.address() as AddressInfo).port;
  const tlsPort = (https.address() as AddressInfo).port;
  if (config.port === 0) ctx.config = { ...config, port: httpPort, publicUrl: `http://localhost:${httpPort}` };

  return {
    ctx,
    httpUrl: `http://localhost:${httpPort}`,
    httpsUrl: `https://localhost:${tlsPort}`,
    tlsHost: `localhost:${tlsPort}`,
    httpHost: `localhost:${httpPort}`,
    certificate: tls.cert,
    certificatePath: tls.certPath,
    async close() {
      webhooks.close();
      await Promise.all([closeServer(http), closeServer(https)]);
      db.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
