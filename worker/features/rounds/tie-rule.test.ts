/**
 * TIE_RULE (domain/standings.ts) on both kinds of board: the same rounds, saved to D1 and read
 * through a public board's SQL, and played as a live game's teams and sorted by `sortBoard`, come
 * out with the same totals in the same order and the same shared places.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BoardTeam } from '../../../domain/game-protocol';
import type { Hole } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { formatToPar } from '../../../domain/scoring';
import { placeLabel, sharedPlaces, sortBoard } from '../../../domain/standings';
import { standingOf } from '../../../domain/team-card';
import { createDb } from '../../db/client';
import { publicBoard } from '../../lib/rounds/public-board';
import { memberCookie } from '../../test/auth-helpers';
import { courseWithPars } from '../../test/courses';
import { holes, saveRound } from './round-fixtures';

const PAR = 3;
const LATE: Penalty = { id: 'late-to-bar', name: 'Late to Bar', count: 0 };

/** Complete rounds in no order, three level at +2 and two at +7; each hole par 3, 'late' penalties on top. */
const ROUNDS: { team: string; scores: (number | 'NA')[]; late: number }[] = [
  { team: 'Cider Sippers', scores: [3, 3, 3, 3, 3, 3, 3, 3, 3], late: 2 }, // +2
  { team: 'Eagle Eyes', scores: [4, 4, 4, 3, 3, 3, 3, 3, 3], late: 2 }, // +5
  { team: 'Albatross', scores: [2, 2, 2, 3, 3, 3, 3, 3, 3], late: 0 }, // -3
  { team: 'Double Bogeys', scores: ['NA', 2, 2, 2, 3, 3, 3, 3, 3], late: 0 }, // +5 -3: +2
  { team: 'Last Orders', scores: [5, 5, 5, 3, 3, 3, 3, 3, 3], late: 3 }, // +9
  { team: 'Bogey Brigade', scores: [4, 4, 3, 3, 3, 3, 3, 3, 3], late: 0 }, // +2
  { team: 'Hop Scotch', scores: [4, 4, 4, 4, 3, 3, 3, 3, 3], late: 3 }, // +7
  { team: 'Froth', scores: ['NA', 4, 4, 3, 3, 3, 3, 3, 3], late: 0 }, // +7
];

const TOTALS = [-3, 2, 2, 2, 5, 7, 7, 9];
const PLACES = ['1', 'T2', 'T2', 'T2', '5', 'T6', 'T6', '8'];

const placesOf = (totals: readonly number[]) => sharedPlaces(totals).map(placeLabel);

/** Each team's place and total on a board, by name: 'T2 +2'. */
function standings(board: readonly { name: string; total: number }[]): Record<string, string> {
  const places = placesOf(board.map((row) => row.total));
  return Object.fromEntries(board.map((row, index) => [row.name, `${places[index]} ${formatToPar(row.total)}`]));
}

/** The rounds as a live game's teams: each card on the game's layout, its standing by the game's rule. */
function liveBoard(): Pick<BoardTeam, 'id' | 'name' | 'total' | 'holesPlayed'>[] {
  const layout: Hole[] = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: PAR }));
  const teams = ROUNDS.map((round, index) => {
    const card = {
      holes: round.scores.map((score, hole) => ({ holeNumber: hole + 1, score, version: 1 })),
      penalties: [{ id: LATE.id, count: round.late, version: 1 }],
    };
    const { total, holesPlayed } = standingOf(layout, [LATE], card);
    return { id: `team-${index}`, name: round.team, total, holesPlayed };
  });
  return sortBoard(teams);
}

/** The rounds saved by a member on one course of their own, and that course's public board read from D1. */
async function savedBoard() {
  const cookie = await memberCookie();
  const { id: courseId } = await courseWithPars(cookie, PAR);
  for (const [index, round] of ROUNDS.entries()) {
    const { id } = await saveRound(cookie, {
      teamName: round.team,
      holes: holes(round.scores, PAR),
      penalties: [{ ...LATE, count: round.late }],
      courseId,
    });
    // Played a minute apart in the list's order, so an order by time alone would not sort the board.
    await env.DB.prepare('update scorecards set created_at = created_at - ? where id = ?')
      .bind((ROUNDS.length - index) * 60, id)
      .run();
  }
  return publicBoard(createDb(env.DB), env.CACHE, courseId);
}

describe('TIE_RULE', () => {
  it('orders and places the same rounds alike on a saved rounds’ board and on a live board', async () => {
    const saved = await savedBoard();
    const live = liveBoard();

    const savedTotals = saved.map((entry) => entry.totalScore);
    const liveTotals = live.map((team) => team.total);
    expect(savedTotals).toEqual(TOTALS);
    expect(liveTotals).toEqual(TOTALS);
    expect(placesOf(savedTotals)).toEqual(PLACES);
    expect(placesOf(liveTotals)).toEqual(PLACES);

    // Among level totals each board keeps its own order, which moves no one: each team holds the
    // same place with the same total on both.
    const savedStandings = standings(saved.map((entry) => ({ name: entry.teamName, total: entry.totalScore })));
    expect(savedStandings).toEqual(standings(live));
    expect(savedStandings['Froth']).toBe('T6 +7');
  });
});
