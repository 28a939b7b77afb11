import { describe, expect, it } from 'vitest';
import type { TeamCard } from './game-protocol';
import { defaultHoles } from './holes';
import { presetPenalties } from './penalties';
import {
  applyBoardChanges,
  cardHoles,
  cardPenalties,
  placeLabel,
  sharedPlaces,
  sortBoard,
  standingOf,
} from './standings';

const labels = (totals: number[]) => sharedPlaces(totals).map(placeLabel);

describe('sharedPlaces', () => {
  it('gives level totals one place and skips the places they fill', () => {
    expect(labels([-3, 2, 2, 5])).toEqual(['1', 'T2', 'T2', '4']);
    expect(labels([2, 2, 3])).toEqual(['T1', 'T1', '3']);
  });

  it('numbers a board without ties 1, 2, 3', () => {
    expect(labels([-1, 0, 4])).toEqual(['1', '2', '3']);
  });

  it('lets a whole board share first place', () => {
    expect(labels([0, 0, 0])).toEqual(['T1', 'T1', 'T1']);
  });

  it('answers nothing for an empty board', () => {
    expect(sharedPlaces([])).toEqual([]);
  });
});

const layout = defaultHoles();
const penalties = presetPenalties('standard');

function card(scores: Record<number, TeamCard['holes'][number]['score']>, counts: Record<string, number> = {}) {
  return {
    holes: layout.map((hole) => ({ holeNumber: hole.holeNumber, score: scores[hole.holeNumber] ?? null, version: 1 })),
    penalties: penalties.map((penalty) => ({ id: penalty.id, count: counts[penalty.id] ?? 0, version: 1 })),
  };
}

describe('a team card', () => {
  it('puts the team scores on the layout and its counts on the penalty list', () => {
    const teamCard = card({ 1: 4, 2: 'NA' }, { 'late-to-bar': 2 });
    const holes = cardHoles(
      layout.map((hole) => ({ ...hole, barName: `Bar ${hole.holeNumber}` })),
      teamCard,
    );
    expect(holes[0]).toEqual({ holeNumber: 1, par: 3, barName: 'Bar 1', score: 4 });
    expect(holes[1]?.score).toBe('NA');
    expect(holes[2]).not.toHaveProperty('score');
    expect(cardPenalties(penalties, teamCard).find((penalty) => penalty.id === 'late-to-bar')?.count).toBe(2);
  });

  it('stands on the board by the shared scoring rule', () => {
    // +1 on hole 1, NA (+5) on hole 2, 2 penalties.
    expect(standingOf(layout, penalties, card({ 1: 4, 2: 'NA' }, { 'late-to-bar': 2 }))).toEqual({
      holesPlayed: 2,
      total: 8,
      parStatus: 'ABOVE PAR',
    });
    expect(standingOf(layout, penalties, card({}))).toEqual({ holesPlayed: 0, total: 0, parStatus: 'ON PAR' });
  });
});

describe('sortBoard', () => {
  it('puts the lowest total first, then the team further round, then by name', () => {
    const teams = [
      { id: 'a', name: 'Zed', total: 2, holesPlayed: 3 },
      { id: 'b', name: 'Alpha', total: -1, holesPlayed: 2 },
      { id: 'c', name: 'Bravo', total: 2, holesPlayed: 5 },
      { id: 'd', name: 'Alpha', total: 2, holesPlayed: 3 },
    ];
    expect(sortBoard(teams).map((team) => team.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(teams[0]?.id).toBe('a');
  });
});

describe('applyBoardChanges', () => {
  const row = (id: string, name: string, total: number, holesPlayed: number) => ({
    id,
    name,
    isHost: id === 'a',
    holesPlayed,
    total,
    parStatus: 'ON PAR' as const,
    online: true,
    changes: holesPlayed,
    updatedAt: '2026-11-22T20:00:00.000Z',
  });
  const board = {
    name: 'Pub Golf',
    status: 'live' as const,
    endedAt: null,
    teams: [row('a', 'Albatross Alehouse Irregulars', 0, 1), row('b', 'Bogey Brigade', 1, 1), row('c', 'Cider', 2, 1)],
  };

  it('replaces the changed rows, adds new teams, drops the teams gone and sorts as a full board does', () => {
    const next = applyBoardChanges(board, {
      name: 'Friday Crawl',
      teams: [row('c', 'Cider', -3, 2), row('d', 'Double Bogeys', 1, 2)],
      removed: ['b'],
    });
    expect(next.name).toBe('Friday Crawl');
    expect(next.status).toBe('live');
    expect(next.teams.map((team) => [team.id, team.total])).toEqual([
      ['c', -3],
      ['a', 0],
      ['d', 1],
    ]);
    expect(board.teams.map((team) => team.id)).toEqual(['a', 'b', 'c']);
  });

  it('changes nothing but the name when no row changed', () => {
    expect(applyBoardChanges(board, { name: 'Pub Golf', teams: [], removed: [] })).toEqual(board);
  });
});
