import { savedRoundSchema } from '../../../../domain/rounds';
import { apiJson, errorMessage, HttpError } from '../../../lib/api-fetch';
import { reportKeepProgress } from './keep-round-progress';
import { forgetRoundToKeep, roundsToKeep, type RoundToKeep } from './rounds-to-keep';

/**
 * Answers no retry changes: the game is gone or still on, the round is another member's or
 * empty, the phone is no team's. A 403 for a membership not yet seen by the server is not one.
 */
function isFinal(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 403) return error.body.includes('"not_joined"');
  return [404, 409, 410, 422].includes(error.status);
}

export interface SendOutcome {
  kept: RoundToKeep[];
  /** Rounds that can never be kept, with the server's reason in the words `describe` gives it. */
  refused: { round: RoundToKeep; reason: string }[];
  /** Rounds still on the phone, to try again. */
  failed: number;
}

/**
 * Asks the server to keep each waiting round for the signed-in member, one at a time, and lets
 * each go from the phone once the server has it. The server keeps a team's round under one id,
 * so asking again (a lost answer, a second tab) finds it kept rather than making a second.
 */
export async function sendRoundsToKeep(describe: (error: unknown) => string = errorMessage): Promise<SendOutcome> {
  const outcome: SendOutcome = { kept: [], refused: [], failed: 0 };
  for (const round of roundsToKeep()) {
    reportKeepProgress(round.code, { state: 'sending' });
    try {
      await apiJson(`/api/games/${encodeURIComponent(round.code)}/keep`, savedRoundSchema, { method: 'POST' });
      forgetRoundToKeep(round.code);
      outcome.kept.push(round);
      reportKeepProgress(round.code, { state: 'kept' });
    } catch (error) {
      if (isFinal(error)) {
        forgetRoundToKeep(round.code);
        const reason = describe(error);
        outcome.refused.push({ round, reason });
        reportKeepProgress(round.code, { state: 'refused', reason });
      } else {
        outcome.failed++;
        reportKeepProgress(round.code, { state: 'not-yet' });
      }
    }
  }
  return outcome;
}
