import * as z from 'zod/mini';
import { cleanName } from './clean-name';
import { crawlTimingSchema } from './crawl-timing';
import { defaultHoles, holesSchema } from './holes';
import { DEFAULT_PENALTY_PRESET, PENALTY_PRESET_IDS, penaltiesSchema, presetPenalties } from './penalties';

export const MAX_TEAM_NAME_LENGTH = 60;
/** A team name as kept and shown: cleaned (see cleanName), then at most MAX_TEAM_NAME_LENGTH. */
export const teamNameSchema = z.string().check(z.overwrite(cleanName), z.maxLength(MAX_TEAM_NAME_LENGTH));
/** Calendar date as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** The scorecard a player is filling in: what the browser keeps between visits. */
export const workingScorecardSchema = z.object({
  teamName: teamNameSchema,
  date: isoDateSchema,
  holes: holesSchema,
  penalties: penaltiesSchema,
  penaltyPreset: z._default(z.enum(PENALTY_PRESET_IDS), DEFAULT_PENALTY_PRESET),
  /** When the crawl starts and how long each hole takes; absent until the evening is planned. */
  timing: z.optional(crawlTimingSchema),
  /** The player plays alcohol-free (soft drinks, water, a designated driver): a badge, the same scoring. */
  alcoholFree: z.optional(z.boolean()),
});
export type WorkingScorecard = z.infer<typeof workingScorecardSchema>;

export function defaultScorecard(today: string): WorkingScorecard {
  return {
    teamName: '',
    date: today,
    holes: defaultHoles(),
    penalties: presetPenalties(DEFAULT_PENALTY_PRESET),
    penaltyPreset: DEFAULT_PENALTY_PRESET,
  };
}

/** Today's date in the player's own time zone, as YYYY-MM-DD. */
export function localIsoDate(now: Date = new Date()): string {
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}

/** Whether the player has put anything on the card yet: a score, a bar or a drink. */
export function hasPlayerInput(card: Pick<WorkingScorecard, 'holes'>): boolean {
  return card.holes.some(
    (hole) => hole.score !== undefined || (hole.barName ?? '').trim() !== '' || (hole.drink ?? '').trim() !== '',
  );
}
