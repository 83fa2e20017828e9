import { generate } from 'selfsigned';
import type { TlsCredentials } from './server-factory.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * LOCUS_TLS=local: a throwaway self-signed certificate for localhost, made at start, so HTTPS and HTTP/2
 * can be tried (and measured) on one machine without a real certificate. Browsers warn about it.
 */
export async function localCertificate(now = new Date()): Promise<TlsCredentials> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + 30 * DAY_MS),
    extensions: [
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
  return { cert: pems.cert, key: pems.private };
}
