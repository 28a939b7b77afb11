/**
 * The store `npm run admin` runs on: each batch of SQL is one `wrangler d1 execute`, each change
 * to KV one `wrangler kv` command, on the local state folder or, with --remote, the deployed
 * database and namespace. Stripe is the loopback double on the state folder's records locally,
 * the live API with STRIPE_SECRET_KEY remotely.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStripeClient } from '../../worker/adapters/stripe.ts';
import { startStripeDouble } from '../doubles/stripe-double.ts';
import { Refusal } from './commands.ts';
import { cancelWith, type AdminStore, type Row, type Statement } from './store.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface Target {
  remote: boolean;
  stateDir: string;
}

function where(target: Target): string[] {
  return target.remote ? ['--remote'] : ['--local', '--persist-to', target.stateDir];
}

/** Runs wrangler and answers its stdout; its stderr passes through only when it fails. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrangler', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrangler ${args[0]} ${args[1]} failed (${code}):\n${err}${out}`)),
    );
  });
}

/**
 * The statement with each `?N` written as its parameter's SQL literal: wrangler's --command
 * takes no bound parameters.
 */
export function withLiterals({ sql, params = [] }: Statement): string {
  return sql.replace(/\?(\d+)/g, (placeholder, index: string) => {
    const value = params[Number(index) - 1];
    if (value === undefined) throw new Error(`No parameter for ${placeholder} in: ${sql}`);
    return `'${value.replaceAll("'", "''")}'`;
  });
}

/** A JSON file of its own for one wrangler command, removed afterwards. */
async function withJsonFile<T>(value: unknown, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-'));
  try {
    const file = path.join(dir, 'input.json');
    await writeFile(file, JSON.stringify(value));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stripe for this target, started only when something is to be cancelled. */
async function cancelAtStripe(target: Target, subscriptionId: string): Promise<void> {
  if (target.remote) {
    const secretKey = process.env.STRIPE_SECRET_KEY;
    if (!secretKey) throw new Refusal('Set STRIPE_SECRET_KEY to cancel the subscription; nothing was changed.');
    await cancelWith(createStripeClient({ secretKey, apiBaseUrl: null }), subscriptionId);
    return;
  }
  const double = await startStripeDouble({ stateFile: path.join(target.stateDir, 'stripe-double.json') });
  try {
    const client = createStripeClient({
      secretKey: double.env.STRIPE_SECRET_KEY ?? '',
      apiBaseUrl: new URL(double.env.STRIPE_API_BASE_URL ?? ''),
    });
    await cancelWith(client, subscriptionId);
  } finally {
    await double.stop();
  }
}

export function wranglerStore(target: Target): AdminStore {
  const batch = async (statements: readonly Statement[]): Promise<Row[][]> => {
    // One command runs its statements as one batch, and answers each one's rows in order.
    const command = statements.map(withLiterals).join(';\n');
    const out = await wrangler(['d1', 'execute', 'DB', ...where(target), '--json', '--command', command]);
    const results = JSON.parse(out) as { results?: Row[] }[];
    return results.map((result) => result.results ?? []);
  };
  const kv = (args: string[]) => wrangler(['kv', ...args, '--binding', 'CACHE', ...where(target)]);
  return {
    batch,
    query: async (sql, params) => (await batch([{ sql, params }]))[0] ?? [],
    deleteKeys: async (keys) => {
      if (keys.length === 0) return;
      await withJsonFile(keys, (file) => kv(['bulk', 'delete', file, '--force']));
    },
    putKeys: async (entries) => {
      const pairs = Object.entries(entries).map(([key, value]) => ({ key, value }));
      if (pairs.length === 0) return;
      await withJsonFile(pairs, (file) => kv(['bulk', 'put', file]));
    },
    listKeys: async () => {
      const listed = JSON.parse(await kv(['key', 'list'])) as { name: string }[];
      return listed.map((entry) => entry.name);
    },
    cancelSubscription: (subscriptionId) => cancelAtStripe(target, subscriptionId),
  };
}
