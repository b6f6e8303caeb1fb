import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { dialogsClosed } from '../../../test/dialogs';

/** On the profile's edit page: replaces the job title and saves the general section. */
export async function saveJobTitle(user: UserEvent, jobTitle: string, wait: { timeout: number }) {
  const field = await screen.findByRole('textbox', { name: 'Job title' }, wait);
  await user.clear(field);
  await user.type(field, jobTitle);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

/** Saves an entry's dialog; resolves once the editor said `done` and the dialog is gone. */
export async function saveEntryDialog(user: UserEvent, dialog: HTMLElement, done: string) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(done, {}, { timeout: 5_000 })).toBeInTheDocument();
  await dialogsClosed();
}
