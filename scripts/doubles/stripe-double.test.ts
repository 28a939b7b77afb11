import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeDouble } from './stripe-double.ts';

type Double = Awaited<ReturnType<typeof startStripeDouble>>;
const running: Double[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((double) => double.stop()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function start(stateFile?: string) {
  const double = await startStripeDouble(stateFile ? { stateFile } : {});
  running.push(double);
  const { port } = new URL(double.env.STRIPE_API_BASE_URL);
  const stripe = new Stripe(double.env.STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { double, stripe };
}

describe('the local Stripe double', () => {
  it('remembers customers, prices and subscriptions across a restart when given a state file', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'stripe-double-'));
    folders.push(folder);
    const stateFile = path.join(folder, 'stripe-double.json');

    const first = await start(stateFile);
    const customer = await first.stripe.customers.create({ email: 'alice@example.com' });
    const price = await first.stripe.prices.create({
      currency: 'usd',
      unit_amount: 299,
      recurring: { interval: 'month' },
      lookup_key: 'monthly',
      product_data: { name: 'Monthly' },
    });
    const subscription = await first.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    await first.double.stop();

    const second = await start(stateFile);
    expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await second.stripe.prices.list({ lookup_keys: ['monthly'] })).data.map((found) => found.id)).toEqual([
      price.id,
    ]);
    expect((await second.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
  });

  it('starts empty without one', async () => {
    const first = await start();
    const customer = await first.stripe.customers.create({ email: 'bob@example.com' });
    await first.double.stop();
    const second = await start();
    await expect(second.stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
