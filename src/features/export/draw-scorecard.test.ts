import { describe, expect, it } from 'vitest';
import { defaultHoles, type Hole } from '../../../domain/holes';
import { drawScorecard, type ScorecardImageCard } from './draw-scorecard';
import { formatCardDate } from './image-parts';
import { ENGLISH_IMAGE_WORDS } from './image-words';
import { fakeCanvasContext } from './fake-canvas-context';
import {
  BAR_NAME_MAX_WIDTH,
  BORDER_WIDTH,
  COLORS,
  COLUMNS,
  CONTENT_RIGHT,
  FOOTER_BASELINE,
  HOLE_ROW_HEIGHT,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PENALTIES_TOP,
  TABLE_BOTTOM,
  TIMED_COLUMNS,
  TOTAL_HEIGHT,
  TOTAL_TOP,
} from './scorecard-layout';

function card(overrides: Partial<ScorecardImageCard> = {}, holes: Partial<Hole>[] = []): ScorecardImageCard {
  return {
    teamName: 'The Birdies',
    date: '2026-11-21',
    holes: defaultHoles().map((hole, index) => ({ ...hole, ...holes[index] })),
    penalties: [{ count: 0 }],
    ...overrides,
  };
}

/** 16 px a character: a 31-character bar name is wider than 480 px, a 12-character drink wider than its column. */
function draw(scorecard: ScorecardImageCard, siteUrl = 'pubgolf.example') {
  const fake = fakeCanvasContext(16);
  drawScorecard(fake.ctx, scorecard, { siteUrl });
  return fake;
}

const textsOf = (fake: ReturnType<typeof draw>) => fake.texts.map((drawn) => drawn.text);

describe('the scorecard image', () => {
  it('is framed in red on the full 1080x1350 image', () => {
    const [frame, paper] = draw(card()).rects;
    expect(frame).toEqual({ x: 0, y: 0, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, fillStyle: COLORS.border });
    expect(paper).toMatchObject({ x: BORDER_WIDTH, y: BORDER_WIDTH, width: IMAGE_WIDTH - 2 * BORDER_WIDTH });
  });

  it('has nine hole rows 55 px apart, above the penalties, total and footer, all inside the border', () => {
    const rows = draw(card()).texts.filter(
      (drawn) => /^[1-9]$/.test(drawn.text) && drawn.fillStyle === COLORS.holeNumber,
    );
    expect(rows.map((row) => row.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const gaps = rows.slice(1).map((row, index) => row.y - (rows[index]?.y ?? 0));
    expect(gaps).toEqual(Array.from({ length: 8 }, () => HOLE_ROW_HEIGHT));
    expect(TABLE_BOTTOM).toBeLessThanOrEqual(PENALTIES_TOP);
    expect(TOTAL_TOP + TOTAL_HEIGHT).toBeLessThan(FOOTER_BASELINE - 30);
    expect(FOOTER_BASELINE).toBeLessThan(IMAGE_HEIGHT - BORDER_WIDTH);
  });

  it('shows the banner, team name, date and the course when there is one', () => {
    const texts = textsOf(draw(card({ courseName: 'Friday Crawl' })));
    expect(texts).toEqual(
      expect.arrayContaining(['PUB GOLF', 'FRIDAY CRAWL', 'The Birdies', 'Saturday, November 21, 2026']),
    );
    expect(textsOf(draw(card({ courseName: null })))).not.toContain('FRIDAY CRAWL');
  });

  it('badges a round played alcohol-free after its date, and no other', () => {
    const fake = draw(card({ alcoholFree: true }));
    const date = fake.texts.find((drawn) => drawn.text === 'Saturday, November 21, 2026');
    const badge = fake.texts.find((drawn) => drawn.text === 'ALCOHOL-FREE');
    expect(badge?.y).toBeCloseTo(date?.y ?? 0, -1);
    expect(badge?.x).toBeGreaterThan((date?.x ?? 0) + 'Saturday, November 21, 2026'.length * 16);
    expect(textsOf(draw(card()))).not.toContain('ALCOHOL-FREE');
  });

  it('marks each hole a mulligan was used on between its par and score, and keys the mark on the date line', () => {
    const fake = draw(card({ mulliganHoles: [5, 2] }, [{ score: 3 }, { score: 6 }, {}, {}, { score: 'NA' }]));
    const holeRows = fake.texts.filter((drawn) => /^[1-9]$/.test(drawn.text) && drawn.fillStyle === COLORS.holeNumber);
    const marks = fake.texts.filter((drawn) => drawn.text === 'M' && drawn.x === COLUMNS.mulligan.center);
    const markedHoles = marks.map(
      (mark) => holeRows.find((row) => Math.abs(row.y - mark.y) < HOLE_ROW_HEIGHT / 2)?.text,
    );
    expect(markedHoles).toEqual(['2', '5']);
    expect(COLUMNS.mulligan.center).toBeGreaterThan(COLUMNS.par.center);
    expect(COLUMNS.mulligan.center).toBeLessThan(COLUMNS.score.center);

    const date = fake.texts.find((drawn) => drawn.text === 'Saturday, November 21, 2026');
    const key = fake.texts.find((drawn) => drawn.text === 'Mulligan used');
    expect(key?.y).toBe(date?.y);
    // Right-aligned to the table's edge (16 px a character), its own mark before it.
    expect((key?.x ?? 0) + 'Mulligan used'.length * 16).toBe(CONTENT_RIGHT);
    const keyMark = fake.texts.find((drawn) => drawn.text === 'M' && drawn.x !== COLUMNS.mulligan.center);
    expect(keyMark?.x).toBeLessThan(key?.x ?? 0);
    expect(keyMark?.x).toBeGreaterThan((date?.x ?? 0) + 'Saturday, November 21, 2026'.length * 16);
    // The wiped hole counts as par: 0 + 0 + 0.
    expect(textsOf(fake)).toContain('ON PAR');
  });

  it('keeps the mulligans’ key clear of the alcohol-free badge, cutting its words when the line is full', () => {
    const words = { ...ENGLISH_IMAGE_WORDS, mulliganKey: 'Mulligan used on this hole of the night' };
    const fake = fakeCanvasContext(16);
    drawScorecard(fake.ctx, card({ alcoholFree: true, mulliganHoles: [1] }), { siteUrl: 'pubgolf.example', words });
    const badge = fake.texts.find((drawn) => drawn.text === 'ALCOHOL-FREE');
    const badgeEnd = (badge?.x ?? 0) + 'ALCOHOL-FREE'.length * 16 + 12;
    const keyMark = fake.texts.find((drawn) => drawn.text === 'M' && drawn.x !== COLUMNS.mulligan.center);
    expect((keyMark?.x ?? 0) - 15).toBeGreaterThan(badgeEnd);
    const key = fake.texts.find((drawn) => drawn.text.startsWith('Mulligan used'));
    expect(key?.text).toMatch(/^Mulligan used.*…$/);
    expect((key?.x ?? 0) + Array.from(key?.text ?? '').length * 16).toBe(CONTENT_RIGHT);
  });

  it('marks the mulligan holes in the same place with a time column', () => {
    const fake = draw(card({ timing: { startTime: '20:00', minutesPerHole: 30 }, mulliganHoles: [3] }));
    const marks = fake.texts.filter((drawn) => drawn.text === 'M' && drawn.x === TIMED_COLUMNS.mulligan.center);
    expect(marks).toHaveLength(1);
    expect(TIMED_COLUMNS.mulligan.center).toBeGreaterThan(TIMED_COLUMNS.par.center);
    expect(TIMED_COLUMNS.mulligan.center).toBeLessThan(TIMED_COLUMNS.score.center);
  });

  it('draws no mark and no key for a round without mulligans', () => {
    for (const mulliganHoles of [undefined, []]) {
      const texts = textsOf(draw(card({ mulliganHoles })));
      expect(texts).not.toContain('M');
      expect(texts).not.toContain('Mulligan used');
    }
  });

  it('calls a round without a team name the player’s', () => {
    expect(textsOf(draw(card({ teamName: '  ' })))).toContain('Player');
  });

  it('cuts long bar names by the rule and drinks where their column ends, and shows a dash for what is missing', () => {
    const texts = textsOf(
      draw(card({}, [{ barName: 'The Very Long Named Public House Of Fleet St', drink: 'Espresso Martini' }, {}])),
    );
    expect(texts).toContain('The Very Long Named Public H…');
    expect(texts).toContain('Espresso M…');
    expect(texts.filter((text) => text === '—').length).toBe(16);
  });

  it('draws no time column for a card without a plan, as before plans existed', () => {
    const texts = textsOf(draw(card({}, [{ barName: 'The Harp' }])));
    expect(texts).not.toContain('TIME');
    expect(texts.filter((text) => /^\d\d:\d\d$/.test(text))).toEqual([]);
    expect(draw(card()).texts.find((drawn) => drawn.text === 'BAR')?.x).toBe(COLUMNS.bar.left);
  });

  it('shows each hole’s planned time in a small column with a plan, past midnight too', () => {
    const planned = card({ timing: { startTime: '21:30', minutesPerHole: 30 } }, [
      { barName: 'The Harp' },
      {},
      { minutes: 60 },
    ]);
    const fake = draw(planned);
    const times = fake.texts.filter((drawn) => /^\d\d:\d\d$/.test(drawn.text));
    expect(times.map((drawn) => drawn.text)).toEqual([
      '21:30',
      '22:00',
      '22:30',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
    ]);
    expect(new Set(times.map((drawn) => drawn.x))).toEqual(new Set([TIMED_COLUMNS.time.center]));
    expect(textsOf(fake)).toContain('TIME');
    expect(fake.texts.find((drawn) => drawn.text === 'The Harp')?.x).toBe(TIMED_COLUMNS.bar.left);
  });

  it('keeps the bar’s cutting rule with a time column: its column still holds a cut name whole', () => {
    const texts = textsOf(
      draw(
        card({ timing: { startTime: '20:00', minutesPerHole: 30 } }, [
          { barName: 'The Very Long Named Public House Of Fleet St', drink: 'Espresso Martini' },
        ]),
      ),
    );
    expect(texts).toContain('The Very Long Named Public H…');
    expect(TIMED_COLUMNS.bar.right - TIMED_COLUMNS.bar.left).toBeGreaterThanOrEqual(BAR_NAME_MAX_WIDTH);
    expect(texts.find((text) => text.startsWith('Espresso'))).toMatch(/^Espresso.*…$/);
  });

  it('adds up the total with the shared scoring rule: NA is par + 5, penalties count', () => {
    const fake = draw(card({ penalties: [{ count: 2 }, { count: 1 }] }, [{ score: 2 }, { score: 'NA' }]));
    const texts = textsOf(fake);
    expect(texts).toEqual(expect.arrayContaining(['PENALTIES', '+3', 'TOTAL SCORE', 'Strokes + Penalties']));
    // -1 + 5 + 3 penalties
    expect(texts).toContain('+7');
  });

  it.each([
    { scores: [{ score: 5 }], status: 'ABOVE PAR', color: COLORS.abovePar },
    { scores: [{ score: 1 }], status: 'BELOW PAR', color: COLORS.belowPar },
    { scores: [{ score: 3 }], status: 'ON PAR', color: COLORS.onPar },
  ])('shows $status on its own colour', ({ scores, status, color }) => {
    const { log } = draw(card({}, scores));
    const at = log.findIndex((drawn) => drawn.kind === 'text' && drawn.text === status);
    expect(at).toBeGreaterThan(0);
    const pill = log.slice(0, at).findLast((drawn) => drawn.kind === 'fill');
    expect(pill?.fillStyle).toBe(color);
    const others = ['ABOVE PAR', 'BELOW PAR', 'ON PAR'].filter((other) => other !== status);
    expect(log.some((drawn) => drawn.kind === 'text' && others.includes(drawn.text))).toBe(false);
  });

  it('colours each hole’s score against its par', () => {
    const { texts } = draw(card({}, [{ score: 2 }, { score: 4 }, { score: 3 }, { score: 'NA' }]));
    const scoreColor = (text: string) =>
      texts.find((drawn) => drawn.text === text && drawn.font.startsWith('900 32px'));
    expect(scoreColor('2')?.fillStyle).toBe(COLORS.underPar);
    expect(scoreColor('4')?.fillStyle).toBe(COLORS.overPar);
    expect(scoreColor('3')?.fillStyle).toBe(COLORS.ink);
    expect(scoreColor('NA')?.fillStyle).toBe(COLORS.overPar);
  });

  it('ends with the site’s address in the footer', () => {
    const { texts } = draw(card(), 'pubgolf.example');
    const footer = texts.filter((drawn) => drawn.y === FOOTER_BASELINE).map((drawn) => drawn.text);
    expect(footer.join('')).toBe('Play your own round at pubgolf.example');
  });
});

describe('the date on the image', () => {
  it('is written out in words, the same in every time zone', () => {
    expect(formatCardDate('2026-01-01', 'en-US')).toBe('Thursday, January 1, 2026');
  });

  it('is shown as stored when it is not a date', () => {
    expect(formatCardDate('someday', 'en-GB')).toBe('someday');
  });
});
