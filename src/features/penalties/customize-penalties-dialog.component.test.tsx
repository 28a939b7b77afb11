import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presetPenalties } from '../../../domain/penalties';
import { render } from '../../test-support/render';
import CustomizePenaltiesDialog from './customize-penalties-dialog';

async function openDialog() {
  const view = await render(
    <CustomizePenaltiesDialog penalties={presetPenalties('standard')} onClose={() => {}} onSaved={() => {}} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Customize Penalties' }));
  return {
    ...view,
    dialog,
    newName: dialog.getByRole('textbox', { name: 'New penalty' }),
    add: dialog.getByRole('button', { name: 'Add' }),
    rows: () => dialog.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label')),
  };
}

describe('Customize Penalties', () => {
  it('adds nothing for a blank name, by button or by Enter', async () => {
    const { user, newName, add, rows } = await openDialog();
    expect(rows()).toHaveLength(4);
    expect(add).toHaveProperty('disabled', true);
    await user.type(newName, '   ');
    expect(add).toHaveProperty('disabled', true);
    await user.type(newName, '{Enter}');
    expect(rows()).toHaveLength(4);
  });

  it('adds a named penalty by Enter or by Add, and empties the field', async () => {
    const { user, newName, add, rows } = await openDialog();
    await user.type(newName, 'Fell Over{Enter}');
    expect(rows()).toEqual([
      'Remove Spilled Drink',
      'Remove Late to Bar',
      'Remove Bathroom Break',
      'Remove Wrong Order',
      'Remove Fell Over',
    ]);
    expect(newName).toHaveProperty('value', '');
    await user.type(newName, 'Dropped Phone');
    await user.click(add);
    expect(rows()).toHaveLength(6);
    expect(rows().at(-1)).toBe('Remove Dropped Phone');
  });
});
