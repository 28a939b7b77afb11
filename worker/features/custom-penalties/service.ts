import { eq } from 'drizzle-orm';
import type { Penalty } from '../../../domain/penalties';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';

/**
 * Stores a member's custom penalty list, replacing the last one. Counts are stored as 0: the
 * list is the team's rules for every new card, while counts belong to one round and stay on
 * that card (loading the list keeps the card's counts for the same ids).
 */
export async function saveCustomPenalties(
  db: Db,
  userId: string,
  penalties: readonly Penalty[],
  at = new Date(),
): Promise<Penalty[]> {
  const stored = penalties.map(({ id, name }) => ({ id, name, count: 0 }));
  await db
    .update(users)
    .set({ customPenalties: stored, updatedAt: wholeSeconds(at) })
    .where(eq(users.id, userId));
  return stored;
}
