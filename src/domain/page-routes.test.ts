import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-routes';

describe('isKnownPagePath', () => {
  it.each(['/', '/leaderboard', '/leaderboard/', '/subscribe', '/account', '/history', '/courses'])(
    'knows %s',
    (path) => expect(isKnownPagePath(path)).toBe(true),
  );
  it.each(['/nope', '/courses/42/extra', '/history/1', '/leaderboards', '/api-docs'])('does not know %s', (path) =>
    expect(isKnownPagePath(path)).toBe(false),
  );
});
