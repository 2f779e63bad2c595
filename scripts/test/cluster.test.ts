import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonEnv, contentServiceEnv, parseClusterConfig, siteEnv } from '../src/cluster/config.js';
import { DRAIN_GRACE_MS, haproxyConfig } from '../src/cluster/haproxy.js';

describe('npm run cluster: configuration', () => {
  it('given nothing set, then the front door on 3000, instances on 3010 and 3011, PostgreSQL 5433, Redis 6380; given bad values, then each is named', () => {
    const config = parseClusterConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 3000,
      sitePorts: [3010, 3011],
      postgresPort: 5433,
      redisPort: 6380,
      dataDir: '/repo/.data/cluster',
    });
    expect(() => parseClusterConfig({ CLUSTER_SITE_PORTS: '3010', CLUSTER_REDIS_PORT: 'x' }, '/repo')).toThrow(
      'Invalid cluster configuration (see .env.example): CLUSTER_SITE_PORTS: must be two or more port numbers, comma-separated; CLUSTER_REDIS_PORT: must be a port number',
    );
  });

  it('given the operator’s variables, then each instance gets its port, the front door as its origin, loopback trusted, the shared Redis, and the operator’s own values win', () => {
    const config = parseClusterConfig({ PORT: '3620', CLUSTER_SITE_PORTS: '3621, 3622', CLUSTER_REDIS_PORT: '6390' }, '/repo');
    const common = commonEnv(config, { LOG_LEVEL: 'debug' }, 'postgres://site:pw@127.0.0.1:5433/site');
    expect(siteEnv(config, common, 3622)).toMatchObject({
      PORT: '3622',
      SITE_URL: 'http://localhost:3620',
      TRUSTED_PROXIES: 'loopback',
      REDIS_URL: 'redis://127.0.0.1:6390',
      SITE_DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
      DATABASE_URL: 'postgres://site:pw@127.0.0.1:5433/site',
      LOG_LEVEL: 'debug',
    });
    expect(siteEnv(config, { ...common, SITE_URL: 'https://www.example.com' }, 3621).SITE_URL).toBe('https://www.example.com');
    expect(contentServiceEnv(config, common, true).CONTENT_SERVICE_WEBHOOK_URLS).toBe('http://localhost:3620/api/revalidate');
    expect(contentServiceEnv(config, common, false).CONTENT_SERVICE_WEBHOOK_URLS).toBe('');
  });
});

describe('npm run cluster: HAProxy', () => {
  it('given two instances, then the configuration is one HAProxy accepts, with health checks, retries and a request id', () => {
    const text = haproxyConfig({ bind: '127.0.0.1:3620', servers: ['127.0.0.1:3621', '127.0.0.1:3622'] });
    expect(text).toContain('http-request set-header X-Request-Id %[unique-id]');
    expect(text).toContain('http-request disable-l7-retry if METH_POST');
    expect(text).toContain('http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost');
    expect(text).toMatch(
      /server site2 127\.0\.0\.1:3622 check inter 1000 fall 2 rise 2 maxconn 8 observe layer4 error-limit 1 on-error mark-down/,
    );
    // HAProxy's own verdict (Debian's `haproxy`, which the cluster runs).
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), text);
      const check = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(`${check.stdout}${check.stderr}`.trim()).toBe('Configuration file is valid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/: the same topology as containers', () => {
  const root = join(import.meta.dirname, '../..');

  it('given the compose file’s instances, then its HAProxy configuration is the one the cluster writes', () => {
    expect(readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8')).toBe(
      haproxyConfig({ bind: ':3000', servers: ['site-1:3000', 'site-2:3000'] }),
    );
  });

  it('given the workspaces, then the image installs each one’s package.json before npm ci', () => {
    const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');
    const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
    for (const workspace of workspaces) expect(dockerfile, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('given the compose file, then its processes run the commands npm run cluster runs', () => {
    const compose = readFileSync(join(root, 'deploy/compose.yaml'), 'utf8');
    for (const script of [
      'preview-app/server/main.ts',
      'scripts/src/worker-main.ts',
      'content-service/src/main.ts',
      'scripts/src/mailbox.ts',
    ]) {
      expect(compose, script).toContain(`command: [node, --import, tsx, ${script}]`);
      expect(readFileSync(join(root, 'scripts/src/cluster.ts'), 'utf8'), script).toContain(`nodePart('${script}')`);
    }
  });
});
