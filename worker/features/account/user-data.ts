/**
 * Exporting and erasing a player: the use cases `GET /api/user/export` and `DELETE /api/user`
 * run on D1, KV and Stripe, and `npm run admin -- export-user|delete-user` runs through
 * wrangler and the Stripe SDK, so the page and the operator export and erase the same facts
 * in the same order. Each statement takes one value as ?1 and answers one column, `data`.
 * This file imports nothing: the admin script loads it on plain Node.
 */

/** Unix seconds as ISO 8601, as the API writes every timestamp. */
function iso(column: string): string {
  return `case when ${column} is null then null else strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, 'unixepoch') end`;
}

/** The id of the account with this e-mail (?1, stored trimmed and lower-case). */
const USER_BY_EMAIL_SQL = 'select id as data from users where email = ?1';

/**
 * Every row that names the player, as one JSON object. Sessions are listed by when they began
 * and end: a session's id is the digest of a live sign-in token, a credential, not a fact.
 */
const USER_EXPORT_SQL = `select json_object(
  'exportedAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
  'account', json((select json_object(
    'id', id, 'email', email, 'firstName', first_name, 'lastName', last_name,
    'profileImageUrl', profile_image_url, 'customPenalties', json(custom_penalties),
    'hiddenAt', ${iso('hidden_at')}, 'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')}
  ) from users where id = ?1)),
  'signIns', json((select (json_group_array(json_object(
    'provider', provider, 'providerUserId', provider_user_id, 'createdAt', ${iso('created_at')}
  ))) from oauth_accounts where user_id = ?1)),
  'sessions', json((select (json_group_array(json_object(
    'createdAt', ${iso('created_at')}, 'expiresAt', ${iso('expires_at')}
  ))) from (select * from sessions where user_id = ?1 order by created_at))),
  'subscription', json((select json_object(
    'status', status, 'plan', plan, 'stripeCustomerId', stripe_customer_id,
    'stripeSubscriptionId', stripe_subscription_id, 'currentPeriodEnd', ${iso('current_period_end')},
    'cancelAtPeriodEnd', json(case when cancel_at_period_end then 'true' else 'false' end),
    'retentionDiscountApplied', json(case when retention_discount_applied then 'true' else 'false' end),
    'pendingPaymentIntentId', pending_payment_intent_id, 'lifetimePaymentIntentId', lifetime_payment_intent_id,
    'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')}
  ) from subscriptions where user_id = ?1)),
  'checkoutsStarted', json((select (json_group_array(json_object(
    'plan', plan, 'startedAt', ${iso('claimed_at')}
  ))) from checkout_claims where user_id = ?1)),
  'rounds', json((select (json_group_array(json_object(
    'id', id, 'number', number, 'teamName', team_name, 'date', date, 'totalScore', total_score,
    'complete', json(case when complete then 'true' else 'false' end),
    'onPublicBoards', json(case when fair then 'true' else 'false' end),
    'holes', json(holes), 'penalties', json(penalties), 'courseId', course_id, 'courseName', course_name,
    'timing', json(timing), 'liveGame', json(live_game),
    'hiddenAt', ${iso('hidden_at')}, 'createdAt', ${iso('created_at')}, 'updatedAt', ${iso('updated_at')}
  ))) from (select * from scorecards where user_id = ?1 order by number))),
  'courses', json((select (json_group_array(json_object(
    'id', id, 'name', name, 'holes', json(holes), 'penalties', json(penalties), 'shareCode', share_code,
    'createdAt', ${iso('created_at')}
  ))) from (select * from courses where user_id = ?1 order by created_at, rowid))),
  'liveGames', json((select (json_group_array(json_object(
    'code', code, 'joinedAt', ${iso('joined_at')}
  ))) from (select * from member_games where user_id = ?1 order by joined_at, rowid)))
) as data`;

/** The live games still worth telling (worker/features/games/member-games.ts looks as far back): 7 days and 12 hours. */
const GAMES_LOOK_BACK_S = (7 * 24 + 12) * 60 * 60;

/**
 * What erasing the player touches outside D1's rows: the share codes whose KV entries go, whether
 * one of their rounds could be on the kept leaderboard or a course's board, and the Stripe subscription to cancel.
 */
const ERASURE_PLAN_SQL = `select json_object(
  'exists', (select count(*) from users where id = ?1),
  'shareCodes', json((select (json_group_array(share_code)) from courses where user_id = ?1)),
  'rounds', (select count(*) from scorecards where user_id = ?1),
  'courses', (select count(*) from courses where user_id = ?1),
  'sessions', (select count(*) from sessions where user_id = ?1),
  'fairRounds', (select count(*) from scorecards where user_id = ?1 and fair = 1),
  'boardCourses', json((select json_group_array(course_id) from (
    select course_id from scorecards where user_id = ?1 and fair = 1 and course_id is not null
    union select id from courses where user_id = ?1))),
  'subscription', json((select json_object('status', status, 'plan', plan, 'stripeSubscriptionId', stripe_subscription_id)
    from subscriptions where user_id = ?1)),
  'games', json((select json_group_array(code) from member_games where user_id = ?1
    and joined_at > cast(strftime('%s', 'now') as integer) - ${GAMES_LOOK_BACK_S}))
) as data`;

interface ErasurePlan {
  shareCodes: string[];
  rounds: number;
  courses: number;
  sessions: number;
  fairRounds: number;
  /** Courses whose kept board could show one of their rounds, or that are theirs. */
  boardCourses: string[];
  subscription: { status: string; plan: string | null; stripeSubscriptionId: string | null } | null;
  /** The join codes of the live games the player started or joined lately. */
  games: string[];
}

/**
 * The games a store that cannot reach them leaves to the Worker (worker/features/games/game-exits.ts):
 * the same games the erasure plan names.
 */
const QUEUE_GAME_EXITS_SQL = `insert or ignore into game_exits (code, user_id, queued_at)
  select code, user_id, cast(strftime('%s', 'now') as integer) from member_games where user_id = ?1
    and joined_at > cast(strftime('%s', 'now') as integer) - ${GAMES_LOOK_BACK_S}`;

/**
 * Every row of the player's, children first, the account last. The foreign keys cascade too;
 * naming each table keeps the erasure whole on a database that does not enforce them.
 */
const ERASE_USER_SQL = [
  'delete from scorecards where user_id = ?1',
  'delete from hidden_cards where user_id = ?1',
  'delete from courses where user_id = ?1',
  'delete from sessions where user_id = ?1',
  'delete from oauth_accounts where user_id = ?1',
  'delete from checkout_claims where user_id = ?1',
  'delete from subscriptions where user_id = ?1',
  'delete from member_games where user_id = ?1',
  'delete from users where id = ?1',
] as const;

/**
 * A Stripe subscription that still bills or could: cancelled at once when its player is erased.
 * (Statuses as Stripe names them; 'lifetime' is ours and has nothing to cancel.)
 */
function subscriptionToCancel(plan: ErasurePlan): string | null {
  const subscription = plan.subscription;
  if (!subscription?.stripeSubscriptionId) return null;
  const done = ['canceled', 'incomplete_expired', 'lifetime', 'none'];
  return done.includes(subscription.status) ? null : subscription.stripeSubscriptionId;
}

/** Where the player's data lives, as the Worker or the admin script reaches it. */
export interface AccountStore {
  /** The first row's `data` column of a statement with `param` as ?1; null when there is no row. */
  first(sql: string, param: string): Promise<string | null>;
  /** The statements, with `param` as ?1, all or none. */
  runAll(sqls: readonly string[], param: string): Promise<void>;
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** Cancels a Stripe subscription at once; one already gone from Stripe counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Takes the player's teams out of these live games, which then shut their phones out; false
   * when this store cannot reach the games (the admin script's, through wrangler).
   */
  leaveGames(userId: string, codes: readonly string[]): Promise<boolean>;
  /** What the live game with this code holds about the player's team; null when it holds nothing or cannot be reached. */
  liveGame(code: string, userId: string): Promise<unknown>;
}

/** The KV keys the Worker fills from a player's rows (worker/lib/kv-keys.ts names them). */
export interface KvKeys {
  leaderboard: string;
  courseBoard: (courseId: string) => string;
  shareCode: (code: string) => string;
}

/** The account behind an e-mail address as sign-in stores it (trimmed, lower-case), or null. */
export function findUserIdByEmail(store: AccountStore, email: string): Promise<string | null> {
  return store.first(USER_BY_EMAIL_SQL, email.trim().toLowerCase());
}

/**
 * Every stored fact about the player as JSON, with what each live game D1 lists them in holds
 * about their team; null when there is no such account.
 */
export async function exportUserData(store: AccountStore, userId: string): Promise<unknown> {
  const data = await store.first(USER_EXPORT_SQL, userId);
  if (data === null) return null;
  const parsed = JSON.parse(data) as { account: unknown; liveGames: { code: string }[] };
  if (parsed.account === null) return null;
  const liveGames = await Promise.all(
    parsed.liveGames.map(async (entry) => ({ ...entry, game: await store.liveGame(entry.code, userId) })),
  );
  return { ...parsed, liveGames };
}

export interface ErasureReport {
  rounds: number;
  courses: number;
  sessions: number;
  /** Share codes that no longer resolve. */
  shareCodes: string[];
  /** The Stripe subscription cancelled at once, if one could still bill. */
  cancelledSubscription: string | null;
  lifetimeEnded: boolean;
  leaderboardDropped: boolean;
  /** The live games the player's teams were taken out of. */
  gamesLeft: string[];
  /** Live games the player was in that this store could not reach: the Worker takes their teams out within five minutes. */
  gamesQueued: string[];
}

/**
 * Erases the player: first cancels a subscription that could still bill and takes their teams out
 * of their live games (so a failure there leaves their rows as they were; a retry does both
 * again), then deletes every row of theirs in one batch, then drops the
 * share codes' KV entries and the kept boards (the leaderboard, courses') one of their rounds could be on.
 * Null, and nothing changed, when there is no such account.
 */
export async function eraseUser(store: AccountStore, keys: KvKeys, userId: string): Promise<ErasureReport | null> {
  const planText = await store.first(ERASURE_PLAN_SQL, userId);
  if (planText === null) return null;
  const plan = JSON.parse(planText) as ErasurePlan & { exists: number };
  if (!plan.exists) return null;
  const cancelledSubscription = subscriptionToCancel(plan);
  if (cancelledSubscription) await store.cancelSubscription(cancelledSubscription);
  const gamesReached = plan.games.length === 0 || (await store.leaveGames(userId, plan.games));
  await store.runAll(gamesReached ? ERASE_USER_SQL : [QUEUE_GAME_EXITS_SQL, ...ERASE_USER_SQL], userId);
  const leaderboardDropped = plan.fairRounds > 0;
  await store.deleteKeys([
    ...plan.shareCodes.map(keys.shareCode),
    ...plan.boardCourses.map(keys.courseBoard),
    ...(leaderboardDropped ? [keys.leaderboard] : []),
  ]);
  return {
    rounds: plan.rounds,
    courses: plan.courses,
    sessions: plan.sessions,
    shareCodes: plan.shareCodes,
    cancelledSubscription,
    lifetimeEnded: plan.subscription?.status === 'lifetime',
    leaderboardDropped,
    gamesLeft: gamesReached ? plan.games : [],
    gamesQueued: gamesReached ? [] : plan.games,
  };
}
