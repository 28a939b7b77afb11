import { describe, expect, it } from 'vitest';
import { defaultScorecard, type WorkingScorecard } from '../../../domain/scorecard';
import type { MemberRound } from '../../lib/round-sync/member-round';
import { openCard, reduceCard, type CardState, type StoredCard } from './working-card';

const TODAY = '2026-11-21';
const MEMBER = 'member-1';
const stamp = { at: 1000, newRoundId: '00000000-0000-4000-8000-000000000001' };
const later = { at: 2000, newRoundId: '00000000-0000-4000-8000-000000000002' };

const blank = defaultScorecard(TODAY);
function scored(card: WorkingScorecard = blank, score = 3): WorkingScorecard {
  return { ...card, holes: card.holes.map((hole) => (hole.holeNumber === 1 ? { ...hole, score } : hole)) };
}
const stored = (card: WorkingScorecard, notice: StoredCard['notice'] = null): StoredCard => ({ card, notice });
const round = (card: WorkingScorecard, saved: boolean): MemberRound => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  card,
  editedAt: 500,
  saved,
});

describe('openCard', () => {
  it('opens a guest on the stored card, keeps it back and says what went wrong reading it', () => {
    const card = scored();
    expect(openCard(null, { working: stored(card, 'repaired'), round: null }, stamp)).toEqual({
      state: { owner: null, card, round: null },
      effects: [
        { type: 'notice', notice: 'repaired' },
        { type: 'keep-card', card },
      ],
    });
  });

  it("opens a member on the round they are playing, whatever the guest's card holds", () => {
    const playing = round(scored(blank, 5), true);
    expect(openCard(MEMBER, { working: stored(blank, 'unreadable'), round: playing }, stamp)).toEqual({
      state: { owner: MEMBER, card: playing.card, round: playing },
      effects: [],
    });
    const unsent = round(scored(blank, 5), false);
    expect(openCard(MEMBER, { working: stored(scored()), round: unsent }, stamp).state.round).toBe(unsent);
  });

  it('turns a card typed before signing in into a new round of the member, sent at once', () => {
    const typed = scored();
    const opened = openCard(MEMBER, { working: stored(typed), round: round(blank, true) }, stamp);
    const started = { id: stamp.newRoundId, card: typed, editedAt: stamp.at, saved: false };
    expect(opened).toEqual({
      state: { owner: MEMBER, card: typed, round: started },
      effects: [{ type: 'keep-round', owner: MEMBER, round: started, send: 'now' }],
    });
  });

  it('opens a member with no round and a blank card on that card, asking nothing', () => {
    expect(openCard(MEMBER, { working: stored(blank), round: null }, stamp)).toEqual({
      state: { owner: MEMBER, card: blank, round: null },
      effects: [],
    });
  });
});

describe('reduceCard', () => {
  const guest: CardState = { owner: null, card: blank, round: null };
  const member: CardState = { owner: MEMBER, card: blank, round: null };

  it("keeps every change to a guest's card", () => {
    const { state, effects } = reduceCard(guest, { type: 'team-name', teamName: 'The Par Tees' }, stamp);
    expect(state.card.teamName).toBe('The Par Tees');
    expect(effects).toEqual([{ type: 'keep-card', card: state.card }]);
  });

  it("applies each kind of change to the card's own part only", () => {
    const date = reduceCard(guest, { type: 'date', date: '2026-11-22' }, stamp).state.card;
    expect(date).toEqual({ ...blank, date: '2026-11-22' });
    const hole = reduceCard(guest, { type: 'hole', holeNumber: 2, patch: { barName: 'The Crown' } }, stamp).state.card;
    expect(hole.holes.map((each) => each.barName ?? '')).toEqual(['', 'The Crown', '', '', '', '', '', '', '']);
    const penalties = reduceCard(guest, { type: 'penalties', penalties: [], penaltyPreset: 'custom' }, stamp).state
      .card;
    expect(penalties).toEqual({ ...blank, penalties: [], penaltyPreset: 'custom' });
  });

  it('marks the player alcohol-free and takes the mark off again, scoring nothing differently', () => {
    const marked = reduceCard(guest, { type: 'alcohol-free', alcoholFree: true }, stamp);
    expect(marked.state.card).toEqual({ ...blank, alcoholFree: true });
    expect(marked.effects).toEqual([{ type: 'keep-card', card: marked.state.card }]);
    const unmarked = reduceCard(marked.state, { type: 'alcohol-free', alcoholFree: false }, stamp).state.card;
    expect(unmarked).toEqual(blank);
    expect(unmarked).not.toHaveProperty('alcoholFree');
  });

  it('plans the evening on the card and takes the plan off again', () => {
    const timing = { startTime: '21:00', minutesPerHole: 40 };
    const planned = reduceCard(guest, { type: 'timing', timing }, stamp);
    expect(planned.state.card).toEqual({ ...blank, timing });
    expect(planned.effects).toEqual([{ type: 'keep-card', card: planned.state.card }]);
    const removed = reduceCard(planned.state, { type: 'timing', timing: undefined }, stamp).state.card;
    expect(removed).toEqual(blank);
    expect(removed).not.toHaveProperty('timing');
  });

  it("keeps a member's plan on their round with the rest of the card", () => {
    const playing: CardState = { owner: MEMBER, card: scored(), round: round(scored(), true) };
    const timing = { startTime: '19:30', minutesPerHole: 30 };
    const { state, effects } = reduceCard(playing, { type: 'timing', timing }, later);
    expect(state.round?.card.timing).toEqual(timing);
    expect(effects).toEqual([{ type: 'keep-round', owner: MEMBER, round: state.round, send: 'soon' }]);
  });

  it("leaves a member's blank card off the server until it has a score, bar or drink", () => {
    const named = reduceCard(member, { type: 'team-name', teamName: 'The Par Tees' }, stamp);
    expect(named).toEqual({ state: { ...member, card: { ...blank, teamName: 'The Par Tees' } }, effects: [] });

    const first = reduceCard(named.state, { type: 'hole', holeNumber: 1, patch: { score: 4 } }, stamp);
    const started = { id: stamp.newRoundId, card: first.state.card, editedAt: stamp.at, saved: false };
    expect(first.state.round).toEqual(started);
    expect(first.effects).toEqual([{ type: 'keep-round', owner: MEMBER, round: started, send: 'now' }]);
  });

  it("puts a member's later edits on the same round, sent after the autosave delay", () => {
    const playing: CardState = { owner: MEMBER, card: scored(), round: round(scored(), true) };
    const { state, effects } = reduceCard(playing, { type: 'hole', holeNumber: 1, patch: { score: 2 } }, later);
    expect(state.round).toEqual({ ...playing.round, card: state.card, editedAt: later.at });
    expect(effects).toEqual([{ type: 'keep-round', owner: MEMBER, round: state.round, send: 'soon' }]);
  });

  it('marks the round being played as saved once, and ignores acknowledgements of others', () => {
    const unsent: CardState = { owner: MEMBER, card: scored(), round: round(scored(), false) };
    const saved = reduceCard(unsent, { type: 'saved', roundId: unsent.round!.id }, stamp);
    expect(saved.state.round?.saved).toBe(true);
    expect(saved.effects).toEqual([{ type: 'round-saved', owner: MEMBER, round: saved.state.round }]);

    expect(reduceCard(saved.state, { type: 'saved', roundId: unsent.round!.id }, stamp)).toEqual({
      state: saved.state,
      effects: [],
    });
    const other = '00000000-0000-4000-8000-0000000000bb';
    expect(reduceCard(unsent, { type: 'saved', roundId: other }, stamp)).toEqual({ state: unsent, effects: [] });
    expect(reduceCard(guest, { type: 'saved', roundId: other }, stamp)).toEqual({ state: guest, effects: [] });
  });

  it("resets a guest's card to a blank one and keeps that", () => {
    const played: CardState = { ...guest, card: scored() };
    const { state, effects } = reduceCard(played, { type: 'reset', today: '2026-11-23' }, stamp);
    expect(state).toEqual({ owner: null, card: defaultScorecard('2026-11-23'), round: null });
    expect(effects).toEqual([{ type: 'keep-card', card: state.card }]);
  });

  it("resets a member's card by forgetting its round, so the next score starts a new one", () => {
    const playing: CardState = { owner: MEMBER, card: scored(), round: round(scored(), true) };
    const cleared = reduceCard(playing, { type: 'reset', today: TODAY }, stamp);
    expect(cleared).toEqual({
      state: { owner: MEMBER, card: blank, round: null },
      effects: [{ type: 'forget-round', owner: MEMBER }],
    });
    const next = reduceCard(cleared.state, { type: 'hole', holeNumber: 1, patch: { score: 1 } }, later);
    expect(next.state.round?.id).toBe(later.newRoundId);
    expect(next.effects).toMatchObject([{ type: 'keep-round', send: 'now' }]);
  });
});
