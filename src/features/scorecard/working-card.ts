import type { CrawlTiming } from '../../../domain/crawl-timing';
import type { HolePatch } from '../../../domain/holes';
import type { Penalty, PenaltyPresetId } from '../../../domain/penalties';
import { defaultScorecard, hasPlayerInput, type WorkingScorecard } from '../../../domain/scorecard';
import type { MemberRound } from '../../lib/round-sync/member-round';

/**
 * The main card as the page holds it. A guest's lives on this device. A member's is also a
 * round on the server, which it becomes with its first score, bar or drink.
 */
export interface CardState {
  /** The member whose round this is; null for the card kept on this device only. */
  owner: string | null;
  card: WorkingScorecard;
  /** The member's round this card is, once it is one. */
  round: MemberRound | null;
}

/** What opening the stored card found wrong: a card mended, or one beyond reading. */
type LoadNotice = 'repaired' | 'unreadable';

/** The card kept where a guest's is, as read on opening. */
export interface StoredCard {
  card: WorkingScorecard;
  notice: LoadNotice | null;
}

export type CardAction =
  | { type: 'team-name'; teamName: string }
  | { type: 'date'; date: string }
  | { type: 'alcohol-free'; alcoholFree: boolean }
  | { type: 'hole'; holeNumber: number; patch: HolePatch }
  | { type: 'penalties'; penalties: Penalty[]; penaltyPreset: PenaltyPresetId }
  /** The evening planned (a start time and minutes per hole), or the plan removed. */
  | { type: 'timing'; timing: CrawlTiming | undefined }
  /** A fresh card; a member's next score, bar or drink starts a new round with a new id. */
  | { type: 'reset'; today: string }
  /** The server has acknowledged a round. */
  | { type: 'saved'; roundId: string };

/** What a change asks of the world outside the page: storage, the outbox, the player. */
export type CardEffect =
  /** Keep the card where a guest's is kept. */
  | { type: 'keep-card'; card: WorkingScorecard }
  /** Keep the member's round on this device and queue it for the server, sent now or after the autosave delay. */
  | { type: 'keep-round'; owner: string; round: MemberRound; send: 'now' | 'soon' }
  /** The server has the round: this device's copy says so and the guest's place is cleared. */
  | { type: 'round-saved'; owner: string; round: MemberRound }
  /** The member's round and the guest's place are forgotten on this device. */
  | { type: 'forget-round'; owner: string }
  | { type: 'notice'; notice: LoadNotice };

export interface Transition {
  state: CardState;
  effects: CardEffect[];
}

/** When a change happens, and the id a round it starts takes. */
export interface Stamp {
  at: number;
  newRoundId: string;
}

/**
 * The card a page load opens with. A guest's is the stored card. A member's is the round they
 * are playing, or, when the stored card (typed before signing in, or whose first save is still
 * on its way) has content, that card, which becomes a round at once.
 */
export function openCard(
  owner: string | null,
  stored: { working: StoredCard; round: MemberRound | null },
  stamp: Stamp,
): Transition {
  const { working, round } = stored;
  const notices: CardEffect[] = working.notice ? [{ type: 'notice', notice: working.notice }] : [];
  if (owner === null) {
    return {
      state: { owner, card: working.card, round: null },
      effects: [...notices, { type: 'keep-card', card: working.card }],
    };
  }
  if (round && (!round.saved || !hasPlayerInput(working.card))) {
    return { state: { owner, card: round.card, round }, effects: [] };
  }
  const opened = edited({ owner, card: working.card, round: null }, working.card, stamp);
  return { state: opened.state, effects: [...notices, ...opened.effects] };
}

export function reduceCard(state: CardState, action: CardAction, stamp: Stamp): Transition {
  switch (action.type) {
    case 'team-name':
      return edited(state, { ...state.card, teamName: action.teamName }, stamp);
    case 'date':
      return edited(state, { ...state.card, date: action.date }, stamp);
    case 'alcohol-free': {
      const { alcoholFree: _previous, ...card } = state.card;
      return edited(state, action.alcoholFree ? { ...card, alcoholFree: true } : card, stamp);
    }
    case 'hole':
      return edited(
        state,
        {
          ...state.card,
          holes: state.card.holes.map((hole) =>
            hole.holeNumber === action.holeNumber ? { ...hole, ...action.patch } : hole,
          ),
        },
        stamp,
      );
    case 'penalties':
      return edited(state, { ...state.card, penalties: action.penalties, penaltyPreset: action.penaltyPreset }, stamp);
    case 'timing': {
      const { timing: _previous, ...card } = state.card;
      return edited(state, action.timing ? { ...card, timing: action.timing } : card, stamp);
    }
    case 'reset': {
      const card = defaultScorecard(action.today);
      if (state.owner === null) return edited(state, card, stamp);
      const cleared = edited({ owner: state.owner, card, round: null }, card, stamp);
      return { state: cleared.state, effects: [{ type: 'forget-round', owner: state.owner }, ...cleared.effects] };
    }
    case 'saved': {
      const { owner, round } = state;
      if (owner === null || !round || round.id !== action.roundId || round.saved) return { state, effects: [] };
      const saved = { ...round, saved: true };
      return { state: { ...state, round: saved }, effects: [{ type: 'round-saved', owner, round: saved }] };
    }
  }
}

/**
 * The card changed to `card`. A guest's is kept as it is. A member's round takes the change (its
 * first score, bar or drink starts one, sent at once; later edits wait for the autosave delay);
 * a member's card with nothing on it and no round yet stays on the page only.
 */
function edited(state: CardState, card: WorkingScorecard, stamp: Stamp): Transition {
  const { owner, round: previous } = state;
  if (owner === null) return { state: { ...state, card }, effects: [{ type: 'keep-card', card }] };
  if (!previous && !hasPlayerInput(card)) return { state: { ...state, card }, effects: [] };
  const round: MemberRound = previous
    ? { ...previous, card, editedAt: stamp.at }
    : { id: stamp.newRoundId, card, editedAt: stamp.at, saved: false };
  return {
    state: { owner, card, round },
    effects: [{ type: 'keep-round', owner, round, send: previous ? 'soon' : 'now' }],
  };
}
