import { describe, expect, it } from 'vitest';
import type { BoardTeam } from '../../../../domain/game-protocol';
import { latestChanges } from './latest-changes';

function team(name: string, changes: number, updatedAt: string): BoardTeam {
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
  };
}

describe('latestChanges', () => {
  const teams = [
    team('Eagles', 2, '2026-05-01T20:05:00.000Z'),
    team('Birdies', 1, '2026-05-01T20:09:00.000Z'),
    team('Just Joined', 0, '2026-05-01T20:10:00.000Z'),
    team('Albatross', 3, '2026-05-01T20:01:00.000Z'),
  ];

  it('lists the teams that changed last first, with their places, leaving out teams yet to score', () => {
    expect(latestChanges(teams, [1, 2, 3, 3], 5).map(({ team, place }) => [team.name, place])).toEqual([
      ['Birdies', 2],
      ['Eagles', 1],
      ['Albatross', 3],
    ]);
  });

  it('keeps as many as asked for', () => {
    expect(latestChanges(teams, [1, 2, 3, 4], 1).map(({ team }) => team.name)).toEqual(['Birdies']);
    expect(latestChanges([], [], 3)).toEqual([]);
  });
});
