import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/auth-helpers';
import { errorOf, postJson } from '../../test/http';
import { connectPlayer, connectSpectator, gameRequest, joinGame, snapshotOf, startGame } from './game-fixtures';

const RULES = 'Left hand only\nNo phones on the table';

describe('house rules', () => {
  it('start with the game, reach every phone and the spectators, and are written anew by the host alone', async () => {
    const { code, host, watchId } = await startGame({ rules: `  ${RULES}\n\n` });
    expect(host.snapshot.rules).toBe(RULES);
    const guest = await joinGame(code, 'Eagles');
    expect(guest.snapshot.rules).toBe(RULES);

    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const spectator = (await connectSpectator(watchId)).socket;
    expect(await guestSocket.ask({ type: 'set-rules', rules: 'Anything goes' }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(await spectator.ask({ type: 'set-rules', rules: 'Anything goes' }, 'error')).toMatchObject({
      code: 'forbidden',
    });

    hostSocket.send({ type: 'set-rules', rules: 'Spills count twice' });
    for (const socket of [hostSocket, guestSocket, spectator]) {
      expect(await socket.next('rules')).toEqual({ type: 'rules', rules: 'Spills count twice' });
    }
    expect((await snapshotOf(code, guest.cookie)).rules).toBe('Spills count twice');
    for (const socket of [hostSocket, guestSocket, spectator]) socket.close();
  });

  it('refuse more than 400 characters, over HTTP and the socket, naming the field', async () => {
    const member = await signedInMember();
    const response = await postJson('/api/games', gameRequest({ rules: 'x'.repeat(401) }), { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await errorOf(response))).toContain('rules must be at most 400 characters');

    const { code, host } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    const refused = await socket.ask({ type: 'set-rules', rules: 'x'.repeat(401) }, 'error');
    expect(refused).toMatchObject({ code: 'invalid' });
    expect(refused.message).toContain('rules must be at most 400 characters');
    socket.close();
  });

  it('mask an obscene line for everyone but the host, and a game without rules has none', async () => {
    const { code, host } = await startGame({ rules: 'Left hand only\nfuck the rules' });
    expect(host.snapshot.rules).toBe('Left hand only\nfuck the rules');
    const guest = await joinGame(code, 'Eagles');
    expect(guest.snapshot.rules).toBe('Left hand only\n***');
    expect((await startGame()).host.snapshot.rules).toBe('');
  });
});
