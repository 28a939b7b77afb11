import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test-support/render';
import { ConnectionNote } from './connection-note';
import type { SocketStatus } from './use-game-socket';

const note = () => screen.getByRole('status', { name: 'Connection' });

describe('the connection note', () => {
  it.each<[SocketStatus, string]>([
    ['open', 'Live'],
    ['connecting', 'Connecting…'],
    ['reconnecting', 'Reconnecting…'],
    ['offline', 'Offline'],
    ['closed', 'Not connected'],
    ['too-many', 'Disconnected: your team sent more changes than the game takes at once. Reload the page to reconnect'],
    [
      'replaced',
      'Not live here: your team has the game open on too many phones. The board still updates; reload the page to go live again',
    ],
  ])('says %s as “%s”', async (status, words) => {
    await render(<ConnectionNote status={status} />);
    expect(note().textContent).toBe(words);
  });

  it.each([
    [1, 'Reconnecting… – 1 change saved on this phone, sent when you reconnect'],
    [2, 'Reconnecting… – 2 changes saved on this phone, sent when you reconnect'],
  ])('counts %i edit(s) waiting on the phone while it reconnects', async (unsent, words) => {
    await render(<ConnectionNote status="reconnecting" unsent={unsent} />);
    expect(note().textContent).toBe(words);
  });

  it('says how many edits wait while the phone is offline, in German too', async () => {
    await render(<ConnectionNote status="offline" unsent={3} />, { language: 'de' });
    expect(screen.getByRole('status', { name: 'Verbindung' }).textContent).toBe(
      'Keine Verbindung – 3 Änderungen auf diesem Handy gespeichert, wird gesendet, sobald du wieder verbunden bist',
    );
  });

  it('says in German that a phone another took the place of is not live, though its board still updates', async () => {
    await render(<ConnectionNote status="replaced" />, { language: 'de' });
    expect(screen.getByRole('status', { name: 'Verbindung' }).textContent).toBe(
      'Hier nicht live: Dein Team hat das Spiel auf zu vielen Handys offen. Die Tabelle wird weiter aktualisiert; lade die Seite neu, um wieder live zu sein',
    );
  });

  it('says only Live, to a screen reader, while live, whatever waits', async () => {
    await render(<ConnectionNote status="open" unsent={2} />);
    expect(note().textContent).toBe('Live');
  });
});
