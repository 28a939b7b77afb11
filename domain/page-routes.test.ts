import { describe, expect, it } from 'vitest';
import { isKnownPagePath, PAGE_ROUTES, pageRouteOf, pageRoutePattern } from './page-routes';

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/leaderboard',
    '/leaderboard/',
    '/subscribe',
    '/account',
    '/history',
    '/courses',
    '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f',
    '/courses/share/K7P2M9QX4H',
    '/courses/share/K7P2M9QX4H/',
    '/play/K7P2M9',
    '/watch/0d5c6f363a574c1e9b0e2f1f1f1f1f1f',
  ])('knows %s', (path) => expect(isKnownPagePath(path)).toBe(true));
  it.each([
    '/nope',
    '/courses/42/extra',
    '/courses/share/K7P2M9QX4H/extra',
    '/history/1',
    '/play',
    '/play/K7P2M9/extra',
    '/watch',
    '/leaderboards',
    '/api-docs',
  ])('does not know %s', (path) => expect(isKnownPagePath(path)).toBe(false));
});

describe('pageRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/leaderboard/', '/leaderboard'],
    ['/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f', '/courses/:id'],
    ['/courses/share/K7P2M9QX4H', '/courses/share/:shareCode'],
    ['/nope', undefined],
  ])('puts %s under %s', (path, route) => expect(pageRouteOf(path)).toBe(route));
});

describe('pageRoutePattern', () => {
  const paths = [
    '/',
    '/leaderboard',
    '/leaderboard/',
    '/leaderboards',
    '/courses',
    '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f',
    '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f/',
    '/courses/42/extra',
    '/courses/share/K7P2M9QX4H',
    '/play/K7P2M9',
    '/play/K7P2M9/extra',
    '/watch',
    '/nope',
  ];
  it.each(PAGE_ROUTES)('%s matches the paths pageRouteOf puts under it, with or without a query', (route) => {
    const pattern = new RegExp(`^${pageRoutePattern(route)}`);
    for (const path of paths) {
      const expected = pageRouteOf(path) === route;
      expect(pattern.test(path), path).toBe(expected);
      expect(pattern.test(`${path}?shared=true`), `${path}?shared=true`).toBe(expected);
    }
  });
});
