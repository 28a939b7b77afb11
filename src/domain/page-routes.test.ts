import { describe, expect, it } from 'vitest';
import { isKnownPagePath, pageRouteOf } from './page-routes';

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
