import * as z from 'zod/mini';

const isoOrNull = z.nullable(z.string());
/** Stored JSON (a card's holes, a penalty list) exactly as it is kept. */
const storedJson = z.unknown();

/**
 * `GET /api/user/export` and `npm run admin -- export-user`: every row that names the player,
 * as it is stored, and what their live games hold about them. Timestamps are ISO 8601.
 */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    customPenalties: storedJson,
    /** When an operator took every round of the player's off the public boards. */
    hiddenAt: isoOrNull,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  signIns: z.array(z.object({ provider: z.string(), providerUserId: z.string(), createdAt: z.string() })),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  subscription: z.nullable(
    z.object({
      status: z.string(),
      plan: z.nullable(z.string()),
      stripeCustomerId: z.nullable(z.string()),
      stripeSubscriptionId: z.nullable(z.string()),
      currentPeriodEnd: isoOrNull,
      cancelAtPeriodEnd: z.boolean(),
      retentionDiscountApplied: z.boolean(),
      pendingPaymentIntentId: z.nullable(z.string()),
      lifetimePaymentIntentId: z.nullable(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  checkoutsStarted: z.array(z.object({ plan: z.string(), startedAt: z.string() })),
  rounds: z.array(
    z.object({
      id: z.string(),
      number: z.int(),
      teamName: z.string(),
      date: z.string(),
      totalScore: z.int(),
      complete: z.boolean(),
      holes: storedJson,
      penalties: storedJson,
      courseId: z.nullable(z.string()),
      courseName: z.nullable(z.string()),
      /** The start time and minutes per hole; null on a round without a plan. */
      timing: storedJson,
      /**
       * The live game the round was kept from: its name, the team's place, the holes it used a
       * mulligan on and whether it played alcohol-free; null on a round not kept from one.
       */
      liveGame: storedJson,
      hiddenAt: isoOrNull,
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  courses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      holes: storedJson,
      penalties: storedJson,
      shareCode: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The live games the player started or joined as a member, most recently joined last. */
  liveGames: z.array(
    z.object({
      code: z.string(),
      joinedAt: z.string(),
      /**
       * What the game holds about the player's team; null when the game no longer has it (the
       * game is gone, or the team was removed), or when `npm run admin` exports, whose tools
       * reach D1 but no live game.
       */
      game: z.nullable(
        z.object({
          name: z.string(),
          status: z.enum(['live', 'ended']),
          date: z.string(),
          startedAt: z.string(),
          endedAt: isoOrNull,
          team: z.object({ name: z.string(), isHost: z.boolean(), alcoholFree: z.boolean() }),
          /**
           * The team's card on the game's layout: each hole with its score, each penalty with the
           * count that counts (none from a hole with a mulligan), every count the team took by
           * hole (0: for the whole game), and the holes it used a mulligan on, in the order used.
           */
          card: z.object({
            holes: storedJson,
            penalties: storedJson,
            penaltiesByHole: z.optional(z.array(z.object({ id: z.string(), hole: z.int(), count: z.int() }))),
            mulliganHoles: z.array(z.int()),
          }),
        }),
      ),
    }),
  ),
});
export type UserExport = z.infer<typeof userExportSchema>;
/** What one live game holds about a player's team, as their export lists it. */
export type LiveGameExport = NonNullable<UserExport['liveGames'][number]['game']>;

/** `DELETE /api/user`: what went with the account. The caller is signed out. */
export const accountDeletedSchema = z.object({
  rounds: z.int(),
  courses: z.int(),
  sessions: z.int(),
  /** A monthly subscription was cancelled at once, so nothing more is billed. */
  subscriptionCancelled: z.boolean(),
  lifetimeEnded: z.boolean(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
