import type { ClusterPorts } from '../src/cluster/run.js';
import { portOf } from './product.js';

/**
 * The cluster's ports for a benchmark: each `BENCH_CLUSTER_{PORT, SITE_1_PORT, SITE_2_PORT,
 * CONTENT_SERVICE_PORT, CONTENT_SERVICE_TLS_PORT, MAILBOX_PORT, POSTGRES_PORT, REDIS_PORT}` when
 * set, else a free one (`portOf`).
 */
export async function benchClusterPorts(): Promise<ClusterPorts> {
  const [front, site1, site2, contentService, contentServiceTls, mailbox, postgres, redis] = await Promise.all(
    [
      'PORT',
      'SITE_1_PORT',
      'SITE_2_PORT',
      'CONTENT_SERVICE_PORT',
      'CONTENT_SERVICE_TLS_PORT',
      'MAILBOX_PORT',
      'POSTGRES_PORT',
      'REDIS_PORT',
    ].map((name) => portOf(`BENCH_CLUSTER_${name}`)),
  );
  return {
    front: front!,
    sites: [site1!, site2!],
    contentService: contentService!,
    contentServiceTls: contentServiceTls!,
    mailbox: mailbox!,
    postgres: postgres!,
    redis: redis!,
  };
}
