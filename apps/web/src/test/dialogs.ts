import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Dialogs hide the page from assistive technology (and queries) until they are gone. */
export async function dialogsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Closes `dialog` with its Cancel button, then waits until no dialog is left. */
export async function cancelDialog(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await dialogsClosed();
}
