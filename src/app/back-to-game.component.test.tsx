import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '../components/layout/page-header';
import { rememberGameOnDevice } from '../lib/games-on-device';
import { render } from '../test-support/render';
import { BackToGame } from './back-to-game';

const WATCH_ID = 'ab'.repeat(32);

beforeEach(() => {
  // A guest: the server knows no games of theirs.
  vi.stubGlobal('fetch', async () =>
    Response.json({ error: { code: 'unauthenticated', message: 'Sign in' } }, { status: 401 }),
  );
  rememberGameOnDevice({
    code: 'FRI123',
    name: 'Friday Crawl',
    status: 'ended',
    endedAt: new Date(Date.now() - 60_000).toISOString(),
    watchId: WATCH_ID,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const header = (path: string) =>
  render(
    <>
      <PageHeader />
      <BackToGame />
    </>,
    { path },
  );

describe('the way back into a game this phone played', () => {
  it('leads to the final standings from another page', async () => {
    await header('/leaderboard');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Final standings: Friday Crawl' })).toBeTruthy());
  });

  it('is not shown on the game’s own spectator board, nor on its own page', async () => {
    for (const path of [`/watch/${WATCH_ID}`, '/play/FRI123']) {
      const { unmount } = await header(path);
      expect(screen.getByRole('link', { name: 'Pub Golf' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /^Final standings/ })).toBeNull();
      unmount();
    }
  });
});
