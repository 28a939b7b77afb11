import * as z from 'zod/mini';
import { minutesPerHoleSchema } from './crawl-timing';
import { openingHoursSchema } from './opening-hours';

export const HOLE_COUNT = 9;
export const DEFAULT_PAR = 3;
const MIN_PAR = 1;
const MAX_PAR = 10;
/** A hole scored NA counts as this many strokes over its par. */
export const NA_PENALTY_OVER_PAR = 5;

/** Strokes a hole can be scored with, besides NA: the card's choices and the schema both. */
const MIN_SCORE = 0;
const MAX_SCORE = 10;

export const PAR_CHOICES = range(MIN_PAR, MAX_PAR);
/** Main card scores: every stroke count a hole takes. */
export const MAIN_CARD_SCORE_CHOICES = range(MIN_SCORE, MAX_SCORE);
/** Course pages score a hole from one stroke: a round played on a course is never scored 0. */
export const COURSE_SCORE_CHOICES = range(1, MAX_SCORE);

export const latLngSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
export type LatLng = z.infer<typeof latLngSchema>;

const holeScoreSchema = z.union([z.int().check(z.gte(MIN_SCORE), z.lte(MAX_SCORE)), z.literal('NA')]);
export type HoleScore = z.infer<typeof holeScoreSchema>;

/** Longest stored bar fields: search results are cut to these so a picked bar always fits. */
export const BAR_TEXT_LIMITS = { name: 200, placeId: 300, address: 300 } as const;
export const MAX_DRINK_LENGTH = 100;

export const holeSchema = z.object({
  holeNumber: z.int().check(z.gte(1), z.lte(HOLE_COUNT)),
  par: z._default(z.int().check(z.gte(MIN_PAR), z.lte(MAX_PAR)), DEFAULT_PAR),
  score: z.optional(holeScoreSchema),
  barName: z.optional(z.string().check(z.maxLength(BAR_TEXT_LIMITS.name))),
  barPlaceId: z.optional(z.string().check(z.maxLength(BAR_TEXT_LIMITS.placeId))),
  barAddress: z.optional(z.string().check(z.maxLength(BAR_TEXT_LIMITS.address))),
  barLocation: z.optional(latLngSchema),
  /** The bar's regular week as its provider gave it; absent when unknown. */
  barHours: z.optional(openingHoursSchema),
  drink: z.optional(z.string().check(z.maxLength(MAX_DRINK_LENGTH))),
  /** This hole's own minutes, in place of the crawl's minutes per hole. */
  minutes: z.optional(minutesPerHoleSchema),
});
export type Hole = z.infer<typeof holeSchema>;
/** A change to one hole: any of its fields but its number. */
export type HolePatch = Partial<Omit<Hole, 'holeNumber'>>;
/** The bar part of a hole, what Find a Bar fills in (every field, so a new pick clears the old). */
export type HoleBar = Required<Pick<HolePatch, 'barName'>> &
  Pick<HolePatch, 'barPlaceId' | 'barAddress' | 'barLocation' | 'barHours'>;

/** Exactly nine holes, numbered 1 to 9 in order. */
export const holesSchema = z.array(holeSchema).check(
  z.length(HOLE_COUNT),
  z.refine((holes) => holes.every((hole, index) => hole.holeNumber === index + 1), {
    message: 'Holes must be numbered 1 to 9 in order',
  }),
);

export function defaultHoles(): Hole[] {
  return range(1, HOLE_COUNT).map((holeNumber) => ({ holeNumber, par: DEFAULT_PAR }));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
