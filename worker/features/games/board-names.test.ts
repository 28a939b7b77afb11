import { describe, expect, it } from 'vitest';
import { gameSnapshotSchema } from '../../../domain/game-protocol';
import { get } from '../../test/http';
import { joinGame, startGame } from './game-fixtures';

describe("a live game's spectator board", () => {
  it('shows a team name cleaned, and an obscene one, plain or disguised, as its team number', async () => {
    const { code, watchId } = await startGame();
    const spaced = await joinGame(code, '  The\u200B   Hop \u202EScotch  ');
    const obscene = await joinGame(code, 'Sh1t Faced');
    const response = await get(`/api/watch/${watchId}`);
    expect(response.status).toBe(200);
    const names = new Map(gameSnapshotSchema.parse(await response.json()).board.teams.map((t) => [t.id, t.name]));
    expect(names.get(spaced.teamId)).toBe('The Hop Scotch');
    expect(names.get(obscene.teamId)).toBe(`Team #${obscene.teamId.slice(0, 6).toUpperCase()}`);
  });
});
