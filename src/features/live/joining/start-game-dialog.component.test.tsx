import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHoles } from '../../../../domain/holes';
import { render } from '../../../test-support/render';
import StartGameDialog, { type StartGameSource } from './start-game-dialog';

const COURSE_ID = '5d1c2b3a-0000-4000-8000-000000000001';

/** The Worker refusing the start: the course was deleted after the page loaded it. */
function courseGoneAnswer() {
  const issues = [{ path: 'courseId', message: 'No course has this id' }];
  const fetch = vi.fn(async () =>
    Response.json(
      { error: { code: 'unknown_course', message: 'This course no longer exists.', issues } },
      { status: 400 },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('starting a live game from a course deleted meanwhile', () => {
  it.each([
    ['en', 'Start live game', 'Could not start the game: This course no longer exists.'],
    ['de', 'Live-Spiel starten', 'Das Spiel konnte nicht gestartet werden: Diesen Kurs gibt es nicht mehr.'],
  ] as const)('says so in the page’s language (%s)', async (language, submit, refusal) => {
    const fetch = courseGoneAnswer();
    const source: StartGameSource = {
      source: 'course',
      holes: defaultHoles(),
      penalties: [],
      courseId: COURSE_ID,
      name: 'Old Town',
    };
    const { user } = await render(<StartGameDialog source={source} onClose={() => {}} />, { language });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('the minutes per hole in the start dialog', () => {
  it('start from the plan’s, are sent with the game, and are checked against the plan’s limits', async () => {
    const fetch = courseGoneAnswer();
    const source: StartGameSource = {
      source: 'card',
      holes: defaultHoles(),
      penalties: [],
      timing: { startTime: '20:00', minutesPerHole: 25 },
    };
    const { user } = await render(<StartGameDialog source={source} onClose={() => {}} />);
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes per hole' });
    expect((minutes as HTMLInputElement).value).toBe('25');
    await user.clear(minutes);
    await user.type(minutes, '200');
    expect(screen.getByText('Minutes per hole must be 5 to 180')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start live game' }));
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(minutes);
    await user.type(minutes, '40');
    await user.click(screen.getByRole('button', { name: 'Start live game' }));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ minutesPerHole: 40, timing: { startTime: '20:00', minutesPerHole: 25 } });
  });
});
