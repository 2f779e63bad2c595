export interface TlsMaterial {
    key: string;
    cert: string;
    /** Path of the PEM certificate, for NODE_EXTRA_CA_CERTS or an https.Agent `ca`. */
    certPath: string;
}
/**
 * Loads the service's self-signed certificate from `dataDir`, generating it on first start
 * for `localhost`, `127.0.0.1` and `::1` (valid ten years). `contentful-migration` only speaks
 * HTTPS, so clients trust this certificate (scripts pass it as the https agent's `ca`).
 */
export declare function loadOrCreateCertificate(dataDir: string): Promise<TlsMaterial>;
