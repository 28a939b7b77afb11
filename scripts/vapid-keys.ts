/**
 * A new pair of VAPID keys (RFC 8292) for the Worker's notifications: the local push double makes
 * one for `npm start`, and `npm run vapid-keys` prints one to set as secrets for a deployed Worker:
 *   npx wrangler secret put VAPID_PUBLIC_KEY   (and VAPID_PRIVATE_KEY, VAPID_SUBJECT)
 */
import { webcrypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: what phones subscribe with. */
  publicKey: string;
  /** The private key's `d`, base64url. */
  privateKey: string;
}

export async function newVapidKeys(): Promise<VapidKeys> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d ?? '' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const keys = await newVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
}
