/**
 * The service's configuration, parsed once from the process environment. Every variable and
 * its local default is listed in the repository's `.env.example`.
 */
export interface ServiceConfig {
    /** Plain HTTP port (CONTENT_SERVICE_PORT, default 4000). */
    port: number;
    /** HTTPS port with the generated certificate (CONTENT_SERVICE_TLS_PORT, default 4443). */
    tlsPort: number;
    /** Interface both listeners bind to (CONTENT_SERVICE_BIND, default 127.0.0.1). */
    bind: string;
    /** Folder of the SQLite file and the TLS certificate (CONTENT_SERVICE_DATA_DIR). */
    dataDir: string;
    /** Base URL that asset `url` fields point at, without a trailing slash. */
    publicUrl: string;
    spaceId: string;
    environmentId: string;
    /** Tokens stored with the space on first start. */
    deliveryToken: string;
    previewToken: string;
    managementToken: string;
    /** Webhook targets called on publish, unpublish and delete (CONTENT_SERVICE_WEBHOOK_URLS, comma separated). */
    webhookUrls: string[];
    /** Shared secret sent as `X-Contentful-Webhook-Secret` to webhook targets, when set. */
    webhookSecret: string | undefined;
    /**
     * Browser origins the service answers (CORS) and accepts writes from
     * (CONTENT_SERVICE_ALLOWED_ORIGINS, comma separated; default the site,
     * `http://localhost:${PORT:-3000}`, and the authoring workbench, `http://localhost:${WORKBENCH_PORT:-3001}`).
     * Requests without an `Origin` header (servers, scripts) are not affected.
     */
    allowedOrigins: string[];
    /**
     * How long a client may take to send a whole request, headers and body, before the
     * connection is answered 408 and closed (CONTENT_SERVICE_REQUEST_TIMEOUT_MS, default 20 000 ms;
     * the headers alone get at most half of it).
     */
    requestTimeoutMs: number;
}
/**
 * Reads the configuration from `env`, relative paths resolved against `cwd`.
 * @throws Error naming every invalid variable.
 */
export declare function loadConfig(env?: NodeJS.ProcessEnv, cwd?: string): ServiceConfig;
