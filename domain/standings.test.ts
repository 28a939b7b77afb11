import { describe, expect, it } from 'vitest';
import {
  applyBoardChanges,
  placeLabel,
  placeLabelIn,
  placeOf,
  sharedPlaces,
  sortBoard,
  teamStanding,
} from './standings';

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
    lastScored: null,
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

describe('placeOf', () => {
  const teams = [
    { id: 'late', total: 4 },
    { id: 'lead', total: -1 },
    { id: 'level-a', total: 2 },
    { id: 'level-b', total: 2 },
  ];

  it('gives a team the place its total earns among teams in any order, level totals sharing one', () => {
    expect(placeOf(teams, 'lead')).toEqual({ place: 1, tied: false });
    expect(placeOf(teams, 'level-b')).toEqual({ place: 2, tied: true });
    expect(placeOf(teams, 'level-a')).toEqual({ place: 2, tied: true });
    expect(placeOf(teams, 'late')).toEqual({ place: 4, tied: false });
    expect(placeOf(teams, 'gone')).toBeUndefined();
  });
});

describe('teamStanding', () => {
  const board = (totals: number[]) =>
    totals.map((total, index) => ({ id: `t${index}`, name: `Team ${index}`, total, holesPlayed: 3 }));

  it('puts a team level with another second as T2 of the board, behind the leader by the gap', () => {
    const teams = board([0, 3, 3, 5, 1, 7, 8, 9, 10, 11, 12, 13]);
    expect(teamStanding(teams, 't1')).toEqual({
      kind: 'behind',
      place: { place: 3, tied: true },
      total: 3,
      teams: 12,
      behind: 3,
    });
    expect(teamStanding(teams, 't4')).toEqual({
      kind: 'behind',
      place: { place: 2, tied: false },
      total: 1,
      teams: 12,
      behind: 1,
    });
  });

  it('says a team leads alone, and by how much over the next', () => {
    expect(teamStanding(board([-2, 1, 1]), 't0')).toEqual({ kind: 'leading', total: -2, teams: 3, ahead: 3 });
  });

  it('says a team shares the lead, and with how many, never that it leads alone', () => {
    expect(teamStanding(board([2, 2, 2, 4]), 't2')).toEqual({ kind: 'tiedForLead', total: 2, teams: 4, tiedWith: 2 });
  });

  it('finds the team wherever the board lists it, sorting it as every board does', () => {
    expect(teamStanding(board([9, 4, 6]), 't2')).toMatchObject({ kind: 'behind', place: { place: 2, tied: false } });
  });

  it('knows a team alone on the board, and nothing of a team the board does not list', () => {
    expect(teamStanding(board([1]), 't0')).toEqual({ kind: 'alone', total: 1 });
    expect(teamStanding(board([1, 2]), 'gone')).toBeUndefined();
  });
});
