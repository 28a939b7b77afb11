/**
 * The rounds of ended games this phone played as a guest team and asked to keep: each waits
 * here until a member signed in on this phone has it in their History (the game holds the card;
 * this phone holds the team's cookie that proves whose it is).
 */
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../../lib/local-storage';

const ROUNDS_TO_KEEP_KEY = 'pubgolf-live-rounds-to-keep';
/** As long as an ended game (and its team cookie) lasts: after that there is nothing left to keep. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const roundsToKeepSchema = z.array(
  z.object({ code: z.string(), gameName: z.string(), teamName: z.string(), askedAt: z.number() }),
);
export type RoundToKeep = z.infer<typeof roundsToKeepSchema>[number];

/** The rounds still waiting, those of games long gone left out. */
export function roundsToKeep(now = Date.now()): RoundToKeep[] {
  return (readStored(ROUNDS_TO_KEEP_KEY, roundsToKeepSchema) ?? []).filter(
    (round) => now - round.askedAt < KEPT_FOR_MS,
  );
}

/** The team's round waits on this phone for a member to sign in. */
export function keepRoundLater(round: Omit<RoundToKeep, 'askedAt'>, now = Date.now()): void {
  const others = roundsToKeep(now).filter((kept) => kept.code !== round.code);
  writeStored(ROUNDS_TO_KEEP_KEY, [...others, { ...round, askedAt: now }]);
}

/** The server has the round (or it can never be kept): it waits no more. */
export function forgetRoundToKeep(code: string): void {
  const left = roundsToKeep().filter((round) => round.code !== code);
  if (left.length === 0) removeStored(ROUNDS_TO_KEEP_KEY);
  else writeStored(ROUNDS_TO_KEEP_KEY, left);
}
