import { describe, expect, it } from 'vitest';
import { fakeCanvasContext } from './fake-canvas-context';
import { fitBarName, fitDrink, fitWidth } from './fit-text';

describe('bar names on the image', () => {
  // 17 px a character: 28 characters measure 476 px, 29 measure 493 px.
  const { ctx } = fakeCanvasContext(17);

  it('stay whole up to 480 px wide', () => {
    const name = 'A'.repeat(28);
    expect(fitBarName(ctx, name)).toBe(name);
  });

  it('wider than 480 px are cut to 28 characters and an ellipsis', () => {
    expect(fitBarName(ctx, 'Ye Olde Cheshire Cheese Chophouse')).toBe('Ye Olde Cheshire Cheese Chop…');
    expect(fitBarName(ctx, 'B'.repeat(29))).toBe(`${'B'.repeat(28)}…`);
  });

  it('lose a space left at the cut, so the ellipsis follows a letter', () => {
    expect(fitBarName(ctx, 'The Nell Gwynne Tavern Covent Garden')).toBe('The Nell Gwynne Tavern Coven…');
    expect(fitBarName(ctx, 'The Nell Gwynne Tavern Cove Garden')).toBe('The Nell Gwynne Tavern Cove…');
  });

  it('count an accented letter or emoji as one character', () => {
    const name = `${'é'.repeat(27)}🍺🍺`;
    expect(fitBarName(ctx, name)).toBe(`${'é'.repeat(27)}🍺…`);
  });
});

describe('drinks on the image', () => {
  // 10 px a character: 10 characters measure exactly 100 px.
  const { ctx } = fakeCanvasContext(10);

  it('stay whole up to 100 px wide', () => {
    expect(fitDrink(ctx, 'Pale Ale 1')).toBe('Pale Ale 1');
  });

  it('wider than 100 px are cut to 10 characters and an ellipsis', () => {
    expect(fitDrink(ctx, 'Espresso Martini')).toBe('Espresso M…');
  });

  it('of 10 characters or fewer stay whole even in a wide font', () => {
    const { ctx: wide } = fakeCanvasContext(30);
    expect(fitDrink(wide, 'Guinness')).toBe('Guinness');
  });
});

describe('fitting a text to a width', () => {
  const { ctx } = fakeCanvasContext(10);

  it('keeps a text that fits', () => {
    expect(fitWidth(ctx, 'The Birdies', 110)).toBe('The Birdies');
  });

  it('cuts the rest to the longest start that fits with its ellipsis', () => {
    expect(fitWidth(ctx, 'The Thirsty Birdies', 100)).toBe('The Thirs…');
    expect(ctx.measureText(fitWidth(ctx, 'W'.repeat(60), 255)).width).toBeLessThanOrEqual(255);
  });
});
