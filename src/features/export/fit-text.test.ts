import { describe, expect, it } from 'vitest';
import { fakeCanvasContext } from './fake-canvas-context';
import { fitBarName, fitDrink, fitWidth } from './fit-text';
import { COLUMNS, TIMED_COLUMNS } from './scorecard-layout';

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
  // 10 px a character: the drink's column holds 18 characters, 17 with a plan's time column.
  const { ctx } = fakeCanvasContext(10);
  const widths = [COLUMNS.drink.right - COLUMNS.drink.left, TIMED_COLUMNS.drink.right - TIMED_COLUMNS.drink.left];

  it.each(widths)('stay whole when their column holds them (%i px)', (width) => {
    expect(fitDrink(ctx, 'Pornstar Martini', width)).toBe('Pornstar Martini');
    expect(fitDrink(ctx, 'Guinness', width)).toBe('Guinness');
  });

  it.each(widths)('too long for their column (%i px) end with an ellipsis where the column ends', (width) => {
    const drink = fitDrink(ctx, 'Espresso Martini with an extra shot', width);
    expect(drink).toBe('Espresso Martini…');
    expect(ctx.measureText(drink).width).toBeLessThanOrEqual(width);
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
