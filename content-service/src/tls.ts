import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

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
export async function loadOrCreateCertificate(dataDir: string): Promise<TlsMaterial> {
  const dir = dataDir === ':memory:' ? join(process.cwd(), '.data/content-service-memory-tls') : dataDir;
  mkdirSync(dir, { recursive: true });
  const keyPath = join(dir, 'tls-key.pem');
  const certPath = join(dir, 'tls-cert.pem');
  if (!existsSync(keyPath) || !existsSync(certPath)) {
    const notAfterDate = new Date();
    notAfterDate.setFullYear(notAfterDate.getFullYear() + 10);
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      notAfterDate,
      extensions: [
        { name: 'basicConstraints', cA: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    });
    writeFileSync(keyPath, pems.private, { mode: 0o600 });
    writeFileSync(certPath, pems.cert);
  }
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}
