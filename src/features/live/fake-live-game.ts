import type { BoardTeam, GameErrorCode } from '../../../domain/game-protocol';
import type { LiveGame } from './socket/use-live-game';

/** For component tests: a team on the board. */
export function boardTeam(name: string, { id = name.toLowerCase(), isHost = false } = {}): BoardTeam {
  return {
    id,
    name,
    isHost,
    holesPlayed: 0,
    total: 0,
    parStatus: 'ON PAR',
    online: true,
    changes: 0,
    updatedAt: '2026-11-27T20:00:00.000Z',
    lastScored: null,
  };
}

/**
 * For component tests: a live game as the page's hook hands it to its parts, its socket open and
 * every action sent unless `overrides` say otherwise. A test renders the component again with
 * the next state: `{ ...game, status: 'reconnecting' }`.
 */
export function fakeLiveGame(overrides: Partial<LiveGame> = {}): LiveGame {
  return {
    code: 'ABC123',
    watchId: 'f'.repeat(64),
    date: '2026-11-27',
    board: {
      name: 'Friday Crawl',
      status: 'live',
      endedAt: null,
      teams: [boardTeam('Hosts', { isHost: true }), boardTeam('Eagles')],
    },
    holes: [],
    penalties: [],
    penaltiesByHole: [],
    mulliganHoles: [],
    you: { teamId: 'hosts', isHost: true },
    status: 'open',
    unsent: 0,
    unsentAtEnd: 0,
    removed: false,
    removedTeams: [],
    hiddenMulligans: [],
    refusal: null,
    updateHole: () => undefined,
    setPenalties: () => undefined,
    renameTeam: () => true,
    setAlcoholFree: () => true,
    rules: '',
    holeRules: [],
    setHoleRules: () => true,
    setRules: () => true,
    renameGame: () => true,
    removeTeam: () => true,
    letBackIn: () => true,
    endGame: () => true,
    clock: null,
    serverOffsetMs: 0,
    changeClock: () => true,
    spendMulligan: () => true,
    setMulligans: () => true,
    undoMulligan: () => true,
    setBlackout: () => true,
    reveal: () => true,
    revealedAt: null,
    ...overrides,
  };
}

/** The game's refusal of the last message, as it arrives now. */
export function refusal(code: GameErrorCode, message: string): LiveGame['refusal'] {
  return { code, message, at: Date.now() };
}
