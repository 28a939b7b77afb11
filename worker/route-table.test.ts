/**
 * The Worker's route table: every route the app answers, in the order Hono tries them, read from
 * the app itself, so a route added, removed or moved without this list fails here. Middleware
 * (the body limit, CSRF, the D1 session, the session, the guards a route runs first) is left out:
 * worker/index.ts says what every /api request passes.
 */
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { app } from './index';

type Route = [method: string, path: string, what: string];

const ROUTES: Route[] = [
  // Before the session middleware: they load the session with their first query, in one D1 batch.
  ['GET', '/api/scorecards', 'members\' own rounds, newest first, 50 a page (?before=, Link rel="next")'],
  ['POST', '/api/scorecards', 'members keep a round (their own id makes a retry answer the same round)'],

  ['GET', '/api/health', 'liveness, with a D1 round trip'],
  ['GET', '/api/login', 'start OAuth (?provider=, ?login_hint=); a chooser when several; rate limited per client'],
  ['GET', '/api/callback/:provider', 'finish OAuth, start a session, redirect to /; rate limited per client'],
  ['GET', '/api/logout', 'end the session, redirect to /'],
  ['GET', '/api/auth/user', 'the signed-in user, or 401'],
  ['POST', '/api/user/custom-penalties', '{penalties}: members save their penalty list (counts stored as 0)'],
  ['GET', '/api/user/export', "the signed-in player's every stored fact, as a JSON download"],
  ['DELETE', '/api/user', 'erases the signed-in player (a live subscription cancelled at once), signs out'],
  ['PUT', '/api/scorecards/:id', 'members update their round; the newer client edit time wins'],
  ['DELETE', '/api/scorecards/:id', "members delete one of their rounds (404 for anyone else's)"],
  ['DELETE', '/api/scorecards', 'members clear their history'],
  ['POST', '/api/migrate-course-data', 'members keep a course round sent after sign-in, as POST /api/scorecards'],
  ['GET', '/api/leaderboard', 'public: the 10 lowest fair rounds, kept for up to 60 s'],
  ['POST', '/api/courses', 'members save a course template (no scores, penalties at 0) with a share code'],
  ['GET', '/api/courses', 'members\' own courses, newest first, 50 a page (?before=, Link rel="next")'],
  ['GET', '/api/courses/share/:shareCode', 'public: the course behind a share code (KV, then D1); misses rate limited'],
  ['GET', '/api/courses/:id', 'public: one course'],
  ['GET', '/api/courses/:id/leaderboard', "public: the course's 10 lowest fair rounds, kept for up to 60 s"],
  ['DELETE', '/api/courses/:id', "members delete one of their courses (404 for anyone else's); rounds stay"],
  ['GET', '/api/games/mine', 'members: their live games (and those ended within a day) → {games}'],
  ['POST', '/api/games', "members start a live game from a card or course → snapshot, host's team cookie"],
  ['POST', '/api/games/:code/teams', 'anyone joins with {teamName} → snapshot, team cookie (rate limited per client)'],
  ['GET', '/api/games/:code', "the game's snapshot, with the caller's team and card (team cookie, or a member's)"],
  ['GET', '/api/games/:code/teams/:teamId', "one team's card, read-only (a look-up by code like the snapshot)"],
  ['GET', '/api/games/:code/keep', 'members: where the round of the team this phone played for is → {round}'],
  ['POST', '/api/games/:code/keep', "members: an ended game's card of this phone's team, kept as their round once"],
  [
    'GET',
    '/api/games/:code/push',
    '{publicKey}: the VAPID key a phone subscribes to notifications with (null: none sent)',
  ],
  ['PUT', '/api/games/:code/push', "a team's phone turns notifications on with its push subscription and language"],
  ['DELETE', '/api/games/:code/push', "a team's phone turns its notifications off ({endpoint})"],
  [
    'POST',
    '/api/games/:code/blackout',
    'the host or co-host hides the last 1-3 holes until the reveal, or none ({holes})',
  ],
  ['POST', '/api/games/:code/reveal', "the host or co-host reveals an ended game's hidden holes"],
  ['GET', '/api/games/:code/live', "a team's WebSocket (our Origin, team cookie or a member's own team)"],
  ['GET', '/api/watch/:id', "public: a game's board by its spectator id, without the join code"],
  ['GET', '/api/watch/:id/teams/:teamId', "public: one team's card, read-only"],
  ['GET', '/api/watch/:id/live', "a spectator's read-only WebSocket"],
  ['GET', '/api/places/search', 'bars matching ?query=&type=bar[&lat=&lng=], nearest first'],
  ['GET', '/api/subscription/status', '{hasActiveSubscription, status, plan, currentPeriodEnd, …} from D1'],
  ['GET', '/api/billing/config', '{publishableKey, testMode} for the subscribe page'],
  ['POST', '/api/get-or-create-subscription', '{plan} → {status, clientSecret} to pay, or {error} if subscribed'],
  ['POST', '/api/update-subscription-plan', '{plan}: record the plan about to be paid'],
  ['POST', '/api/confirm-lifetime-payment', '{paymentIntentId}: checked with Stripe, then lifetime access'],
  ['POST', '/api/cancel-subscription', 'cancel monthly at the end of the paid period'],
  ['POST', '/api/apply-retention-discount', '50% off for 3 months, once per customer'],
  ['POST', '/api/billing/test-confirm', 'test mode only: pay {clientSecret, cardNumber} via the Stripe double'],
  ['POST', '/api/stripe/webhook', 'Stripe events, verified by signature (no CSRF check; 1 MB body limit)'],
  ['ALL', '/api/*', '404 JSON for anything else'],
  ['GET', '/*', "a page: its HTML in the reader's language (pages.ts); 404 status for a path no page has"],
  [
    'POST',
    '/play/:code',
    "a game's join form posted without the app: joins as the API does, 303 to the team's page, or the form again with why",
  ],
  ['ALL', '/*', '404 JSON for anything else'],
];

describe('the route table', () => {
  it('lists every route the app answers, in the order they are tried', () => {
    const routes = inspectRoutes(app)
      .filter((route) => !route.isMiddleware)
      .map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(ROUTES.map(([method, path]) => `${method} ${path}`));
  });
});
