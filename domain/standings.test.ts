import { describe, expect, it } from 'vitest';
import { applyBoardChanges, placeLabel, placeLabelIn, sharedPlaces, sortBoard } from './standings';

const labels = (totals: number[]) => sharedPlaces(totals).map(placeLabel);

describe('sharedPlaces', () => {
  it('gives level totals one place and skips the places they fill', () => {
    expect(labels([-3, 2, 2, 5])).toEqual(['1', 'T2', 'T2', '4']);
    expect(labels([2, 2, 3])).toEqual(['T1', 'T1', '3']);
  });

  it('writes places as German ordinals, a shared place as the same number', () => {
    expect(sharedPlaces([-3, 2, 2, 5]).map((place) => placeLabelIn('de', place))).toEqual(['1.', '2.', '2.', '4.']);
    expect(sharedPlaces([-3, 2, 2, 5]).map((place) => placeLabelIn('en', place))).toEqual(['1', 'T2', 'T2', '4']);
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
