/** Accounts: who a provider's profile is, and the user as the app sees it. */
import { and, eq } from 'drizzle-orm';
import type { Penalty } from '../../../src/domain/penalties';
import type { Db } from '../../db/client';
import { oauthAccounts, type User, users } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import type { OAuthProfile, ProviderName } from './providers/provider';

/**
 * Finds the user this profile belongs to: the account already linked to it, else the user
 * with the same verified e-mail (so Google and GitHub reach one account), else a new user.
 * The profile's names and picture refresh the stored ones.
 */
export async function signInUser(db: Db, provider: ProviderName, profile: OAuthProfile, at = new Date()): Promise<User> {
  const now = wholeSeconds(at);
  const email = profile.emailVerified && profile.email ? profile.email.trim().toLowerCase() : null;
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)))
    .get();
  const existing = linked?.user ?? (email ? await db.select().from(users).where(eq(users.email, email)).get() : undefined);
  const link = (userId: string) =>
    db.insert(oauthAccounts).values({ provider, providerUserId: profile.providerUserId, userId, createdAt: now });

  if (!existing) {
    const user: User = {
      id: crypto.randomUUID(),
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      createdAt: now,
      updatedAt: now,
    };
    await db.batch([db.insert(users).values(user), link(user.id)]);
    return user;
  }

  const changes = {
    firstName: profile.firstName ?? existing.firstName,
    lastName: profile.lastName ?? existing.lastName,
    profileImageUrl: profile.profileImageUrl ?? existing.profileImageUrl,
    email: email && (await emailIsFree(db, email, existing.id)) ? email : existing.email,
    updatedAt: now,
  };
  const update = db.update(users).set(changes).where(eq(users.id, existing.id));
  if (linked) await update;
  else await db.batch([update, link(existing.id)]);
  return { ...existing, ...changes };
}

async function emailIsFree(db: Db, email: string, userId: string): Promise<boolean> {
  const owner = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  return !owner || owner.id === userId;
}

/** The `GET /api/auth/user` answer (spec §3 User). */
export function userJson(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    // Saved custom penalties arrive with their own table; until then there are none.
    customPenalties: [] as Penalty[],
  };
}
