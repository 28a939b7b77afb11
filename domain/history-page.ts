import * as z from 'zod/mini';
import { subscriptionStatusSchema } from './billing';
import { savedRoundListSchema } from './rounds';
import { currentUserSchema } from './user';

/** A member's saved rounds, newest first, a page at a time (`GET`), and where a round is kept (`POST`). */
export const SAVED_ROUNDS_PATH = '/api/scorecards';

/**
 * What /history's HTML carries as the page's data when the Worker painted its first page of
 * rounds for a signed-in member: the member and their status as the API answers them, and the
 * first page as `GET /api/scorecards` answers it (its items, the next page's address, the total),
 * so the app starts from them without asking.
 */
export const historyPageDataSchema = z.object({
  history: z.object({
    user: currentUserSchema,
    subscription: subscriptionStatusSchema,
    rounds: savedRoundListSchema,
    next: z.nullable(z.string()),
    total: z.number(),
  }),
});
export type HistoryPageData = z.infer<typeof historyPageDataSchema>;
