import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test-support/render';
import { KeepRoundPrompt } from './keep-round-prompt';

describe('the offer to keep a guest team’s round', () => {
  it.each([
    [
      'en',
      'The card for Designated Drivers stays with this game for a week. Sign up as a member on this phone and it goes to your History, with your other rounds.',
      'Sign up to keep this round',
    ],
    [
      'de',
      'Die Scorekarte von Designated Drivers bleibt eine Woche bei diesem Spiel. Werde auf diesem Handy Mitglied, dann kommt sie in deinen Verlauf, zu deinen anderen Runden.',
      'Mitglied werden und Runde behalten',
    ],
  ] as const)('names the team without a possessive (%s)', async (language, text, link) => {
    await render(<KeepRoundPrompt code="ABC123" gameName="Friday Crawl" teamName="Designated Drivers" />, {
      language,
    });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toContain('/subscribe');
  });
});
