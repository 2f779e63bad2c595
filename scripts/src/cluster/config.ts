/**
 * What `npm run cluster` runs where: its variables, parsed once, and the environment each of its
 * processes gets (the operator's, plus the cluster's choices where the operator set nothing).
 * Every variable and its default is in `.env.example`.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { DRAIN_GRACE_MS } from './haproxy.js';

export interface ClusterConfig {
  /** The front door (HAProxy) on 127.0.0.1 (PORT, default 3000). */
  port: number;
  /** The site instances' ports (CLUSTER_SITE_PORTS, default PORT+10 and PORT+11). */
  sitePorts: number[];
  /** PostgreSQL's port (CLUSTER_POSTGRES_PORT, default 5433: beside a system PostgreSQL on 5432). */
  postgresPort: number;
  /** Redis's port (CLUSTER_REDIS_PORT, default 6380: beside a system Redis on 6379). */
  redisPort: number;
  /** Where PostgreSQL, Redis, the content service, the mailbox and the pid files keep their data (CLUSTER_DATA_DIR, default .data/cluster). */
  dataDir: string;
  contentServicePort: number;
  contentServiceTlsPort: number;
  mailboxPort: number;
  webhookSecret: string;
}

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const port = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65_535).default(fallback),
  );

const schema = z.object({
  PORT: port(3000),
  CLUSTER_SITE_PORTS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^\s*\d{1,5}\s*(,\s*\d{1,5}\s*)+$/, 'must be two or more port numbers, comma-separated')
      .optional(),
  ),
  CLUSTER_POSTGRES_PORT: port(5433),
  CLUSTER_REDIS_PORT: port(6380),
  CLUSTER_DATA_DIR: z.preprocess(blankIsUnset, z.string().default('.data/cluster')),
  CONTENT_SERVICE_PORT: port(4000),
  CONTENT_SERVICE_TLS_PORT: port(4443),
  MAILBOX_PORT: port(2525),
  CONTENTFUL_WEBHOOK_SECRET: z.preprocess(blankIsUnset, z.string().default('local-webhook-secret')),
});

/**
 * Parses the cluster's variables from `env` (relative folders from `root`).
 * @throws Error naming each invalid variable.
 */
export function parseClusterConfig(env: NodeJS.ProcessEnv, root: string): ClusterConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid cluster configuration (see .env.example): ${problems.join('; ')}`);
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    sitePorts: v.CLUSTER_SITE_PORTS ? v.CLUSTER_SITE_PORTS.split(',').map((p) => Number(p.trim())) : [v.PORT + 10, v.PORT + 11],
    postgresPort: v.CLUSTER_POSTGRES_PORT,
    redisPort: v.CLUSTER_REDIS_PORT,
    dataDir: resolve(root, v.CLUSTER_DATA_DIR),
    contentServicePort: v.CONTENT_SERVICE_PORT,
    contentServiceTlsPort: v.CONTENT_SERVICE_TLS_PORT,
    mailboxPort: v.MAILBOX_PORT,
    webhookSecret: v.CONTENTFUL_WEBHOOK_SECRET,
  };
}

/** `value` unless the operator set `name` (a set variable always wins). */
function unlessSet(env: NodeJS.ProcessEnv, name: string, value: string): Record<string, string> {
  return env[name]?.trim() ? {} : { [name]: value };
}

/** The environment of every process: the operator's, the shared services' addresses, one webhook secret. */
export function commonEnv(config: ClusterConfig, env: NodeJS.ProcessEnv, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...env,
    CONTENT_SERVICE_PORT: String(config.contentServicePort),
    CONTENT_SERVICE_TLS_PORT: String(config.contentServiceTlsPort),
    CONTENTFUL_WEBHOOK_SECRET: config.webhookSecret,
    MAILBOX_PORT: String(config.mailboxPort),
    DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/**
 * A site instance's environment: its own PORT; the public origin is the front door's; HAProxy on
 * loopback is the trusted proxy; the shared cache in the cluster's Redis; a drain grace HAProxy's
 * checks see (haproxy.ts).
 */
export function siteEnv(config: ClusterConfig, common: NodeJS.ProcessEnv, sitePort: number): NodeJS.ProcessEnv {
  return {
    ...common,
    PORT: String(sitePort),
    ...unlessSet(common, 'SITE_URL', `http://localhost:${config.port}`),
    ...unlessSet(common, 'TRUSTED_PROXIES', 'loopback'),
    ...unlessSet(common, 'REDIS_URL', `redis://127.0.0.1:${config.redisPort}`),
    ...unlessSet(common, 'SITE_DRAIN_GRACE_MS', String(DRAIN_GRACE_MS)),
  };
}

/**
 * The content service's environment: its data in the cluster's folder, and (`webhooks`) its
 * publish webhook through the front door, so it reaches one instance, which revalidates the
 * cache every instance shares. The browser origins it answers are the front door's.
 */
export function contentServiceEnv(config: ClusterConfig, common: NodeJS.ProcessEnv, webhooks: boolean): NodeJS.ProcessEnv {
  return {
    ...common,
    PORT: String(config.port),
    ...unlessSet(common, 'CONTENT_SERVICE_DATA_DIR', resolve(config.dataDir, 'content-service')),
    CONTENT_SERVICE_WEBHOOK_URLS: webhooks ? common.CONTENT_SERVICE_WEBHOOK_URLS || `http://localhost:${config.port}/api/revalidate` : '',
    CONTENT_SERVICE_WEBHOOK_SECRET: common.CONTENT_SERVICE_WEBHOOK_SECRET || config.webhookSecret,
  };
}
