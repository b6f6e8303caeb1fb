import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Dialogs hide the page from assistive technology (and queries) until they are gone. */
export async function dialogsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
