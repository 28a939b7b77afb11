import { describe, expect, it } from 'vitest';
import type { Board, BoardTeam, GameSnapshot, ServerMessage, TeamCard } from '../../../../domain/game-protocol';
import {
  isFinal,
  liveGameReducer,
  penaltyEdits,
  scoreEdit,
  shownCard,
  shownHoles,
  shownPenalties,
  startLiveGame,
  yourMulliganHoles,
  type LiveGameEvent,
  type LiveGameState,
} from './live-game-state';
import { penaltyWrite, scoreWrite } from './pending-writes';
import { readsOverHttp, type SocketStatus } from './use-game-socket';

const US = 'team-us';
const THEM = 'team-them';
const NOW = 1_800_000_000_000;

function team(id: string, name: string, total = 0): BoardTeam {
  return {
    id,
    name,
    isHost: id === US,
    holesPlayed: 0,
    total,
    parStatus: total > 0 ? 'ABOVE PAR' : total < 0 ? 'BELOW PAR' : 'ON PAR',
    online: true,
    changes: 0,
    updatedAt: '2026-11-27T20:00:00.000Z',
    lastScored: null,
  };
}

function board(teams: BoardTeam[] = [team(US, 'Beer Necessities'), team(THEM, 'The Hole in Ones')]): Board {
  return { name: 'Friday Crawl', status: 'live', endedAt: null, teams };
}

function card(holes: [number, number | 'NA' | null, number][] = [], penalties: [string, number, number][] = []) {
  return {
    teamId: US,
    holes: holes.map(([holeNumber, score, version]) => ({ holeNumber, score, version })),
    penalties: penalties.map(([id, count, version]) => ({ id, count, version })),
  } satisfies TeamCard;
}

function snapshot(yourCard: TeamCard | null = card(), over: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    code: 'ABC234',
    watchId: 'f'.repeat(64),
    date: '2026-11-27',
    holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 })),
    penalties: [
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
    ],
    board: board(),
    you: yourCard ? { teamId: US, isHost: true } : null,
    yourCard,
    ...over,
  };
}

const message = (body: ServerMessage, at = NOW): LiveGameEvent => ({ type: 'message', message: body, at });
const socketSnapshot = (body: GameSnapshot) => message({ type: 'snapshot', ...body });
const cardMessage = (body: TeamCard) => message({ type: 'card', card: body });
const edit = (...writes: ReturnType<typeof scoreWrite>[]): LiveGameEvent => ({ type: 'edit', writes });

const play = (state: LiveGameState, ...events: LiveGameEvent[]) => events.reduce(liveGameReducer, state);
const start = (first = snapshot()) => startLiveGame(first, []);

const scoreOf = (state: LiveGameState, hole: number) =>
  shownHoles(state.snapshot, shownCard(state)).find((h) => h.holeNumber === hole)?.score;
const countOf = (state: LiveGameState, id: string) =>
  shownPenalties(state.snapshot, shownCard(state)).find((penalty) => penalty.id === id)?.count;

describe('a live game on a team’s phone', () => {
  it('shows an edit at once, keeps it until the game confirms it, and then holds the game’s card', () => {
    const edited = play(start(), edit(penaltyWrite('spilled-drink', 1, NOW)));
    expect(countOf(edited, 'spilled-drink')).toBe(1);
    expect(edited.pending).toHaveLength(1);

    const confirmed = play(edited, cardMessage(card([], [['spilled-drink', 1, NOW]])));
    expect(confirmed.pending).toEqual([]);
    expect(countOf(confirmed, 'spilled-drink')).toBe(1);
  });

  it('takes an edit as confirmed when the card answering it comes, though the game kept it at an earlier version', () => {
    // This phone's clock runs five minutes fast; the game keeps no edit as later than its own clock.
    const ahead = NOW + 5 * 60_000;
    const write = scoreWrite(3, 2, ahead);
    const edited = play(start(), edit(write));
    const answered = play(edited, message({ type: 'card', card: card([[3, 2, NOW]]), write }));
    expect(answered.pending).toEqual([]);
    expect(scoreOf(answered, 3)).toBe(2);
    // Another phone of the team changes the hole a minute later: this phone shows it, and keeps nothing to send again.
    const changed = play(answered, cardMessage(card([[3, 4, NOW + 60_000]])));
    expect(scoreOf(changed, 3)).toBe(4);
    expect(changed.pending).toEqual([]);
  });

  it('keeps an edit when a card answers another write of the cell', () => {
    const edited = play(start(), edit(scoreWrite(3, 2, NOW + 10)));
    const other = scoreWrite(3, 5, NOW);
    const answered = play(edited, message({ type: 'card', card: card([[3, 5, NOW]]), write: other }));
    expect(answered.pending).toEqual([scoreWrite(3, 2, NOW + 10)]);
    expect(scoreOf(answered, 3)).toBe(2);
  });

  it('keeps a press made before the socket’s first message, and has the new connection send it', () => {
    // The card shows from the page's snapshot; the press lands before the socket has said anything.
    const pressed = play(start(), edit(penaltyWrite('spilled-drink', 1, NOW)));
    const connected = play(pressed, socketSnapshot(snapshot(card())));
    expect(countOf(connected, 'spilled-drink')).toBe(1);
    expect(connected.pending).toEqual([penaltyWrite('spilled-drink', 1, NOW)]);
    expect(connected.connections).toBe(1);
    // The same when the socket's snapshot comes before the first board, or the board first.
    const boardFirst = play(pressed, message({ type: 'board', board: board() }), socketSnapshot(snapshot(card())));
    expect(countOf(boardFirst, 'spilled-drink')).toBe(1);
  });

  it('starts with the edits kept on the phone from before, less those the game already holds', () => {
    const kept = [scoreWrite(1, 2, NOW), scoreWrite(2, 4, NOW - 10)];
    const state = startLiveGame(snapshot(card([[2, 4, NOW - 10]])), kept);
    expect(state.pending).toEqual([scoreWrite(1, 2, NOW)]);
    expect(scoreOf(state, 1)).toBe(2);
    // An ended game takes no more edits: what the phone kept for it is dropped.
    const over = startLiveGame(snapshot(card(), { board: { ...board(), status: 'ended', endedAt: 'x' } }), kept);
    expect(over.pending).toEqual([]);
  });

  describe('duplicated messages', () => {
    it('change nothing the second time', () => {
      const confirm = cardMessage(card([[1, 3, NOW]]));
      const once = play(start(), edit(scoreWrite(1, 3, NOW)), confirm);
      expect(play(once, confirm)).toEqual(once);
      const changes = message({
        type: 'board-changes',
        name: 'Friday Crawl',
        teams: [team(THEM, 'The Hole in Ones', -2)],
        removed: [],
      });
      expect(play(once, changes, changes).board).toEqual(play(once, changes).board);
    });

    it('a snapshot twice is two connections, each sent the same unconfirmed edits (a repeat the game ignores)', () => {
      const twice = play(start(), edit(scoreWrite(1, 3, NOW)), socketSnapshot(snapshot()), socketSnapshot(snapshot()));
      expect(twice.connections).toBe(2);
      expect(twice.pending).toEqual([scoreWrite(1, 3, NOW)]);
    });
  });

  describe('reordered and late messages', () => {
    it('never take a cell back to an older value', () => {
      const newer = card([[1, 5, NOW + 2]], [['late-to-bar', 2, NOW + 2]]);
      const older = card([[1, 3, NOW + 1]], [['late-to-bar', 1, NOW + 1]]);
      const state = play(start(), cardMessage(newer), cardMessage(older));
      expect(scoreOf(state, 1)).toBe(5);
      expect(countOf(state, 'late-to-bar')).toBe(2);
      // Cells the older card alone knows still count.
      const wider = play(start(), cardMessage(card([[1, 5, NOW + 2]])), cardMessage(card([[2, 4, NOW]])));
      expect([scoreOf(wider, 1), scoreOf(wider, 2)]).toEqual([5, 4]);
    });

    it('drop a board read over HTTP that set out before the socket’s latest snapshot', () => {
      const reconnected = play(
        start(),
        socketSnapshot(snapshot(card([[1, 5, NOW]]), { board: board([team(US, 'Beer Necessities', 2)]) })),
      );
      const stale = snapshot(card([[1, 3, NOW - 5]]), { board: board([team(US, 'Beer Necessities', 0)]) });
      const state = play(reconnected, { type: 'read', snapshot: stale, askedAtConnection: 0 });
      expect(state).toBe(reconnected);
      // One asked on this connection is taken.
      const taken = play(reconnected, { type: 'read', snapshot: stale, askedAtConnection: 1 });
      expect(taken.board.teams[0]?.total).toBe(0);
      expect(scoreOf(taken, 1)).toBe(5);
    });

    it('ignore another team’s card, and boards sent before the game ended', () => {
      const other = { ...card([[1, 9, NOW]]), teamId: THEM };
      expect(play(start(), cardMessage(other))).toEqual(start());
      const final = board([team(THEM, 'The Hole in Ones', -1), team(US, 'Beer Necessities', 0)]);
      const over = play(
        start(),
        message({ type: 'ended', board: { ...final, status: 'ended', endedAt: '2026-11-27T23:00:00.000Z' } }),
      );
      const late = play(
        over,
        message({ type: 'board', board: board() }),
        message({ type: 'board-changes', name: 'x', teams: [], removed: [THEM] }),
      );
      expect(late.board).toEqual(over.board);
    });
  });

  describe('a connection that drops mid-edit', () => {
    it('sends the edit again when the game did not get it', () => {
      const state = play(start(), socketSnapshot(snapshot()), edit(scoreWrite(4, 2, NOW)), socketSnapshot(snapshot()));
      expect(state.pending).toEqual([scoreWrite(4, 2, NOW)]);
      expect(state.connections).toBe(2);
      expect(scoreOf(state, 4)).toBe(2);
    });

    it('lets it go when the new snapshot shows the game has it, or something newer from the team’s other phone', () => {
      const got = play(start(), edit(scoreWrite(4, 2, NOW)), socketSnapshot(snapshot(card([[4, 2, NOW]]))));
      expect(got.pending).toEqual([]);
      const newer = play(start(), edit(scoreWrite(4, 2, NOW)), socketSnapshot(snapshot(card([[4, 'NA', NOW + 60]]))));
      expect(newer.pending).toEqual([]);
      expect(scoreOf(newer, 4)).toBe('NA');
    });
  });

  it('a removal mid-edit drops the edits, takes the team off the board, and takes no more', () => {
    const state = play(start(), edit(scoreWrite(1, 3, NOW)), message({ type: 'removed' }), edit(scoreWrite(2, 3, NOW)));
    expect(state.removed).toBe(true);
    expect(state.pending).toEqual([]);
    expect(state.board.teams.map((row) => row.id)).toEqual([THEM]);
    expect(scoreEdit(state, 3, 2, NOW)).toEqual([]);
  });

  it('keeps the last list of removed teams the game sent the host, and a team made host mid-game hosts', () => {
    const guest = start(snapshot(card(), { you: { teamId: US, isHost: false } }));
    const promoted = play(guest, socketSnapshot(snapshot(card(), { you: { teamId: US, isHost: true } })));
    expect(promoted.snapshot.you).toEqual({ teamId: US, isHost: true });
    const listed = play(
      promoted,
      message({ type: 'removed-teams', teams: [{ id: 'a', name: 'Eagles' }] }),
      message({ type: 'removed-teams', teams: [] }),
      message({ type: 'removed-teams', teams: [{ id: 'b', name: 'Condors' }] }),
    );
    expect(listed.removedTeams).toEqual([{ id: 'b', name: 'Condors' }]);
  });

  it('keeps the last list of mulligans on hidden holes the game sent, and forgets it on a new connection until told again', () => {
    const hidden = [{ teamId: THEM, teamName: 'Eagles', hole: 8 }];
    const told = play(start(), message({ type: 'hidden-mulligans', mulligans: hidden }));
    expect(told.hiddenMulligans).toEqual(hidden);
    expect(play(told, message({ type: 'hidden-mulligans', mulligans: [] })).hiddenMulligans).toEqual([]);
    expect(play(told, socketSnapshot(snapshot(card()))).hiddenMulligans).toEqual([]);
  });

  it('an end mid-edit shows the final board, takes no more edits, and counts those the game never had', () => {
    const final = { ...board(), status: 'ended' as const, endedAt: '2026-11-27T23:00:00.000Z' };
    const state = play(
      start(),
      edit(scoreWrite(1, 3, NOW)),
      cardMessage(card([[1, 3, NOW]])),
      edit(scoreWrite(2, 4, NOW + 1)),
      message({ type: 'ended', board: final }),
      edit(scoreWrite(3, 4, NOW + 2)),
    );
    expect(state.board).toEqual(final);
    expect(state.pending).toEqual([]);
    expect(state.unsentAtEnd).toBe(1);
    expect(scoreOf(state, 1)).toBe(3);
  });

  it('reads a game that is gone over HTTP as ended, counting the edits it never had', () => {
    const state = play(start(), edit(scoreWrite(1, 3, NOW)), { type: 'gone', at: Date.parse('2026-11-27T23:30:00Z') });
    expect(state.board.status).toBe('ended');
    expect(state.board.endedAt).toBe('2026-11-27T23:30:00.000Z');
    expect(state.unsentAtEnd).toBe(1);
    expect(play(state, { type: 'gone', at: NOW })).toBe(state);
  });

  it('hears the end and the reveal over HTTP on a phone whose socket the game closed for good', () => {
    // Another of the team's phones took this one's place: no socket message comes any more.
    const replaced = play(start(), socketSnapshot(snapshot()), edit(scoreWrite(9, 4, NOW)));
    const hidden = { ...board([team(US, 'Beer Necessities', 0), team(THEM, 'The Hole in Ones', 1)]), hiddenHoles: 1 };
    const endedHidden = { ...hidden, status: 'ended' as const, endedAt: '2026-11-27T23:00:00.000Z' };
    const waiting = play(replaced, {
      type: 'read',
      snapshot: snapshot(card(), { board: endedHidden }),
      askedAtConnection: 1,
    });
    expect(waiting.board).toEqual(endedHidden);
    expect(isFinal(waiting.board)).toBe(false);
    expect(waiting.unsentAtEnd).toBe(1);

    const { hiddenHoles: _shown, ...final } = {
      ...endedHidden,
      teams: [team(THEM, 'The Hole in Ones', 1), team(US, 'Beer Necessities', 2)],
    };
    const revealed = play(waiting, {
      type: 'read',
      snapshot: snapshot(card(), { board: final }),
      askedAtConnection: 1,
    });
    expect(revealed.board).toEqual(final);
    expect(isFinal(revealed.board)).toBe(true);
  });

  it.each<[SocketStatus, boolean]>([
    ['connecting', false],
    ['open', false],
    ['reconnecting', true],
    ['offline', false],
    ['too-many', true],
    ['replaced', true],
    ['closed', false],
  ])('reads the game over HTTP while its socket is %s: %s', (status, reads) => {
    expect(readsOverHttp(status)).toBe(reads);
  });

  it('keeps the game’s last refusal with when it came', () => {
    const state = play(start(), message({ type: 'error', code: 'name-taken', message: 'Taken' }, NOW + 5));
    expect(state.refusal).toEqual({ code: 'name-taken', message: 'Taken', at: NOW + 5 });
  });
});

describe('the team’s mulligans while the board hides the last holes', () => {
  // Hole 8 is hidden: the board's row leaves out the mulligan the team spent on it.
  const hiding = (): Board => ({
    ...board([{ ...team(US, 'Us'), mulliganHoles: [2] }, team(THEM, 'Them')]),
    hiddenHoles: 2,
  });
  const spills = (state: LiveGameState) =>
    shownPenalties(state.snapshot, shownCard(state), yourMulliganHoles(state)).find(({ id }) => id === 'spilled-drink')
      ?.count;
  const spilledOn8 = { ...card(), holePenalties: [{ id: 'spilled-drink', hole: 8, count: 2, version: NOW }] };

  it('are every one the team’s own card says, a hidden hole’s too, and its penalties there do not count', () => {
    const state = start(snapshot({ ...spilledOn8, mulliganHoles: [2, 8] }, { board: hiding() }));
    expect(yourMulliganHoles(state)).toEqual([2, 8]);
    expect(spills(state)).toBe(0);
  });

  it('follow the card the game sends after one is spent or taken back, and keep through a write’s answer', () => {
    const before = start(snapshot(spilledOn8, { board: hiding() }));
    // A card without them (from before they were sent): the board's row.
    expect(yourMulliganHoles(before)).toEqual([2]);
    const spent = play(before, cardMessage({ ...spilledOn8, mulliganHoles: [2, 8] }));
    expect(yourMulliganHoles(spent)).toEqual([2, 8]);
    expect(spills(spent)).toBe(0);
    const older = play(spent, cardMessage(card([[8, 5, NOW + 1]])));
    expect(yourMulliganHoles(older)).toEqual([2, 8]);
    const undone = play(older, cardMessage({ ...card([[8, 5, NOW + 1]]), mulliganHoles: [2] }));
    expect(yourMulliganHoles(undone)).toEqual([2]);
    expect(spills(undone)).toBe(2);
  });
});

describe('the edits a tap makes', () => {
  it('number a score above the cell and the clock', () => {
    const state = play(start(), cardMessage(card([[1, 3, NOW + 100]])));
    expect(scoreEdit(state, 1, 4, NOW)).toEqual([scoreWrite(1, 4, NOW + 101)]);
    expect(scoreEdit(state, 2, undefined, NOW)).toEqual([scoreWrite(2, undefined, NOW)]);
  });

  it('are one per penalty whose count changed, on the hole the card shows', () => {
    const state = play(start(), edit(penaltyWrite('late-to-bar', 2, NOW)));
    const next = shownPenalties(state.snapshot, shownCard(state)).map((penalty) =>
      penalty.id === 'spilled-drink' ? { ...penalty, count: 1 } : penalty,
    );
    expect(penaltyEdits(state, next, 4, NOW + 1)).toEqual([penaltyWrite('spilled-drink', 1, NOW + 1, 4)]);
  });

  /** The state after these presses on `spilled-drink`, each at its hole, and the count the card shows. */
  function press(state: LiveGameState, ...presses: [1 | -1, number][]) {
    return presses.reduce((current, [change, hole], index) => {
      const next = shownPenalties(current.snapshot, shownCard(current), yourMulliganHoles(current)).map((penalty) =>
        penalty.id === 'spilled-drink' ? { ...penalty, count: penalty.count + change } : penalty,
      );
      return play(current, edit(...penaltyEdits(current, next, hole, NOW + index)));
    }, state);
  }
  const spills = (state: LiveGameState) =>
    shownPenalties(state.snapshot, shownCard(state), yourMulliganHoles(state)).find(({ id }) => id === 'spilled-drink')
      ?.count;
  const withMulligans = (holes: number[]) =>
    start(snapshot(card(), { board: board([{ ...team(US, 'Us'), mulliganHoles: holes }, team(THEM, 'Them')]) }));

  it('take a − from the hole shown when it has one, else from the latest hole that has one', () => {
    const state = press(start(), [1, 2], [1, 5], [1, 5], [1, 5], [-1, 2], [-1, 7], [-1, 7]);
    expect(spills(state)).toBe(1);
    // Hole 2's was taken at hole 2; at hole 7, which has none, hole 5's twice.
    expect(shownCard(state)?.holePenalties).toEqual([
      { id: 'spilled-drink', hole: 2, count: 0, version: NOW + 4 },
      { id: 'spilled-drink', hole: 5, count: 1, version: NOW + 6 },
    ]);
  });

  it('put a hazard’s penalty on the hazard’s hole, whichever hole the card shows', () => {
    const holeRules = [{ holeNumber: 3, rule: '+1 if you spill', hazard: 'Water hazard' }];
    const penalties = [{ id: 'hazard-3', name: 'Water hazard', count: 0 }];
    const state = start(snapshot(card(), { holeRules, penalties }));
    const next = [{ id: 'hazard-3', name: 'Water hazard', count: 1 }];
    expect(penaltyEdits(state, next, 5, NOW)).toEqual([penaltyWrite('hazard-3', 1, NOW, 3)]);
  });

  it('take a − from the whole game’s count last, and never from a hole a mulligan wiped', () => {
    const old = play(withMulligans([3]), edit(penaltyWrite('spilled-drink', 1, NOW)));
    const state = press(old, [1, 3], [1, 3]);
    // Hole 3 has a mulligan: its two do not count, and a − there takes the whole game's one.
    expect(spills(state)).toBe(1);
    const taken = press(state, [-1, 3]);
    expect(spills(taken)).toBe(0);
    expect(shownCard(taken)?.penalties.find(({ id }) => id === 'spilled-drink')?.count).toBe(0);
    expect(shownCard(taken)?.holePenalties).toContainEqual(expect.objectContaining({ hole: 3, count: 2 }));
    // Nothing counts: a − changes nothing.
    const oneLess = shownPenalties(taken.snapshot, shownCard(taken), [3]).map((penalty) => ({ ...penalty, count: -1 }));
    expect(penaltyEdits(taken, oneLess, 3, NOW + 9)).toEqual([]);
  });

  it('are none for a visitor who has not joined', () => {
    const visitor = start(snapshot(null));
    expect(scoreEdit(visitor, 1, 3, NOW)).toEqual([]);
    expect(play(visitor, edit(scoreWrite(1, 3, NOW))).pending).toEqual([]);
  });
});
