/**
 * The Pub Golf API. Its route table, every route with what it answers, is
 * worker/route-table.test.ts, read from this app, so it cannot drift from the routes.
 *
 * Every /api request passes the body limit (64 KB; 1 MB for the webhook) and the CSRF check
 * (non-GET and WebSocket upgrades need our Origin), runs its queries in a D1 session that starts
 * at the player's last write (lib/d1-session.ts), and loads the session (GET and POST
 * /api/scorecards in the same D1 batch as the page they read or the round they keep); its answer is
 * `Cache-Control: private, no-store` unless the route sets its own (a WebSocket's 101 is left
 * alone), and a body it left unread is drained. Sign-in (/api/login, /api/callback/*) is rate
 * limited per client. Cron Triggers run `scheduled`: daily it sweeps expired sessions and old
 * webhook event ids; every five minutes it takes erased players out of their live games.
 * Pages are served by pages.ts; a game's join form posted without the app (POST /play/{code})
 * passes the same body limit, CSRF check and session as the API.
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
import { joinFormPost } from './join-form-post';
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
// A page that reads D1 (a member's History) reads it as the API does, from the player's last write.
app.get('*', d1Session, (c) => servePage(c, isKnownPagePath(new URL(c.req.url).pathname) ? 200 : 404));
// The join page's form, posted without the app: the API's body limit, CSRF check and session.
app.post('/play/:code', drainUnreadBody, apiBodyLimit, csrfProtection, d1Session, sessionMiddleware, joinFormPost);
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
