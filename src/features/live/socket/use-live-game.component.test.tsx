import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_SOCKETS_CLOSE_CODE, type Board, type GameSnapshot } from '../../../../domain/game-protocol';
import { waitMs } from '../../../lib/waits';
import { boardTeam } from '../fake-live-game';
import { useLiveGame } from './use-live-game';

/** The game's sockets this test opened: it closes them as the game would. */
const sockets = vi.hoisted(() => [] as EventTarget[]);

vi.mock('partysocket/ws', () => ({
  default: class extends EventTarget {
    readonly OPEN = 1;
    readyState = 0;
    constructor() {
      super();
      sockets.push(this);
    }
    send() {}
    close() {}
    reconnect() {}
  },
}));

const live: Board = {
  name: 'Friday Crawl',
  status: 'live',
  endedAt: null,
  teams: [boardTeam('Hosts', { isHost: true }), boardTeam('Eagles')],
};

function snapshotWith(board: Board): GameSnapshot {
  return {
    code: 'ABC234',
    watchId: 'f'.repeat(64),
    date: '2026-11-27',
    holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 })),
    penalties: [],
    board,
    you: { teamId: 'eagles', isHost: false },
    yourCard: null,
  };
}

const ended: Board = { ...live, status: 'ended', endedAt: '2026-11-27T23:00:00.000Z', hiddenHoles: 1 };
const revealed: Board = {
  ...live,
  status: 'ended',
  endedAt: '2026-11-27T23:00:00.000Z',
  teams: [{ ...boardTeam('Eagles'), total: -1 }, boardTeam('Hosts', { isHost: true })],
};

describe('a team’s phone whose socket another of its phones took the place of', () => {
  let answer: Board = live;
  const fetchGame = vi.fn(async () => Response.json(snapshotWith(answer)));

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchGame);
    sockets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says so, and hears the end and the reveal over HTTP', async () => {
    const { result } = renderHook(() => useLiveGame('ABC234', snapshotWith(live)));
    const [socket] = sockets;
    act(() => {
      socket?.dispatchEvent(Object.assign(new Event('close'), { code: TEAM_SOCKETS_CLOSE_CODE }));
    });
    expect(result.current.status).toBe('replaced');

    answer = ended;
    await act(() => vi.advanceTimersByTimeAsync(waitMs('boardOverHttp')));
    expect(fetchGame).toHaveBeenCalledWith('/api/games/ABC234', expect.anything());
    expect(result.current.board).toEqual(ended);

    answer = revealed;
    await act(() => vi.advanceTimersByTimeAsync(waitMs('boardOverHttp')));
    expect(result.current.board).toEqual(revealed);
    // The final standings need no socket, nor more reads.
    expect(result.current.status).toBe('closed');
    const reads = fetchGame.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3 * waitMs('boardOverHttp')));
    expect(fetchGame.mock.calls.length).toBe(reads);
  });
});
