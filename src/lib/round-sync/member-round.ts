import * as z from 'zod/mini';
import { roundIdSchema } from '../../../domain/rounds';
import { workingScorecardSchema, type WorkingScorecard } from '../../../domain/scorecard';
import { readStored, removeStored, writeStored } from '../local-storage';

/**
 * A member's main card is a round on the server. This is the round they are playing, as this
 * device last showed it: the page opens with it at once, with or without a connection.
 */
const memberRoundSchema = z.object({
  id: roundIdSchema,
  card: workingScorecardSchema,
  editedAt: z.int(),
  /** The server has acknowledged the round at least once. */
  saved: z.boolean(),
});
export type MemberRound = z.infer<typeof memberRoundSchema>;

const memberRoundKey = (userId: string) => `pubgolf-round:${userId}`;

export function readMemberRound(userId: string): MemberRound | null {
  return readStored(memberRoundKey(userId), memberRoundSchema);
}

export function writeMemberRound(userId: string, round: MemberRound): boolean {
  return writeStored(memberRoundKey(userId), round);
}

export function forgetMemberRound(userId: string, roundId?: string): void {
  if (roundId !== undefined && readMemberRound(userId)?.id !== roundId) return;
  removeStored(memberRoundKey(userId));
}

/** The main card as a guest keeps it; a member's card lives here only until the server has it. */
export const WORKING_SCORECARD_KEY = 'pubgolf-scorecard';

/**
 * A saved round opened again from History becomes the round the main card plays. A card on
 * the main page not yet acknowledged is already queued as a round of its own, so it is safe
 * to replace here. False when the browser would not store it.
 */
export function playMemberRound(
  userId: string,
  round: { id: string; card: WorkingScorecard; editedAt: number },
): boolean {
  if (!writeMemberRound(userId, { ...round, saved: true })) return false;
  removeStored(WORKING_SCORECARD_KEY);
  return true;
}

/**
 * A new round on the main card, from a card the member starts afresh: the round they were playing
 * is let go (already queued when unsent, as above), and the main card makes the new one a round
 * of its own as it opens. False when the browser would not store it.
 */
export function playNewMemberCard(userId: string, card: WorkingScorecard): boolean {
  if (!writeStored(WORKING_SCORECARD_KEY, card)) return false;
  forgetMemberRound(userId);
  return true;
}

/**
 * Who was last known to be a member on this device. The main card trusts it until the user and
 * subscription calls answer, so a member's round shows at once on a reload rather than a blank
 * card that a quick tap would turn into a new round.
 */
const LAST_MEMBER_KEY = 'pubgolf-member';
const lastMemberSchema = z.string().check(z.minLength(1));

export function readLastMember(): string | null {
  return readStored(LAST_MEMBER_KEY, lastMemberSchema);
}

export function rememberMember(userId: string | null): void {
  if (userId === null) removeStored(LAST_MEMBER_KEY);
  else writeStored(LAST_MEMBER_KEY, userId);
}
