import type {
  Board,
  GameErrorCode,
  GameSnapshot,
  HiddenMulligan,
  RemovedTeam,
  ServerMessage,
  TeamCard,
} from '../../../../domain/game-protocol';
import type { GameClock } from '../../../../domain/game-clock';
import type { HoleScore } from '../../../../domain/holes';
import { hazardHoleOf } from '../../../../domain/hole-rules';
import { WHOLE_GAME, penaltyCounts } from '../../../../domain/mulligans';
import { MAX_PENALTY_COUNT, type Penalty } from '../../../../domain/penalties';
import { applyBoardChanges } from '../../../../domain/standings';
import { cardHoles, cardPenalties, penaltyCountsOf } from '../../../../domain/team-card';
import {
  cardWithWrites,
  nextVersion,
  penaltyWrite,
  scoreWrite,
  unconfirmed,
  withoutAnswered,
  withWrite,
  type CellWrite,
} from './pending-writes';

/** What the game last refused, for the control that asked. `at` tells two equal refusals apart. */
export interface GameRefusal {
  code: GameErrorCode;
  message: string;
  at: number;
}

/**
 * One live game as a phone knows it: what the game has told it, and the team's own edits the
 * game has not confirmed yet. Everything a socket, an HTTP read or a tap does to it goes through
 * `liveGameReducer`; the hook around it (use-live-game.ts) only wires the socket and the storage.
 */
export interface LiveGameState {
  /** This phone's team; null for a visitor who has not joined. */
  teamId: string | null;
  /** The game's layout (holes, penalties) and who this phone is, from the last snapshot. */
  snapshot: GameSnapshot;
  board: Board;
  /** The team's card as the game told it, each cell at the newest version heard. */
  card: TeamCard | null;
  /** The team's edits the game has not confirmed, one per cell, sent again on each new connection. */
  pending: CellWrite[];
  removed: boolean;
  /** For the host: the teams the host removed, which can join again only once let back in. */
  removedTeams: RemovedTeam[];
  /** For the host and the co-host, while the board hides the last holes: the mulligans spent on hidden holes. */
  hiddenMulligans: HiddenMulligan[];
  refusal: GameRefusal | null;
  /** Snapshots heard over a socket: each is a new connection, which is sent the pending edits. */
  connections: number;
  /** Edits still unconfirmed when the game ended: the game never had them, and the player is told. */
  unsentAtEnd: number;
  /** The game's clock as last heard, and how far the game's time is ahead of this phone's (ms). */
  clock: GameClock | null;
  serverOffsetMs: number;
  /** When the host revealed the hidden holes while this phone watched (it then shows the places one by one); null otherwise. */
  revealedAt: number | null;
}

export type LiveGameEvent =
  /** A message from the game's socket. `at` is when it arrived. */
  | { type: 'message'; message: ServerMessage; at: number }
  /** A snapshot read over HTTP while the socket was down, asked when `connections` was as given. */
  | { type: 'read'; snapshot: GameSnapshot; askedAtConnection: number; at?: number }
  /** Reading the game over HTTP answered that it is gone or over. `at` is when. */
  | { type: 'gone'; at: number }
  /** The team's own edits, made on this phone. */
  | { type: 'edit'; writes: readonly CellWrite[] };

/** The game from its first snapshot (the page's HTML or the first read), with edits kept on the phone from before. */
export function startLiveGame(first: GameSnapshot, kept: readonly CellWrite[], at = Date.now()): LiveGameState {
  const teamId = first.you?.teamId ?? null;
  const card = first.yourCard?.teamId === teamId ? first.yourCard : null;
  const live = first.board.status === 'live';
  return {
    teamId,
    snapshot: first,
    board: first.board,
    card,
    // An ended game takes no more edits: what a phone still kept for it is dropped.
    pending: teamId !== null && live ? unconfirmed(kept, card ?? emptyCard(teamId)) : [],
    removed: false,
    removedTeams: [],
    hiddenMulligans: [],
    refusal: null,
    connections: 0,
    unsentAtEnd: 0,
    ...clockOf(first, at, { clock: null, serverOffsetMs: 0 }),
    revealedAt: null,
  };
}

/** Whether the game is over for good: ended, and not waiting for the host to reveal its hidden holes. */
export function isFinal(board: Board): boolean {
  return board.status === 'ended' && board.hiddenHoles === undefined;
}

/** The clock a snapshot carries, with the game's time against this phone's; what was known when it carries none. */
function clockOf(
  snapshot: GameSnapshot,
  at: number | undefined,
  known: Pick<LiveGameState, 'clock' | 'serverOffsetMs'>,
): Pick<LiveGameState, 'clock' | 'serverOffsetMs'> {
  if (!snapshot.clock) return { clock: known.clock, serverOffsetMs: known.serverOffsetMs };
  const offset = snapshot.serverNow === undefined || at === undefined ? known.serverOffsetMs : snapshot.serverNow - at;
  return { clock: snapshot.clock, serverOffsetMs: offset };
}

export function liveGameReducer(state: LiveGameState, event: LiveGameEvent): LiveGameState {
  switch (event.type) {
    case 'message':
      return onMessage(state, event.message, event.at);
    case 'read':
      // A read that set out before the socket's latest snapshot is older than it.
      if (event.askedAtConnection !== state.connections) return state;
      return { ...withSnapshot(state, event.snapshot), ...clockOf(event.snapshot, event.at, state) };
    case 'gone':
      if (state.board.status === 'ended') return state;
      return ended(state, { ...state.board, status: 'ended', endedAt: new Date(event.at).toISOString() });
    case 'edit': {
      if (state.teamId === null || state.removed || state.board.status === 'ended') return state;
      const pending = event.writes.reduce<CellWrite[]>(withWrite, state.pending);
      return { ...state, pending };
    }
  }
}

function onMessage(state: LiveGameState, message: ServerMessage, at: number): LiveGameState {
  const over = state.removed || state.board.status === 'ended';
  switch (message.type) {
    case 'snapshot': {
      const { type: _type, ...snapshot } = message;
      return {
        ...withSnapshot(state, snapshot),
        ...clockOf(snapshot, at, state),
        connections: state.connections + 1,
        // A new connection hears the mulligans on hidden holes after its snapshot, when there are some.
        hiddenMulligans: [],
      };
    }
    case 'board':
      // An ended game's final board came with 'ended'; one sent before it is older.
      return over ? state : { ...state, board: message.board };
    case 'board-changes':
      return over ? state : { ...state, board: applyBoardChanges(state.board, message) };
    case 'card': {
      if (message.card.teamId !== state.teamId) return state;
      const pending = message.write ? withoutAnswered(state.pending, message.write) : state.pending;
      return withCard({ ...state, pending }, message.card);
    }
    case 'ended':
      return ended(state, message.board);
    case 'revealed':
      return { ...ended(state, message.board), revealedAt: at };
    case 'removed':
      // The game says no more to this phone: the board it keeps no longer lists the team.
      return {
        ...state,
        removed: true,
        board: { ...state.board, teams: state.board.teams.filter((team) => team.id !== state.teamId) },
        pending: [],
      };
    case 'removed-teams':
      return { ...state, removedTeams: message.teams };
    case 'hidden-mulligans':
      return { ...state, hiddenMulligans: message.mulligans };
    case 'rules':
      return { ...state, snapshot: { ...state.snapshot, rules: message.rules } };
    case 'hole-rules':
      return { ...state, snapshot: { ...state.snapshot, holeRules: message.holeRules } };
    case 'error':
      return { ...state, refusal: { code: message.code, message: message.message, at } };
    case 'clock':
      return over ? state : { ...state, clock: message.clock, serverOffsetMs: message.serverNow - at };
    case 'pong':
      return state;
  }
}

/** The game as a snapshot (over a socket or HTTP) shows it, the team's unconfirmed edits kept on it. */
function withSnapshot(state: LiveGameState, snapshot: GameSnapshot): LiveGameState {
  const next = { ...state, snapshot, board: snapshot.board };
  const own = snapshot.yourCard?.teamId === state.teamId ? snapshot.yourCard : null;
  const withOwn = own ? withCard(next, own) : next;
  return snapshot.board.status === 'ended' ? ended(withOwn, snapshot.board) : withOwn;
}

/** The game's card for the team: each cell at the newer of what was known and what came; edits it holds are confirmed. */
function withCard(state: LiveGameState, incoming: TeamCard): LiveGameState {
  const card = state.card ? newerCells(state.card, incoming) : incoming;
  return { ...state, card, pending: unconfirmed(state.pending, card) };
}

/** The game is over: its final board, and no more edits (the game refuses them from now on). */
function ended(state: LiveGameState, board: Board): LiveGameState {
  return { ...state, board, pending: [], unsentAtEnd: state.unsentAtEnd + state.pending.length };
}

/**
 * Two cards of one team merged cell by cell, the higher version winning. The game only ever
 * raises a cell's version, so a card that arrives late (an HTTP read answered after the socket's
 * news) cannot take a cell back to an older value.
 */
function newerCells(known: TeamCard, incoming: TeamCard): TeamCard {
  const holes = new Map(known.holes.map((hole) => [hole.holeNumber, hole]));
  for (const hole of incoming.holes) {
    const before = holes.get(hole.holeNumber);
    if (!before || hole.version >= before.version) holes.set(hole.holeNumber, hole);
  }
  const penalties = new Map(known.penalties.map((penalty) => [penalty.id, penalty]));
  for (const penalty of incoming.penalties) {
    const before = penalties.get(penalty.id);
    if (!before || penalty.version >= before.version) penalties.set(penalty.id, penalty);
  }
  const key = (penalty: { id: string; hole: number }) => `${penalty.id}@${penalty.hole}`;
  const holePenalties = new Map((known.holePenalties ?? []).map((penalty) => [key(penalty), penalty]));
  for (const penalty of incoming.holePenalties ?? []) {
    const before = holePenalties.get(key(penalty));
    if (!before || penalty.version >= before.version) holePenalties.set(key(penalty), penalty);
  }
  // The mulligans are the game's latest word on them, not cells with versions.
  const mulliganHoles = incoming.mulliganHoles ?? known.mulliganHoles;
  return {
    teamId: incoming.teamId,
    holes: [...holes.values()].sort((a, b) => a.holeNumber - b.holeNumber),
    penalties: [...penalties.values()],
    holePenalties: [...holePenalties.values()],
    ...(mulliganHoles ? { mulliganHoles } : {}),
  };
}

const emptyCard = (teamId: string): TeamCard => ({ teamId, holes: [], penalties: [] });

/** The team's card as its phone shows it: the game's, with the team's unconfirmed edits on it. */
export function shownCard({
  teamId,
  card,
  pending,
}: Pick<LiveGameState, 'teamId' | 'card' | 'pending'>): TeamCard | null {
  return teamId === null ? null : cardWithWrites(card ?? emptyCard(teamId), pending);
}

/** The game's holes with the scores the card shows. */
export function shownHoles(snapshot: GameSnapshot, card: TeamCard | null) {
  return cardHoles(snapshot.holes, card ?? { holes: [] });
}

/** The game's penalties with the counts the card shows: those that count, with the team's mulligans. */
export function shownPenalties(
  snapshot: GameSnapshot,
  card: TeamCard | null,
  mulliganHoles: readonly number[] = [],
): Penalty[] {
  return card ? cardPenalties(snapshot.penalties, card, mulliganHoles) : snapshot.penalties;
}

const NO_MULLIGANS: readonly number[] = [];

/**
 * The holes the phone's team spent a mulligan on, as its own card says: every one, a hidden hole's
 * too while the board hides the last holes (its row there leaves those out). A card from a game
 * that sends none: as the board says.
 */
export function yourMulliganHoles({
  board,
  teamId,
  card,
}: Pick<LiveGameState, 'board' | 'teamId' | 'card'>): readonly number[] {
  if (card?.mulliganHoles) return card.mulliganHoles;
  return board.teams.find((team) => team.id === teamId)?.mulliganHoles ?? NO_MULLIGANS;
}

/**
 * The cell a press on a penalty changes, with its count now: a + adds to the penalty on `hole`
 * (the hole the card shows the team at); a − takes from that hole's if it has one that counts,
 * else from the latest hole with one that counts, the whole game's last. None when nothing counts.
 */
function pressedPenaltyCell(
  card: Pick<TeamCard, 'penalties' | 'holePenalties'>,
  penaltyId: string,
  press: 'add' | 'take',
  hole: number,
  mulliganHoles: readonly number[],
): { hole: number; count: number } | null {
  const cells = penaltyCountsOf(card).filter((cell) => cell.id === penaltyId);
  const onHole = cells.find((cell) => cell.hole === hole);
  if (press === 'add') return { hole, count: onHole?.count ?? 0 };
  const taken = cells
    .filter((cell) => cell.count > 0 && penaltyCounts(cell.hole, mulliganHoles))
    .sort((a, b) => Number(b.hole === hole) - Number(a.hole === hole) || b.hole - a.hole)[0];
  return taken ? { hole: taken.hole, count: taken.count } : null;
}

/** Whether the team can still edit its card on this phone. */
function editable(state: LiveGameState): boolean {
  return state.teamId !== null && !state.removed && state.board.status === 'live';
}

/** The edit for a hole's new score, or none when the card cannot be edited. */
export function scoreEdit(state: LiveGameState, hole: number, score: HoleScore | undefined, now: number): CellWrite[] {
  const card = shownCard(state);
  if (!card || !editable(state)) return [];
  return [scoreWrite(hole, score, nextVersion(card, { type: 'score', hole }, now))];
}

/**
 * The edits for the penalty counts that differ from what the card shows, each a press on the
 * penalty at `hole` (`pressedPenaltyCell`); a hazard's penalty is pressed on the hazard's hole.
 */
export function penaltyEdits(state: LiveGameState, next: readonly Penalty[], hole: number, now: number): CellWrite[] {
  const card = shownCard(state);
  if (!card || !editable(state)) return [];
  const mulliganHoles = yourMulliganHoles(state);
  const before = new Map(
    shownPenalties(state.snapshot, card, mulliganHoles).map((penalty) => [penalty.id, penalty.count]),
  );
  return next.flatMap((penalty) => {
    const change = penalty.count - (before.get(penalty.id) ?? penalty.count);
    if (change === 0) return [];
    const onItsHole = hazardHoleOf(state.snapshot.holeRules, penalty.id) ?? hole;
    const cell = pressedPenaltyCell(card, penalty.id, change > 0 ? 'add' : 'take', onItsHole, mulliganHoles);
    if (!cell) return [];
    const count = Math.min(MAX_PENALTY_COUNT, Math.max(0, cell.count + change));
    const onHole = cell.hole === WHOLE_GAME ? undefined : cell.hole;
    const version = nextVersion(card, { type: 'penalty', penaltyId: penalty.id, hole: onHole }, now);
    return [penaltyWrite(penalty.id, count, version, onHole)];
  });
}
