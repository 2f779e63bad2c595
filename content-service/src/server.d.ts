import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
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
export declare function startContentService(config: ServiceConfig): Promise<RunningService>;
/**
 * Node's request timeouts for both listeners: a client has `requestTimeoutMs` to send a whole
 * request (headers and body) and half of it for the headers; past that Node answers
 * `408 Request Timeout` and closes the connection (Node's defaults, 300 s and 60 s, held a
 * connection with an unfinished body for 305 s). Expiry is checked every second.
 */
export declare function requestTimeouts(requestTimeoutMs: number): {
    requestTimeout: number;
    headersTimeout: number;
    connectionsCheckingInterval: number;
};
