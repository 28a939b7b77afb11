import { describe, expect, it } from 'vitest';
import { cardHoles, cardPenalties } from './team-card';
import { card, layout, penalties } from './team-card-fixture';
import { gameAwards, type AwardCard, type AwardKind } from './awards';
import type { TeamCard } from './game-protocol';

/** A team's card as the awards read it: scores by hole (par 3 everywhere), counts by penalty id. */
function team(
  teamId: string,
  scores: Record<number, TeamCard['holes'][number]['score']>,
  counts: Record<string, number> = {},
): AwardCard {
  const teamCard = card(scores, counts);
  return { teamId, holes: cardHoles(layout, teamCard), penalties: cardPenalties(penalties, teamCard) };
}

function award(cards: AwardCard[], kind: AwardKind) {
  return gameAwards(cards).find((entry) => entry.kind === kind);
}

const ALL_PAR = { 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 3 } as const;

describe('awards at the end of a game', () => {
  it('gives nothing to a game where no team played a hole', () => {
    expect(gameAwards([team('a', {}), team('b', {}, { 'late-to-bar': 3 })])).toEqual([]);
  });

  it('leaves out a team that played no hole, even with penalties', () => {
    const cards = [team('a', { 1: 3 }), team('b', {}, { 'late-to-bar': 3 })];
    expect(award(cards, 'most-penalties')).toBeUndefined();
    expect(award(cards, 'clean-card')).toEqual({ kind: 'clean-card', teamIds: ['a'], value: 0 });
  });

  describe('most holes under par', () => {
    it('goes to the team with the most holes under par', () => {
      const cards = [team('a', { 1: 2, 2: 2, 3: 4 }), team('b', { 1: 2, 2: 3 })];
      expect(award(cards, 'under-par')).toEqual({ kind: 'under-par', teamIds: ['a'], value: 2 });
    });
    it('is shared by teams level on it', () => {
      const cards = [team('a', { 1: 2 }), team('b', { 5: 1 }), team('c', { 1: 3 })];
      expect(award(cards, 'under-par')?.teamIds).toEqual(['a', 'b']);
    });
    it('is not given when nobody went under par', () => {
      expect(award([team('a', { 1: 3 }), team('b', { 1: 'NA' })], 'under-par')).toBeUndefined();
    });
  });

  describe('steadiest', () => {
    it('goes to the smallest gap between best and worst hole against par', () => {
      const cards = [team('a', { 1: 3, 2: 4, 3: 3 }), team('b', { 1: 2, 2: 5, 3: 3 })];
      expect(award(cards, 'steadiest')).toEqual({ kind: 'steadiest', teamIds: ['a'], value: 1 });
    });
    it('counts a hole scored NA as five over par', () => {
      const cards = [team('a', { 1: 3, 2: 3, 3: 'NA' }), team('b', { 1: 2, 2: 5, 3: 3 })];
      expect(award(cards, 'steadiest')?.teamIds).toEqual(['b']);
    });
    it('needs three holes scored', () => {
      const cards = [team('a', { 1: 3, 2: 3 }), team('b', { 1: 2, 2: 6, 3: 3 })];
      expect(award(cards, 'steadiest')).toEqual({ kind: 'steadiest', teamIds: ['b'], value: 4 });
    });
    it('is shared by teams level on it', () => {
      const cards = [team('a', ALL_PAR), team('b', { 1: 4, 2: 4, 3: 4 })];
      expect(award(cards, 'steadiest')).toEqual({ kind: 'steadiest', teamIds: ['a', 'b'], value: 0 });
    });
  });

  describe('strong finish', () => {
    it('goes to the lowest score against par over holes 7 to 9', () => {
      const cards = [team('a', { 1: 9, 7: 2, 8: 3, 9: 3 }), team('b', { 1: 2, 7: 3, 8: 3, 9: 3 })];
      expect(award(cards, 'strong-finish')).toEqual({ kind: 'strong-finish', teamIds: ['a'], value: -1 });
    });
    it('needs all three of the last holes scored', () => {
      const cards = [team('a', { 7: 1, 8: 1 }), team('b', { 7: 4, 8: 4, 9: 4 })];
      expect(award(cards, 'strong-finish')).toEqual({ kind: 'strong-finish', teamIds: ['b'], value: 3 });
    });
    it('is shared by teams level on it', () => {
      const cards = [team('a', { 7: 2, 8: 4, 9: 3 }), team('b', { 7: 3, 8: 3, 9: 3 })];
      expect(award(cards, 'strong-finish')?.teamIds).toEqual(['a', 'b']);
    });
  });

  describe('clean card', () => {
    it('goes to every team that played without a penalty', () => {
      const cards = [team('a', { 1: 3 }), team('b', { 1: 3 }, { 'spilled-drink': 1 }), team('c', { 1: 5 })];
      expect(award(cards, 'clean-card')).toEqual({ kind: 'clean-card', teamIds: ['a', 'c'], value: 0 });
    });
    it('is not given when every team has a penalty', () => {
      expect(award([team('a', { 1: 3 }, { 'late-to-bar': 1 })], 'clean-card')).toBeUndefined();
    });
  });

  describe('most penalties', () => {
    it('goes to the team with the most penalties of any kind', () => {
      const cards = [
        team('a', { 1: 3 }, { 'late-to-bar': 1, 'spilled-drink': 2 }),
        team('b', { 1: 3 }, { 'late-to-bar': 2 }),
      ];
      expect(award(cards, 'most-penalties')).toEqual({ kind: 'most-penalties', teamIds: ['a'], value: 3 });
    });
    it('is shared by teams level on it', () => {
      const cards = [team('a', { 1: 3 }, { 'late-to-bar': 2 }), team('b', { 1: 3 }, { 'wrong-order': 2 })];
      expect(award(cards, 'most-penalties')?.teamIds).toEqual(['a', 'b']);
    });
    it('is not given when nobody has a penalty', () => {
      expect(award([team('a', { 1: 3 })], 'most-penalties')).toBeUndefined();
    });
  });

  it('lists the awards in one order, the same every time', () => {
    const cards = [team('a', { ...ALL_PAR, 7: 2 }, { 'late-to-bar': 1 }), team('b', ALL_PAR)];
    expect(gameAwards(cards).map((entry) => entry.kind)).toEqual([
      'under-par',
      'steadiest',
      'strong-finish',
      'clean-card',
      'most-penalties',
    ]);
  });

  describe('most mulligans left', () => {
    it('goes to the team with the most left, shared by teams level on it', () => {
      const cards = [
        { ...team('a', { 1: 3 }), mulligansLeft: 2 },
        { ...team('b', { 1: 4 }), mulligansLeft: 1 },
        { ...team('c', { 1: 5 }), mulligansLeft: 2 },
      ];
      expect(award(cards, 'mulligans-left')).toEqual({ kind: 'mulligans-left', teamIds: ['a', 'c'], value: 2 });
    });
    it('is not given in a game without mulligans, nor when every team used all of them', () => {
      expect(award([team('a', { 1: 3 }), team('b', { 1: 4 })], 'mulligans-left')).toBeUndefined();
      const spent = [{ ...team('a', { 1: 3 }), mulligansLeft: 0 }];
      expect(award(spent, 'mulligans-left')).toBeUndefined();
    });
  });
});
