import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemConfirmDialog } from './ConfirmDialog';

const LETTER = { id: 'l-1', name: 'For ACME' };

function renderDialog(item: typeof LETTER | null) {
  const onConfirm = vi.fn();
  render(
    <ItemConfirmDialog
      item={item}
      title={`Delete ${item?.name ?? ''}?`}
      text="This cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />,
  );
  return onConfirm;
}

describe('ItemConfirmDialog', () => {
  it('asks about the chosen item and answers with it', async () => {
    const onConfirm = renderDialog(LETTER);
    const dialog = screen.getByRole('dialog', { name: 'Delete For ACME?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(LETTER);
  });

  it('stays closed while no item is chosen', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
