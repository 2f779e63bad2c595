/**
 * The load balancer of `npm run cluster` (docs/architecture.md#running-at-scale): HAProxy's
 * configuration for the site instances, written by `haproxyConfig` and run with
 * `haproxy -db -f <file>` (foreground, its log on standard output).
 */

/** HAProxy checks each instance this often; two failures take it out, two passes bring it back. */
export const CHECK_INTERVAL_MS = 1_000;
const CHECK_FALL = 2;

/**
 * Requests one instance works on at once; the rest wait in HAProxy's queue (at most 30 s) for the
 * first instance with room. A Node.js instance renders one page at a time per core: letting 25
 * requests pile into one would only slow each and make its health checks late, so a loaded but
 * healthy instance would be taken out.
 */
export const INSTANCE_MAXCONN = 8;

/**
 * How long an instance keeps serving after SIGTERM while `/readyz` answers 503
 * (SITE_DRAIN_GRACE_MS): long enough for `CHECK_FALL` failed checks and one more interval.
 */
export const DRAIN_GRACE_MS = CHECK_INTERVAL_MS * (CHECK_FALL + 1);

export interface HaproxyOptions {
  /** Where the front door listens: `127.0.0.1:3000` under `npm run cluster`, `:3000` in a container. */
  bind: string;
  /** The site instances, `host:port` each. */
  servers: readonly string[];
}

/**
 * HAProxy's configuration:
 * - every request gets `X-Request-Id` (a new UUID; a client's own is replaced) and an
 *   `X-Forwarded-For` entry, which the instances believe from loopback (`TRUSTED_PROXIES=loopback`);
 * - `site_ready` balances over the instances whose `GET /readyz` answers 200, checked every
 *   second; when none is ready (a dependency all of them share is down: the site database,
 *   Redis, the content API), `site_live` takes the traffic over the instances that answer
 *   `GET /healthz`, since they still serve what they have cached — as Envoy's panic threshold
 *   does (docs/requirements.md#decision-readiness-and-a-shared-outage);
 * - each instance works on at most `INSTANCE_MAXCONN` requests at once, the rest queue in HAProxy;
 * - a request that fails on one instance (connection refused, the connection closed with no
 *   answer, no answer in time) is tried again on another (`retry-on`, `option redispatch 1`),
 *   except a POST that reached an instance: a form submission is never sent twice
 *   (`disable-l7-retry`), only a refused connection is retried for it; and the first refused
 *   connection takes the instance out at once, before its next health check (`observe layer4`)
 *   (docs/requirements.md#decision-form-posts-and-the-load-balancer);
 * - one JSON line per request that was not plain success (an error, a retry, a redispatch), with
 *   the request id, on standard output.
 */
export function haproxyConfig({ bind, servers: addresses }: HaproxyOptions): string {
  const check = `check inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise 2 maxconn ${INSTANCE_MAXCONN} observe layer4 error-limit 1 on-error mark-down`;
  const servers = addresses.map((address, i) => `  server site${i + 1} ${address} ${check}`).join('\n');
  const logFormat = [
    '"name":"haproxy"',
    '"requestId":"%ID"',
    '"method":"%HM"',
    '"path":"%HPO"',
    '"status":%ST',
    '"backend":"%b"',
    '"server":"%s"',
    '"retries":"%rc"',
    '"ms":%Ta',
    '"termination":"%tsc"',
  ].join(',');
  return `# Written by scripts/src/cluster/haproxy.ts (npm run cluster writes its own at every start;
# deploy/haproxy.cfg is checked against it by scripts/test/cluster.test.ts).
global
  log stdout format raw local0 info
  maxconn 4096

defaults
  mode http
  log global
  option dontlog-normal
  log-format '{${logFormat}}'
  timeout connect 2s
  timeout client 35s
  timeout server 35s
  timeout http-request 30s
  timeout check 3s
  timeout queue 30s
  # An instance whose name does not resolve yet (a container still starting) is down, not fatal.
  default-server init-addr last,libc,none
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend site
  bind ${bind}
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  option forwardfor
  http-request disable-l7-retry if METH_POST
  use_backend site_ready if { nbsrv(site_ready) gt 0 }
  default_backend site_live

backend site_ready
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
${servers}

backend site_live
  balance roundrobin
  option httpchk
  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
${servers}
`;
}
