import { screen } from '@testing-library/react';

/** Where the link of that accessible name leads: its href. */
export function linkTarget(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}
