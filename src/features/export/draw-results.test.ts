import { describe, expect, it } from 'vitest';
import { MAX_TEAMS } from '../../../domain/game-protocol';
import { parStatus } from '../../../domain/scoring';
import { TIE_RULE } from '../../../domain/standings';
import { drawResults, type ResultsImage, type ResultsTeam } from './draw-results';
import { fakeCanvasContext } from './fake-canvas-context';
import { RESULTS_COLUMNS, resultsImageHeight, TEAM_ROW_HEIGHT, TEAMS_IN_FEED_SHAPE } from './results-layout';
import { BORDER_WIDTH, COLORS, IMAGE_HEIGHT, IMAGE_WIDTH } from './scorecard-layout';

const LONGEST_TEAM_NAME = 'The Extremely Long Named Team of Wandering Pub Golf Players'.padEnd(60, '!');

function team(name: string, total: number, holesPlayed = 9): ResultsTeam {
  return { id: name, name, total, holesPlayed, parStatus: parStatus(total) };
}

function teams(count: number): ResultsTeam[] {
  return Array.from({ length: count }, (_, index) => team(`Team number ${index + 1}`, index - 3));
}

/** 16 px a character, whatever the font. */
function draw(results: Partial<ResultsImage> = {}) {
  const fake = fakeCanvasContext(16);
  drawResults(
    fake.ctx,
    { gameName: 'Friday Crawl', date: '2026-11-21', teams: [team('The Birdies', 2)], ...results },
    { siteUrl: 'pubgolf.example' },
  );
  return fake;
}

const textsOf = (fake: ReturnType<typeof draw>) => fake.texts.map((drawn) => drawn.text);

/** The texts drawn on the row of each team name, by name. */
function rowOf(fake: ReturnType<typeof draw>, name: string) {
  const nameText = fake.texts.find((drawn) => drawn.text === name);
  if (!nameText) throw new Error(`${name} is not drawn`);
  return fake.texts.filter((drawn) => Math.abs(drawn.y - nameText.y) < TEAM_ROW_HEIGHT / 2);
}

describe('the results image', () => {
  it('is the scorecard’s 1080x1350, framed in red, for up to a dozen teams', () => {
    expect(TEAMS_IN_FEED_SHAPE).toBe(12);
    const [frame, paper] = draw({ teams: teams(12) }).rects;
    expect(frame).toEqual({ x: 0, y: 0, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, fillStyle: COLORS.border });
    expect(paper).toMatchObject({ x: BORDER_WIDTH, y: BORDER_WIDTH, height: IMAGE_HEIGHT - 2 * BORDER_WIDTH });
  });

  it('grows one row taller for each team past a dozen: 30 teams make 1080x2502', () => {
    expect(resultsImageHeight(3)).toBe(IMAGE_HEIGHT);
    expect(resultsImageHeight(13)).toBe(IMAGE_HEIGHT + TEAM_ROW_HEIGHT);
    expect(resultsImageHeight(30)).toBe(2502);
    const [frame] = draw({ teams: teams(30) }).rects;
    expect(frame).toMatchObject({ width: IMAGE_WIDTH, height: 2502 });
  });

  it.each([3, 12, 30, MAX_TEAMS])('draws every one of %i teams inside the frame, above the footer', (count) => {
    const fake = draw({ teams: teams(count) });
    const height = resultsImageHeight(count);
    const footer = fake.texts.find((drawn) => drawn.text === 'Play your own round at ');
    expect(footer?.y).toBe(height - BORDER_WIDTH - 34);
    const rule = fake.texts.find((drawn) => drawn.text === TIE_RULE);
    for (let index = 1; index <= count; index++) {
      const name = fake.texts.find((drawn) => drawn.text === `Team number ${index}`);
      expect(name?.y).toBeLessThan(rule?.y ?? 0);
    }
    expect(rule?.y).toBeLessThan((footer?.y ?? 0) - 40);
  });

  it('shows the banner, the game’s name and its date', () => {
    expect(textsOf(draw())).toEqual(
      expect.arrayContaining(['PUB GOLF', 'FINAL STANDINGS', 'Friday Crawl', 'Saturday, November 21, 2026']),
    );
  });

  it('lists the teams lowest total first, level totals sharing a place', () => {
    const fake = draw({ teams: [team('Par Three', 4), team('Eagles', -2), team('Bogeys', 1), team('Albatross', -2)] });
    const names = fake.texts
      .filter((drawn) => drawn.x === RESULTS_COLUMNS.team.left && drawn.fillStyle === COLORS.ink)
      .map((drawn) => drawn.text);
    expect(names).toEqual(['Albatross', 'Eagles', 'Bogeys', 'Par Three']);
    const place = (name: string) => rowOf(fake, name).find((drawn) => drawn.x === RESULTS_COLUMNS.place.center)?.text;
    expect(['Albatross', 'Eagles', 'Bogeys', 'Par Three'].map(place)).toEqual(['T1', 'T1', '3', '4']);
    expect(textsOf(fake)).toContain(TIE_RULE);
  });

  it('gives each team its holes played, total and par status in its colour', () => {
    const fake = draw({ teams: [team('Under', -2, 9), team('Over', 5, 4), team('Level', 0, 7)] });
    const row = (name: string) => rowOf(fake, name).map((drawn) => drawn.text);
    expect(row('Under')).toEqual(expect.arrayContaining(['1', 'Under', '9/9', 'BELOW PAR', '-2']));
    expect(row('Level')).toEqual(expect.arrayContaining(['2', 'Level', '7/9', 'ON PAR', '0']));
    expect(row('Over')).toEqual(expect.arrayContaining(['3', 'Over', '4/9', 'ABOVE PAR', '+5']));
    const colour = (status: string) => fake.texts.find((drawn) => drawn.text === status)?.fillStyle;
    expect(colour('BELOW PAR')).toBe(COLORS.underPar);
    expect(colour('ABOVE PAR')).toBe(COLORS.overPar);
    expect(colour('ON PAR')).toBe(COLORS.ink);
  });

  it('cuts a long team name with an ellipsis to fit its column', () => {
    const fake = draw({ teams: [team(LONGEST_TEAM_NAME, 3), team('Short', 4)] });
    const drawn = fake.texts.find((text) => text.text.startsWith('The Extremely'));
    const width = RESULTS_COLUMNS.team.right - RESULTS_COLUMNS.team.left;
    expect(drawn?.text.endsWith('…')).toBe(true);
    expect(Array.from(drawn?.text ?? '').length * 16).toBeLessThanOrEqual(width);
    expect(textsOf(fake)).toContain('Short');
  });

  it('says nothing of ties for a single team, and ends with the site’s address', () => {
    const fake = draw();
    expect(textsOf(fake)).not.toContain(TIE_RULE);
    expect(textsOf(fake)).toContain('pubgolf.example');
  });

  const AWARDS = [
    { kind: 'under-par', title: 'Under par', teams: 'The Birdies', value: '2 holes under par' },
    { kind: 'steadiest', title: 'Steadiest', teams: 'Eagles and Owls', value: 'A gap of 1' },
    { kind: 'most-penalties', title: 'Penalty magnet', teams: LONGEST_TEAM_NAME, value: '3 penalties' },
  ] as const;

  it.each([3, 12, 30])('draws the awards under the standings, above the footer, with %i teams', (count) => {
    const fake = draw({ teams: teams(count), awards: AWARDS });
    const height = resultsImageHeight(count, AWARDS.length);
    const [frame] = fake.rects;
    expect(frame?.height).toBe(height);
    const at = (label: string) => fake.texts.find((drawn) => drawn.text === label)?.y ?? Number.NaN;
    expect(at('AWARDS')).toBeGreaterThan(at(TIE_RULE));
    expect(at(`Team number ${count}`)).toBeLessThan(at(TIE_RULE));
    for (const title of ['UNDER PAR', 'STEADIEST', 'PENALTY MAGNET']) {
      expect(at(title)).toBeGreaterThan(at('AWARDS'));
      expect(at(title)).toBeLessThan(at('Play your own round at ') - 40);
    }
    // Each award on one line: its title, teams and value.
    expect(at('Eagles and Owls')).toBe(at('STEADIEST'));
    expect(at('A gap of 1')).toBe(at('STEADIEST'));
    const long = fake.texts.find((drawn) => drawn.text.startsWith('The Extremely'));
    expect(long?.text.endsWith('…')).toBe(true);
  });

  it('marks an alcohol-free team with a small badge after its name, in the same standings', () => {
    const fake = draw({
      teams: [team('Drivers', -1), { ...team('Lagers', 2) }].map((entry, index) =>
        index === 0 ? { ...entry, alcoholFree: true } : entry,
      ),
    });
    expect(rowOf(fake, 'Drivers').map((drawn) => drawn.text)).toEqual(
      expect.arrayContaining(['1', 'Drivers', 'ALCOHOL-FREE', '-1']),
    );
    expect(rowOf(fake, 'Lagers').map((drawn) => drawn.text)).not.toContain('ALCOHOL-FREE');
  });
});
