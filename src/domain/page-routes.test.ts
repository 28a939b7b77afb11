import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-routes';

describe('isKnownPagePath', () => {
  it.each(['/', '/leaderboard', '/leaderboard/', '/courses', '/courses/42', '/courses/share/AbC123', '/account'])(
    'knows %s',
    (path) => expect(isKnownPagePath(path)).toBe(true),
  );
  it.each(['/nope', '/courses/42/extra', '/courses/share/x/y', '/leaderboards', '/api-docs'])('does not know %s', (path) =>
    expect(isKnownPagePath(path)).toBe(false),
  );
});
