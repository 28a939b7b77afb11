import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { appUrl } from './servers';
import { WAIT_MS } from './wait';

/**
 * Local mode signs in through the loopback OpenID provider with no form: the hint picks the person.
 * These wait with playwright's own `waitFor`, so a `beforeAll` can use them too.
 */
export async function signInAs(page: Page, email: string) {
  await page.goto(`/api/login?login_hint=${encodeURIComponent(email)}`);
  // The member's links: in the header's row, or on a phone behind its Menu.
  await page
    .getByRole('link', { name: 'Account' })
    .or(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }))
    .first()
    .waitFor();
}

/**
 * Signs the page's context in as `email` through the local provider, with no page opened: for a
 * test that needs a signed-in person and is not about signing in. Throws when the sign-in fails.
 */
export async function signInByRequest(page: Page, email: string) {
  const signIn = await page.request.get(`/api/login?login_hint=${encodeURIComponent(email)}`);
  if (!signIn.ok() || (await signedInAs(page)) !== email) {
    throw new Error(`Signing in as ${email} failed: the sign-in answered ${signIn.status()} at ${signIn.url()}`);
  }
}

/**
 * Pays on /subscribe through the TEST MODE card form (4000 0000 0000 0002 is declined): for the
 * tests about buying. A test that only needs a member makes one with `signInAsMember`.
 */
export async function buy(page: Page, plan: 'Monthly' | 'Lifetime', card = '4242 4242 4242 4242') {
  await page.goto('/subscribe');
  await page.getByText('TEST MODE').waitFor();
  await page.getByRole('radio', { name: new RegExp(plan) }).check({ force: true });
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

/**
 * Signs in as `email` (unless the page is signed in as them already) and subscribes them to
 * `plan` without the card form: through the local provider, then the calls the subscribe page
 * makes, paid with the double's test card. The calls go with the page's cookies (its context's
 * request client) and the app's Origin, as the page's own would. Waits until the status says
 * active (a monthly plan once the double's webhook has landed), then opens `open`: by default
 * `/`, loaded once the app has read the member's status; null leaves the page as it was, for a
 * caller that wants only the signed-in state. Throws, naming the step, when one fails. It can
 * run in a `beforeAll`.
 */
export async function signInAsMember(
  page: Page,
  email: string,
  { plan = 'lifetime', open = '/' }: { plan?: 'lifetime' | 'monthly'; open?: string | null } = {},
) {
  if ((await signedInAs(page)) !== email) await signInByRequest(page, email);

  if (plan === 'monthly') await post(page, '/api/update-subscription-plan', { plan });
  const created = (await post(page, '/api/get-or-create-subscription', { plan })) as {
    clientSecret?: string | null;
    error?: string;
  };
  if (!created.clientSecret) {
    throw new Error(`${email} got no ${plan} payment to confirm: ${created.error ?? 'no client secret'}`);
  }
  const { paymentIntentId } = (await post(page, '/api/billing/test-confirm', {
    clientSecret: created.clientSecret,
    cardNumber: '4242424242424242',
  })) as { paymentIntentId: string };
  if (plan === 'lifetime') await post(page, '/api/confirm-lifetime-payment', { paymentIntentId });

  // expect.poll works only inside a test; vi.waitFor polls as well in a hook.
  await vi
    .waitFor(
      async () => {
        const response = await page.request.get('/api/subscription/status');
        const status = response.ok() ? ((await response.json()) as { hasActiveSubscription: boolean }) : null;
        if (!status?.hasActiveSubscription) throw new Error(`status ${response.status()}`);
      },
      { timeout: WAIT_MS, interval: 100 },
    )
    .catch((error: unknown) => {
      throw new Error(`${email}'s ${plan} subscription never became active`, { cause: error });
    });

  if (open === null) return;
  if (open !== '/') {
    await page.goto(open);
    return;
  }
  const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/subscription/status');
  await page.goto('/');
  const answer = await status;
  if (!answer.ok()) throw new Error(`The app could not read ${email}'s subscription status: ${answer.status()}`);
}

/** The email of whoever the page's cookies sign in, if anyone. */
async function signedInAs(page: Page): Promise<string | undefined> {
  const user = await page.request.get('/api/auth/user');
  return user.ok() ? ((await user.json()) as { email?: string }).email : undefined;
}

/** A JSON POST with the app's own Origin, which the CSRF check asks for; throws, with the answer, unless it succeeds. */
async function post(page: Page, path: string, body: object): Promise<unknown> {
  const response = await page.request.post(path, {
    data: body,
    headers: { Origin: new URL(appUrl()).origin },
  });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}
