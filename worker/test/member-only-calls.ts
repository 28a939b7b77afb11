/** The refusals every member-only route gives, as tests over a list of its calls. */
import { expect, it } from 'vitest';
import { signedInUser } from './auth-helpers';
import { errorOf } from './http';

/** A call to the route under test, sent with this Cookie header or with none. */
type Call = (cookie?: string) => Promise<Response>;

/** Each call answers 401 when signed out and 403 to a signed-in user without a membership. */
export function itRefusesNonMembers(calls: [name: string, call: Call][]): void {
  it.each(calls)('%s answers 401 when signed out', async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
  });

  it.each(calls)('%s answers 403 without a membership', async (_name, call) => {
    const response = await call((await signedInUser()).cookie);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('subscription_required');
  });
}
