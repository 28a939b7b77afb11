/**
 * A loopback stand-in for a browser's push service (the Web Push protocol, RFC 8030): it makes
 * subscriptions whose endpoints are its own, takes the Worker's pushes to them, checks each
 * push's VAPID signature (RFC 8292), decrypts it with the subscription's key (RFC 8291) and
 * records what was sent. It also hands the local Worker its VAPID keys, made once and kept in the
 * state folder, so a browser's real subscription survives a restart of `npm start`.
 *
 *   POST /subscriptions   → { endpoint, keys: { p256dh, auth } }; with { "failWith": 500 } one
 *                           whose every push is answered with that status
 *   POST /push/{id}       a push: 201, 404 for no such subscription, 403 for a bad VAPID header
 *   GET  /sent            → [{ endpoint, at, ttl, urgency, notice }], each push received (newest
 *                           last, failed ones included); ?endpoint=… for one subscription's
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newVapidKeys, type VapidKeys } from '../vapid-keys.ts';
import { sendJson, startLoopbackServer } from './http-server.ts';

const { subtle } = webcrypto;

interface Subscription {
  endpoint: string;
  privateKey: webcrypto.CryptoKey;
  publicKey: Uint8Array;
  auth: Uint8Array;
  failWith: number | null;
}

interface SentPush {
  endpoint: string;
  at: string;
  ttl: string | null;
  urgency: string | null;
  status: number;
  /** The decrypted notification, JSON where it parses. */
  notice: unknown;
}

const VAPID_SUBJECT = 'mailto:push@localhost';

export async function startPushDouble({ stateFile }: { stateFile?: string } = {}) {
  const vapid = await vapidKeys(stateFile);
  const subscriptions = new Map<string, Subscription>();
  const sent: SentPush[] = [];
  const server = await startLoopbackServer(
    (req, res) => handle(req, res, { origin: server.origin, vapid, subscriptions, sent }),
    (error, res) => sendJson(res, 500, { error: String(error) }),
  );
  return {
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT },
    origin: server.origin,
    stop: server.stop,
  };
}

interface DoubleState {
  origin: string;
  vapid: VapidKeys;
  subscriptions: Map<string, Subscription>;
  sent: SentPush[];
}

async function handle(req: IncomingMessage, res: ServerResponse, state: DoubleState): Promise<void> {
  const url = new URL(req.url ?? '/', state.origin);
  const body = await readBytes(req);
  if (req.method === 'POST' && url.pathname === '/subscriptions') {
    const asked = body.byteLength > 0 ? (JSON.parse(new TextDecoder().decode(body)) as { failWith?: number }) : {};
    const subscription = await newSubscription(`${state.origin}/push/${randomUUID()}`, asked.failWith ?? null);
    state.subscriptions.set(subscription.endpoint, subscription);
    return sendJson(res, 201, {
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: base64Url(subscription.publicKey), auth: base64Url(subscription.auth) },
    });
  }
  if (req.method === 'GET' && url.pathname === '/sent') {
    const endpoint = url.searchParams.get('endpoint');
    return sendJson(
      res,
      200,
      state.sent.filter((push) => endpoint === null || push.endpoint === endpoint),
    );
  }
  if (req.method === 'POST' && url.pathname.startsWith('/push/')) {
    const subscription = state.subscriptions.get(`${state.origin}${url.pathname}`);
    if (!subscription) return sendJson(res, 404, { error: 'No such subscription' });
    if (!(await validVapid(req.headers.authorization, state.vapid.publicKey))) {
      return sendJson(res, 403, { error: 'The VAPID header is missing or its signature is wrong' });
    }
    const status = subscription.failWith ?? 201;
    state.sent.push({
      endpoint: subscription.endpoint,
      at: new Date().toISOString(),
      ttl: header(req, 'ttl'),
      urgency: header(req, 'urgency'),
      status,
      notice: await decrypted(subscription, body),
    });
    res.writeHead(status).end();
    return;
  }
  sendJson(res, 404, { error: 'Not found' });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBytes(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

async function newSubscription(endpoint: string, failWith: number | null): Promise<Subscription> {
  const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return {
    endpoint,
    privateKey: pair.privateKey,
    publicKey,
    auth: webcrypto.getRandomValues(new Uint8Array(16)),
    failWith,
  };
}

/** The VAPID keys of the local Worker: read from the state file, or made and kept there. */
async function vapidKeys(stateFile: string | undefined): Promise<VapidKeys> {
  if (stateFile) {
    try {
      return JSON.parse(await readFile(stateFile, 'utf8')) as VapidKeys;
    } catch {
      // None kept yet: made below.
    }
  }
  const keys = await newVapidKeys();
  if (stateFile) await writeFile(stateFile, JSON.stringify(keys));
  return keys;
}

/** `vapid t=<JWT>, k=<key>` signed by the local Worker's key (RFC 8292 §3). */
async function validVapid(authorization: string | undefined, expectedKey: string): Promise<boolean> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return false;
  const [, head = '', claims = '', signature = '', key = ''] = match;
  if (key !== expectedKey) return false;
  const publicKey = await subtle.importKey(
    'raw',
    Buffer.from(key, 'base64url'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${head}.${claims}`),
  );
}

async function hkdf(salt: Uint8Array, ikm: ArrayBuffer | Uint8Array, info: Uint8Array, bytes: number) {
  const key = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** The push's content, decrypted as a browser would (RFC 8291, one aes128gcm record); null when it does not decrypt. */
async function decrypted(subscription: Subscription, body: Uint8Array): Promise<unknown> {
  try {
    const salt = body.slice(0, 16);
    const keyIdLength = body[20] ?? 0;
    const serverKey = body.slice(21, 21 + keyIdLength);
    const ciphertext = body.slice(21 + keyIdLength);
    const serverPublic = await subtle.importKey('raw', serverKey, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const shared = await subtle.deriveBits({ name: 'ECDH', public: serverPublic }, subscription.privateKey, 256);
    const text = (value: string) => new TextEncoder().encode(value);
    const keyInfo = new Uint8Array([...text('WebPush: info\0'), ...subscription.publicKey, ...serverKey]);
    const ikm = await hkdf(subscription.auth, shared, keyInfo, 32);
    const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
    const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
    const aes = await subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
    const padded = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext));
    // The last record ends with 0x02, then zeros of padding.
    const end = padded.lastIndexOf(2);
    const plain = new TextDecoder().decode(padded.slice(0, end));
    try {
      return JSON.parse(plain) as unknown;
    } catch {
      return plain;
    }
  } catch {
    return null;
  }
}
