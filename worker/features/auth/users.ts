/** Accounts: who a provider's profile is, and the user as the app sees it. */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { penaltiesSchema } from '../../../domain/penalties';
import type { CurrentUser } from '../../../domain/user';
import type { Db } from '../../db/client';
import { oauthAccounts, type User, users } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import type { OAuthProfile, ProviderName } from './providers/provider';

interface ProviderAccount {
  provider: ProviderName;
  providerUserId: string;
}

/**
 * Finds the user this profile belongs to: the account already linked to it, else the user
 * with the same verified e-mail (so Google and GitHub reach one account), else a new user.
 * The profile's names and picture refresh the stored ones.
 *
 * Two first sign-ins can run at once (a double click, two tabs). So nothing here reads and
 * then inserts: each insert gives way to the row a parallel sign-in has just written, and
 * both end as the same user.
 */
export async function signInUser(
  db: Db,
  provider: ProviderName,
  profile: OAuthProfile,
  at = new Date(),
): Promise<User> {
  const now = wholeSeconds(at);
  const email = profile.emailVerified && profile.email ? profile.email.trim().toLowerCase() : null;
  const account: ProviderAccount = { provider, providerUserId: profile.providerUserId };

  const linked = await linkedUser(db, account);
  if (linked) return refreshProfile(db, linked, profile, email, now);

  const created = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
    .get();
  const candidate = created ?? (email ? await db.select().from(users).where(eq(users.email, email)).get() : undefined);
  if (!candidate) throw new Error('The user with this e-mail was deleted during sign-in');

  await db
    .insert(oauthAccounts)
    .values({ ...account, userId: candidate.id, createdAt: now })
    .onConflictDoNothing();
  // A parallel sign-in of this same account may have linked it first: its link stands.
  const owner = await linkedUser(db, account);
  if (!owner) throw new Error('The account link was deleted during sign-in');
  if (created && owner.id === created.id) return created;
  if (created) await deleteIfUnlinked(db, created.id);
  return refreshProfile(db, owner, profile, email, now);
}

function linkedUser(db: Db, { provider, providerUserId }: ProviderAccount): Promise<User | undefined> {
  return db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .get()
    .then((row) => row?.user);
}

async function refreshProfile(
  db: Db,
  user: User,
  profile: OAuthProfile,
  email: string | null,
  now: Date,
): Promise<User> {
  const updated = await db
    .update(users)
    .set({
      firstName: profile.firstName ?? user.firstName,
      lastName: profile.lastName ?? user.lastName,
      profileImageUrl: profile.profileImageUrl ?? user.profileImageUrl,
      // A verified e-mail is taken up unless another user has it, checked in the same statement
      // so that a parallel sign-in cannot claim it between the check and the write.
      ...(email
        ? {
            email: sql`(case when exists (select 1 from users as other where other.email = ${email} and other.id <> ${user.id}) then ${users.email} else ${email} end)`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  return updated ?? user;
}

/** The user a losing parallel sign-in made, unless something links to it after all. */
async function deleteIfUnlinked(db: Db, userId: string): Promise<void> {
  const links = db.select({ userId: oauthAccounts.userId }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await db.delete(users).where(and(eq(users.id, userId), notExists(links)));
}

/** The `GET /api/auth/user` answer: the user as the app shows them, with their saved penalty list. */
export function userJson(user: User): CurrentUser {
  // Saved lists were checked when saved; one that a later, stricter rule refuses reads as none.
  const customPenalties = penaltiesSchema.safeParse(user.customPenalties);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    customPenalties: customPenalties.success ? customPenalties.data : [],
  };
}
