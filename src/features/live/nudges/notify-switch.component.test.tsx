import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-support/render';
import { NotifySwitch } from './notify-switch';

const CODE = 'ABCDEF';
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: PUBLIC_KEY, auth: 'A'.repeat(22) },
};

/** A browser that can show notifications: its permission answered by `permission`, its push service by the fake subscription. */
function pushCapableBrowser(permission: () => Promise<NotificationPermission>) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: permission });
  const subscribe = vi.fn(() => Promise.resolve({ endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { subscribe, getSubscription: () => Promise.resolve(null) } }) },
  });
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      expect(url).toBe(`/api/games/${CODE}/push`);
      const method = init.method ?? 'GET';
      sent.push({ method, body: init.body ? (JSON.parse(String(init.body)) as unknown) : null });
      return Promise.resolve(
        method === 'GET' ? Response.json({ publicKey: PUBLIC_KEY }) : new Response(null, { status: 204 }),
      );
    }),
  );
  return { sent, subscribe };
}

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notify this phone', () => {
  it('asks for permission, says Turning on… meanwhile, hands the game the subscription in the page’s language, and says it is on', async () => {
    let grant: (answer: NotificationPermission) => void = () => undefined;
    const { sent, subscribe } = pushCapableBrowser(() => new Promise((resolve) => (grant = resolve)));
    const { user } = await render(<NotifySwitch code={CODE} />);
    const toggle = screen.getByRole('switch', { name: 'Notify this phone' });
    await user.click(toggle);
    expect(screen.getByText('Turning on…')).toBeTruthy();
    expect(toggle).toHaveProperty('disabled', true);
    grant('granted');
    await screen.findByText('Notifications are on for this phone.');
    expect(toggle).toHaveProperty('checked', true);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(sent.at(-1)).toEqual({ method: 'PUT', body: { ...SUBSCRIPTION, language: 'en' } });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(sent.at(-1)).toEqual({ method: 'DELETE', body: { endpoint: SUBSCRIPTION.endpoint } });
  });

  it('says how to allow them when the browser blocks them, and stays off', async () => {
    pushCapableBrowser(() => Promise.resolve('denied'));
    const { user } = await render(<NotifySwitch code={CODE} />);
    await user.click(screen.getByRole('switch', { name: 'Notify this phone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications are blocked for this site. Allow them in the browser’s settings, then try again.',
    );
    expect(screen.getByRole('switch', { name: 'Notify this phone' })).toHaveProperty('checked', false);
  });

  it('in a browser without notifications, says the page still vibrates and shows the banner, in German too', async () => {
    await render(<NotifySwitch code={CODE} />, { language: 'de' });
    expect(screen.getByRole('switch', { name: 'Dieses Handy benachrichtigen' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Die offene Seite vibriert trotzdem/)).toBeTruthy();
  });

  it('shows how to add the app to an iPhone’s Home Screen a tap away', async () => {
    const { user } = await render(<NotifySwitch code={CODE} />);
    const how = screen.getByRole('button', { name: 'Add to Home Screen on an iPhone' });
    expect(how.getAttribute('aria-expanded')).toBe('false');
    await user.click(how);
    expect(screen.getByText('Choose ‘Add to Home Screen’, then Add.')).toBeTruthy();
    expect(screen.getByText(/only reach Pub Golf added to the Home Screen/)).toBeTruthy();
  });
});
