/**
 * The Pub Golf API. Routes:
 *   GET  /api/health                  liveness, with a D1 round trip
 *   GET  /api/login                   start OAuth (?provider=, ?login_hint=); a chooser when several
 *   GET  /api/callback/:provider      finish OAuth, start a session, redirect to /
 *   GET  /api/logout                  end the session, redirect to /
 *   GET  /api/auth/user               the signed-in user, or 401
 *   POST /api/user/custom-penalties   {penalties}: members save their penalty list (counts stored as 0)
 *   GET  /api/user/export             the signed-in player's every stored fact, as a JSON download
 *   DELETE /api/user                  erases the signed-in player (a live subscription cancelled at once), signs out
 *   POST /api/scorecards              members keep a round (their own id makes a retry answer the same round)
 *   PUT  /api/scorecards/:id          members update their round; the newer client edit time wins
 *   GET  /api/scorecards              members' own rounds, newest first, 50 a page (?before=, Link rel="next")
 *   DELETE /api/scorecards/:id        members delete one of their rounds (404 for anyone else's)
 *   DELETE /api/scorecards            members clear their history
 *   POST /api/migrate-course-data     members keep a course round sent after sign-in, as POST /api/scorecards
 *   GET  /api/leaderboard             public: the 10 lowest fair rounds (complete, plausible), kept for up to 60 s
 *   POST /api/courses                 members save a course template (no scores, penalties at 0) with a share code
 *   GET  /api/courses                 members' own courses, newest first, 50 a page (?before=, Link rel="next")
 *   GET  /api/courses/share/:shareCode  public: the course behind a share code, from KV first, then D1; misses rate limited
 *   GET  /api/courses/:id             public: one course
 *   GET  /api/courses/:id/leaderboard public: the course's 10 lowest fair rounds, kept for up to 60 s
 *   DELETE /api/courses/:id           members delete one of their courses (404 for anyone else's); rounds stay
 *   POST /api/games                   members start a live game from a card or course → snapshot, host's team cookie
 *   POST /api/games/:code/teams       anyone joins with {teamName} → snapshot, team cookie (rate limited per client)
 *   GET  /api/games/mine              members: their live games (and those ended within a day) → {games}
 *   GET  /api/games/:code             the game's snapshot (the caller's team and card: by its team cookie, or a member's own team)
 *   GET  /api/games/:code/teams/:teamId  one team's card, read-only (a look-up by code like the snapshot)
 *   GET  /api/games/:code/keep        members: where the round of the team this phone played for is → {round: yours | to-keep | taken | empty | no-team}
 *   POST /api/games/:code/keep        members: an ended game's card of the team this phone played for, kept as
 *                                     their round once (by the team's round id) → the round (201, 200 if kept)
 *   GET  /api/games/:code/live        a team's WebSocket (our Origin, team cookie or a member's own team; 404 unknown, 410 ended)
 *   GET  /api/watch/:id               public: a game's board by its spectator id, without the join code
 *   GET  /api/watch/:id/teams/:teamId  public: one team's card, read-only
 *   GET  /api/watch/:id/live          a spectator's read-only WebSocket
 *   GET  /api/places/search           bars matching ?query=&type=bar[&lat=&lng=], nearest first
 *   GET  /api/subscription/status     {hasActiveSubscription, status, plan, currentPeriodEnd, …} from D1
 *   GET  /api/billing/config          {publishableKey, testMode} for the subscribe page
 *   POST /api/get-or-create-subscription  {plan} → {status, clientSecret} to pay, or {error} if subscribed
 *   POST /api/update-subscription-plan    {plan}: record the plan about to be paid
 *   POST /api/confirm-lifetime-payment    {paymentIntentId}: checked with Stripe, then lifetime access
 *   POST /api/cancel-subscription     cancel monthly at the end of the paid period
 *   POST /api/apply-retention-discount    50% off for 3 months, once per customer
 *   POST /api/billing/test-confirm    test mode only: pay {clientSecret, cardNumber} via the Stripe double
 *   POST /api/stripe/webhook          Stripe events, verified by signature (no CSRF check)
 *   *    /api/*                       404 JSON for anything else
 *   GET  (any page path)              the SPA's index.html; 404 status for unknown pages
 * Every /api request passes the body limit (64 KB; 1 MB for the webhook) and the CSRF check
 * (non-GET and WebSocket upgrades need our Origin), runs its queries in a D1 session that starts
 * at the player's last write (lib/d1-session.ts), and loads the session (GET and POST
 * /api/scorecards in the same D1 batch as the page they read or the round they keep); its answer is
 * `Cache-Control: private, no-store` unless the route sets its own (a WebSocket's 101 is left
 * alone), and a body it left unread is drained. Sign-in (/api/login, /api/callback/*) is rate
 * limited per client. A daily Cron Trigger runs
 * `scheduled`: it sweeps expired sessions and old webhook event ids.
 * Each JSON answer is built as the type of its schema in domain/, which the client parses
 * it with (docs/decisions/007-api-contracts.md); errors share one shape (errors.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, errorResponse, toApiError } from './errors';
import type { AppEnv } from './env';
import { MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from './limits';
import { privateByDefault } from './middleware/cache-control';
import { csrfProtection } from './middleware/csrf';
import { securityHeaders } from './middleware/security-headers';
import { drainUnreadBody } from './middleware/unread-body';
import { d1Session } from './lib/d1-session';
import { sessionMiddleware } from './lib/session/session-middleware';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { billingRoutes, stripeWebhookRoutes } from './features/billing/routes';
import { coursesRoutes } from './features/courses/routes';
import { customPenaltiesRoutes } from './features/custom-penalties/routes';
import { gamesRoutes, watchRoutes } from './features/games/routes';
import { placesRoutes } from './features/places/routes';
import {
  leaderboardRoutes,
  migrateCourseRoundRoutes,
  roundsOneTripRoutes,
  roundsRoutes,
} from './features/rounds/routes';
import { servePage } from './pages';
import { scheduled } from './scheduled';
import type { HealthResponse } from '../domain/health';
import { isKnownPagePath } from '../domain/page-routes';

const api = new Hono<AppEnv>()
  .get('/health', async (c) => {
    await c.var.db.prepare('select 1').first();
    return c.json({ ok: true } satisfies HealthResponse);
  })
  .route('/', authRoutes)
  .route('/user/custom-penalties', customPenaltiesRoutes)
  .route('/user', accountRoutes)
  .route('/scorecards', roundsRoutes)
  .route('/migrate-course-data', migrateCourseRoundRoutes)
  .route('/leaderboard', leaderboardRoutes)
  .route('/courses', coursesRoutes)
  .route('/games', gamesRoutes)
  .route('/watch', watchRoutes)
  .route('/places', placesRoutes)
  .route('/', billingRoutes)
  .route('/stripe', stripeWebhookRoutes);

function limitBodyTo(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `Request body is larger than ${maxSize} bytes`);
    },
  });
}
const apiBodyLimit = limitBodyTo(MAX_BODY_BYTES);
const webhookBodyLimit = limitBodyTo(MAX_WEBHOOK_BODY_BYTES);

export const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use('/api/*', drainUnreadBody);
app.use('/api/*', privateByDefault);
app.use('/api/*', (c, next) => (c.req.path === '/api/stripe/webhook' ? webhookBodyLimit : apiBodyLimit)(c, next));
app.use('/api/*', csrfProtection);
app.use('/api/*', d1Session);
// Routes that load the session with their first query, in one D1 batch, come before the session middleware.
app.route('/api/scorecards', roundsOneTripRoutes);
app.use('/api/*', sessionMiddleware);
app.route('/api', api);

app.all('/api/*', () => {
  throw new ApiError(404, 'not_found', 'No such API route');
});
app.get('*', (c) => servePage(c, isKnownPagePath(new URL(c.req.url).pathname) ? 200 : 404));
app.all('*', () => {
  throw new ApiError(404, 'not_found', 'Not found');
});

app.onError((error, c) => {
  const known = toApiError(error);
  if (!known) console.error('Unhandled error', c.req.method, c.req.path, error);
  return errorResponse(
    c,
    known ?? new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  );
});

export { GameRoom } from './features/games/game-room';
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
