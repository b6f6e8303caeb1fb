import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** On the profile's edit page: replaces the job title and saves the general section. */
export async function saveJobTitle(user: UserEvent, jobTitle: string, wait: { timeout: number }) {
  const field = await screen.findByRole('textbox', { name: 'Job title' }, wait);
  await user.clear(field);
  await user.type(field, jobTitle);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}
