import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call Segment's tracking API received: its path, headers and parsed JSON body. */
export interface SegmentCall {
  url: string;
  headers: IncomingHttpHeaders;
  body: { batch?: { messageId?: string; type?: string; [key: string]: unknown }[]; sentAt?: string; writeKey?: string };
}

/**
 * A real HTTP server standing in for Segment's tracking API (`POST /v1/batch`, answered
 * `{ "success": true }` or `status`), which a test takes down and brings back up on the same port,
 * as an outage would. Point `@segment/analytics-node` at it with SEGMENT_HOST=`host`.
 */
export interface SegmentStandIn {
  port: number;
  host: string;
  calls: SegmentCall[];
  /** The status of the next answers (200 unless changed); `failNext` answers that many calls with `failStatus` first. */
  status: number;
  failNext: number;
  failStatus: number;
  /** The messageIds received, in order, repeats included. */
  messageIds(): string[];
  /** Stops listening (connections refused) until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the stand-in on `port` (0: any free port), listening unless `listening` is false. */
export async function startSegmentStandIn(port = 0, listening = true): Promise<SegmentStandIn> {
  let server: Server | undefined;
  const standIn: SegmentStandIn = {
    port,
    host: '',
    calls: [],
    status: 200,
    failNext: 0,
    failStatus: 500,
    messageIds: () => standIn.calls.flatMap((c) => (c.body.batch ?? []).map((m) => String(m.messageId))),
    async up() {
      if (server) return;
      const created = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const failing = standIn.failNext > 0;
          if (failing) standIn.failNext -= 1;
          const status = failing ? standIn.failStatus : standIn.status;
          if (status < 300) {
            standIn.calls.push({
              url: req.url ?? '',
              headers: req.headers,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SegmentCall['body'],
            });
          }
          res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ success: status < 300 }));
        });
      });
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(standIn.port, '127.0.0.1', () => resolve());
      });
      server = created;
      standIn.port = (created.address() as AddressInfo).port;
      standIn.host = `http://127.0.0.1:${standIn.port}`;
    },
    async down() {
      const running = server;
      server = undefined;
      if (!running) return;
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    close: () => standIn.down(),
  };
  await standIn.up();
  if (!listening) await standIn.down();
  return standIn;
}
