import { crawlTimingSchema } from './crawl-timing';
import { BAR_TEXT_LIMITS, DEFAULT_PAR, HOLE_COUNT, holeSchema, MAX_DRINK_LENGTH, type Hole } from './holes';
import { MAX_PENALTIES, MAX_PENALTY_COUNT, MAX_PENALTY_NAME_LENGTH, penaltySchema, type Penalty } from './penalties';
import { defaultScorecard, MAX_TEAM_NAME_LENGTH, workingScorecardSchema, type WorkingScorecard } from './scorecard';

export interface ReadScorecard {
  card: WorkingScorecard;
  /** True when some field had to be mended or dropped to read the card. */
  repaired: boolean;
}

/**
 * Reads a stored card. One bad field never costs a player the round: a value past its bound is
 * brought back within it (a count clamps, too long a text is cut), and a value beyond mending
 * is dropped or set to its default, while every other field is kept. Null only when the
 * stored value is not a card at all.
 */
export function readWorkingScorecard(stored: unknown, today: string): ReadScorecard | null {
  const whole = workingScorecardSchema.safeParse(stored);
  if (whole.success) return { card: whole.data, repaired: false };
  if (!isRecord(stored)) return null;

  const fallback = defaultScorecard(today);
  const penalties = repairPenalties(stored.penalties);
  // A plan that cannot be read is dropped: the card is then one without a start time.
  const timing = crawlTimingSchema.safeParse(stored.timing).data;
  const mended = workingScorecardSchema.safeParse({
    teamName:
      typeof stored.teamName === 'string' ? stored.teamName.trim().slice(0, MAX_TEAM_NAME_LENGTH) : fallback.teamName,
    date: workingScorecardSchema.shape.date.safeParse(stored.date).data ?? fallback.date,
    holes: repairHoles(stored.holes),
    penalties: penalties ?? fallback.penalties,
    penaltyPreset: penalties
      ? workingScorecardSchema.shape.penaltyPreset.safeParse(stored.penaltyPreset).data
      : fallback.penaltyPreset,
    ...(timing ? { timing } : {}),
    ...(stored.alcoholFree === true ? { alcoholFree: true } : {}),
  });
  return mended.success ? { card: mended.data, repaired: true } : null;
}

function repairHoles(stored: unknown): Hole[] {
  const holes = Array.isArray(stored) ? stored.filter(isRecord) : [];
  return Array.from({ length: HOLE_COUNT }, (_, index) => {
    const holeNumber = index + 1;
    const found = holes.find((hole) => hole.holeNumber === holeNumber) ?? holes[index] ?? {};
    return repairHole(found, holeNumber);
  });
}

function repairHole(stored: Record<string, unknown>, holeNumber: number): Hole {
  const field = <K extends keyof Hole>(key: K): Hole[K] | undefined =>
    holeSchema.shape[key].safeParse(stored[key]).data as Hole[K] | undefined;
  const hole: Hole = { holeNumber, par: field('par') ?? DEFAULT_PAR };
  const score = field('score');
  if (score !== undefined) hole.score = score;
  const barName = cut(stored.barName, BAR_TEXT_LIMITS.name);
  if (barName) {
    hole.barName = barName;
    const barPlaceId = field('barPlaceId');
    const barAddress = cut(stored.barAddress, BAR_TEXT_LIMITS.address);
    const barLocation = field('barLocation');
    if (barPlaceId !== undefined) hole.barPlaceId = barPlaceId;
    if (barAddress !== undefined) hole.barAddress = barAddress;
    if (barLocation !== undefined) hole.barLocation = barLocation;
    // Hours that cannot be read are dropped: the bar's hours are then unknown, the card intact.
    const barHours = field('barHours');
    if (barHours !== undefined) hole.barHours = barHours;
  }
  const minutes = field('minutes');
  if (minutes !== undefined) hole.minutes = minutes;
  const drink = cut(stored.drink, MAX_DRINK_LENGTH);
  if (drink !== undefined) hole.drink = drink;
  return hole;
}

/** The stored penalties that can be read, or null when there is no list to speak of. */
function repairPenalties(stored: unknown): Penalty[] | null {
  if (!Array.isArray(stored)) return null;
  const seen = new Set<string>();
  const penalties: Penalty[] = [];
  for (const item of stored.filter(isRecord)) {
    const count = typeof item.count === 'number' && Number.isFinite(item.count) ? Math.trunc(item.count) : 0;
    const penalty = penaltySchema.safeParse({
      id: item.id,
      name: typeof item.name === 'string' ? item.name.trim().slice(0, MAX_PENALTY_NAME_LENGTH) : item.name,
      count: Math.min(Math.max(count, 0), MAX_PENALTY_COUNT),
    });
    if (!penalty.success || seen.has(penalty.data.id)) continue;
    seen.add(penalty.data.id);
    penalties.push(penalty.data);
  }
  return penalties.slice(0, MAX_PENALTIES);
}

/** A text cut to its bound; undefined for anything that is not text. */
function cut(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
