/** The tables, as migrations/*.sql create them. Timestamps are stored as Unix seconds. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CrawlTiming } from '../../domain/crawl-timing';
import type { HoleRule } from '../../domain/hole-rules';
import type { Hole } from '../../domain/holes';
import type { Penalty } from '../../domain/penalties';
import type { RoundLiveGame } from '../../domain/rounds';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp' }).notNull(),
  /** The member's saved penalty list as JSON, counts at 0; written only after validation. */
  customPenalties: text('custom_penalties', { mode: 'json' }).$type<Penalty[]>().notNull().default([]),
  /** When an operator took every round of the player's off the public boards (0014_hidden_cards.sql); null while they may show. */
  hiddenAt: integer('hidden_at', { mode: 'timestamp' }),
});
export type User = typeof users.$inferSelect;

export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index('oauth_accounts_user_id').on(table.userId),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 (hex) of the session token. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId), index('sessions_expires_at').on(table.expiresAt)],
);
export type Session = typeof sessions.$inferSelect;

export const subscriptions = sqliteTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** A Stripe subscription status, 'lifetime', or 'none'. */
  status: text('status').notNull().default('none'),
  plan: text('plan', { enum: ['monthly', 'lifetime'] }),
  /** Unix seconds, as Stripe gives it. */
  currentPeriodEnd: integer('current_period_end'),
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  retentionDiscountApplied: integer('retention_discount_applied', { mode: 'boolean' }).notNull().default(false),
  pendingPaymentIntentId: text('pending_payment_intent_id'),
  lifetimePaymentIntentId: text('lifetime_payment_intent_id'),
  lastEventCreated: integer('last_event_created').notNull().default(0),
  createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp' }).notNull(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One checkout start at a time per user and plan (billing/checkout-claim.ts). */
export const checkoutClaims = sqliteTable(
  'checkout_claims',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['monthly', 'lifetime'] }).notNull(),
    token: text('token').notNull(),
    claimedAt: integer('claimed_at', { mode: 'timestamp' }).notNull(),
    /** The holder's answer as JSON; null while it is still working. */
    answer: text('answer'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.plan] })],
);

export const processedWebhookEvents = sqliteTable(
  'processed_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    processedAt: integer('processed_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [index('processed_webhook_events_processed_at').on(table.processedAt)],
);

/** Members' saved rounds (migrations/0007_scorecards.sql). */
export const scorecards = sqliteTable(
  'scorecards',
  {
    /** A UUID, usually the app's own, so a retried save finds its row. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Counts the member's rounds from 1 in creation order, for display. */
    number: integer('number').notNull(),
    teamName: text('team_name').notNull(),
    /** YYYY-MM-DD, the day the round was played. */
    date: text('date').notNull(),
    totalScore: integer('total_score').notNull(),
    holes: text('holes', { mode: 'json' }).$type<Hole[]>().notNull(),
    penalties: text('penalties', { mode: 'json' }).$type<Penalty[]>().notNull(),
    courseId: text('course_id'),
    courseName: text('course_name'),
    /** Every hole scored. */
    complete: integer('complete', { mode: 'boolean' }).notNull(),
    /** Complete and plausible (isFairRound): only fair rounds are on a public board (0009_fair_rounds.sql). */
    fair: integer('fair', { mode: 'boolean' }).notNull().default(false),
    /** The client's time of the edit this row holds, in milliseconds. */
    clientEditedAt: integer('client_edited_at'),
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp' }).notNull(),
    /**
     * When the round went off the public boards: its card is one of its owner's hidden cards, or its
     * owner is hidden (worker/lib/rounds/hiding.ts); null while it may show.
     */
    hiddenAt: integer('hidden_at', { mode: 'timestamp' }),
    /** Start time and minutes per hole (migrations/0013_round_timing.sql); null when the round has none. */
    timing: text('timing', { mode: 'json' }).$type<CrawlTiming>(),
    /** The card's key (cardKeySql, migrations/0014_hidden_cards.sql); null only for a row written outside the Worker. */
    cardKey: text('card_key'),
    /** The live game the round was kept from (migrations/0016_round_live_game.sql); null for any other round. */
    liveGame: text('live_game', { mode: 'json' }).$type<RoundLiveGame>(),
    /** Played alcohol-free (migrations/0018_round_alcohol_free.sql): a badge, the same scoring. */
    alcoholFree: integer('alcohol_free', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    uniqueIndex('scorecards_user_number').on(table.userId, table.number),
    index('scorecards_leaderboard').on(table.fair, table.totalScore, table.createdAt, table.id),
    index('scorecards_course_board').on(table.courseId, table.fair, table.totalScore, table.createdAt, table.id),
  ],
);
export type ScorecardRow = typeof scorecards.$inferSelect;

/** The cards an operator hid, per owner (migrations/0014_hidden_cards.sql): a round kept or edited to one is hidden too. */
export const hiddenCards = sqliteTable(
  'hidden_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardKey: text('card_key').notNull(),
    hiddenAt: integer('hidden_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.cardKey] })],
);

/** Members' course templates (migrations/0008_courses.sql). Rounds name a course without a foreign key. */
export const courses = sqliteTable(
  'courses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The crawl's holes without scores. */
    holes: text('holes', { mode: 'json' }).$type<Hole[]>().notNull(),
    /** The penalty list, counts at 0. */
    penalties: text('penalties', { mode: 'json' }).$type<Penalty[]>().notNull(),
    shareCode: text('share_code').notNull().unique(),
    createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
    /** Start time and minutes per hole (migrations/0012_course_timing.sql); null when the course has none. */
    timing: text('timing', { mode: 'json' }).$type<CrawlTiming>(),
    /** The house rules, a line a rule (migrations/0017_course_rules.sql); null when the course has none. */
    houseRules: text('house_rules'),
    /** The hole rules and hazards (migrations/0017_course_rules.sql); null when the course has none. */
    holeRules: text('hole_rules', { mode: 'json' }).$type<HoleRule[]>(),
  },
  (table) => [index('courses_user_created').on(table.userId, table.createdAt)],
);
export type CourseRow = typeof courses.$inferSelect;

/** The live games a member started or joined (migrations/0011_member_games.sql): the code leads to the game. */
export const memberGames = sqliteTable(
  'member_games',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    joinedAt: integer('joined_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.code] }),
    index('member_games_user_joined').on(table.userId, table.joinedAt),
  ],
);

/**
 * The live games an erased player still has a team in (migrations/0015_game_exits.sql): the
 * five-minute Cron Trigger tells each game and deletes the row.
 */
export const gameExits = sqliteTable(
  'game_exits',
  {
    code: text('code').notNull(),
    userId: text('user_id').notNull(),
    queuedAt: integer('queued_at', { mode: 'timestamp' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.userId] })],
);
