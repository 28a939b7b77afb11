import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../domain/language';
import { render } from '../../../test-support/render';
import JoinCodeBox from './join-code-box';

async function renderBox(language: Language = 'en') {
  const view = await render(
    <Routes>
      <Route path="/" element={<JoinCodeBox />} />
      <Route path="/play/:code" element={<p>The game’s page</p>} />
    </Routes>,
    { language },
  );
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: language === 'en' ? 'Game code' : 'Spielcode' });
  return { ...view, field };
}

describe('the Join a game box', () => {
  it('drops the spaces typed between a code’s letters before counting its six', async () => {
    const { user, field } = await renderBox();
    await user.type(field, ' v y h x n q ');
    expect(field.value).toBe('VYHXNQ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('The game’s page');
  });

  it('drops the separators of a pasted code, and keeps no more than six', async () => {
    const { user, field } = await renderBox();
    await user.click(field);
    await user.paste('vyh - xnq.');
    expect(field.value).toBe('VYHXNQ');
    await user.clear(field);
    await user.paste('VY HX NQ 7K');
    expect(field.value).toBe('VYHXNQ');
  });

  it('hints at a code in words, not with a code people could take for a real one', async () => {
    const english = await renderBox();
    expect(english.field.placeholder).toBe('6 letters and digits');
    english.unmount();
    const german = await renderBox('de');
    expect(german.field.placeholder).toBe('6 Zeichen');
  });
});
