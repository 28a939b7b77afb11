import { describe, expect, it } from 'vitest';
import type { BoardTeam } from '../../../../domain/game-protocol';
import { latestChanges } from './latest-changes';

function team(name: string, changes: number, updatedAt: string, lastScored: BoardTeam['lastScored']): BoardTeam {
  return {
    id: name,
    name,
    isHost: false,
    holesPlayed: changes,
    total: 0,
    parStatus: 'ON PAR',
    online: true,
    changes,
    updatedAt,
    lastScored,
  };
}

describe('latestChanges', () => {
  const teams = [
    team('Eagles', 2, '2026-05-01T20:05:00.000Z', { holeNumber: 2, score: 3, barName: 'The Salisbury' }),
    team('Birdies', 1, '2026-05-01T20:09:00.000Z', { holeNumber: 1, score: 'NA', barName: null }),
    team('Just Joined', 0, '2026-05-01T20:10:00.000Z', null),
    team('Penalties Only', 1, '2026-05-01T20:11:00.000Z', null),
    team('Albatross', 3, '2026-05-01T20:01:00.000Z', { holeNumber: 3, score: 2, barName: 'The Lamb' }),
  ];

  it('tells the teams that changed last first, each with the hole it scored last and its bar, leaving out teams yet to score a hole', () => {
    expect(latestChanges(teams, 5)).toEqual([
      { team: 'Birdies', holeNumber: 1, score: 'NA', barName: null },
      { team: 'Eagles', holeNumber: 2, score: 3, barName: 'The Salisbury' },
      { team: 'Albatross', holeNumber: 3, score: 2, barName: 'The Lamb' },
    ]);
  });

  it('keeps as many as asked for', () => {
    expect(latestChanges(teams, 1).map(({ team }) => team)).toEqual(['Birdies']);
    expect(latestChanges([], 3)).toEqual([]);
  });
});
