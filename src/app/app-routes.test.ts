import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../domain/page-routes';
import { appRoutes } from './app-routes';

const pathsFor = (isAuthenticated: boolean) =>
  appRoutes({ isAuthenticated, isLoading: false })
    .map((route) => route.path)
    .filter((path) => path !== '*');

describe('app routes', () => {
  it('route, for a signed-in user, exactly the pages the Worker knows', () => {
    expect(pathsFor(true).toSorted()).toEqual([...PAGE_ROUTES].sort());
  });

  it('route, for a guest, every known page but the subscriber pages, which show the 404 page', () => {
    expect(pathsFor(false).toSorted()).toEqual(
      PAGE_ROUTES.filter((path) => path !== '/history' && path !== '/courses').toSorted(),
    );
  });

  it('route the course pages for guests, so a shared link opens without signing in', () => {
    expect(pathsFor(false)).toEqual(expect.arrayContaining(['/courses/:id', '/courses/share/:shareCode']));
  });

  it('route live games and their spectator boards for guests, so a team joins without an account', () => {
    expect(pathsFor(false)).toEqual(expect.arrayContaining(['/play/:code', '/watch/:id']));
  });

  it('end with the 404 page for any other path', () => {
    expect(appRoutes({ isAuthenticated: true, isLoading: false }).at(-1)?.path).toBe('*');
  });
});
