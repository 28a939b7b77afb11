import { describe, expect, it } from 'vitest';
import { openNoticePage, type NoticeWindow, type NoticeWindows } from './notice-click';

const ORIGIN = 'https://pubgolf.example';

function phone(openPaths: readonly string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const windows: NoticeWindow[] = openPaths.map((path) => ({
    url: `${ORIGIN}${path}`,
    focus: async () => focused.push(path),
  }));
  const clients: NoticeWindows = {
    matchAll: async () => windows,
    openWindow: async (url) => opened.push(url),
  };
  return { clients, focused, opened };
}

describe("a tap on a game's notification", () => {
  it("brings the game's page to the front where it is open", async () => {
    const { clients, focused, opened } = phone(['/history', '/play/ABC234']);
    await openNoticePage(clients, { url: '/play/ABC234' });
    expect(focused).toEqual(['/play/ABC234']);
    expect(opened).toEqual([]);
  });

  it("opens the game's page where only other pages are open", async () => {
    const { clients, focused, opened } = phone(['/play/OTHER9']);
    await openNoticePage(clients, { url: '/play/ABC234' });
    expect(opened).toEqual(['/play/ABC234']);
    expect(focused).toEqual([]);
  });

  it("opens the app's start page for a notification that names no page of ours", async () => {
    for (const data of [{ url: 'https://elsewhere.example/play/ABC234' }, { url: '//elsewhere.example' }, null, 'x']) {
      const { clients, opened } = phone([]);
      await openNoticePage(clients, data);
      expect(opened).toEqual(['/']);
    }
  });
});
