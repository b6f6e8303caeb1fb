import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n';
import { createQueryClient } from '../app/queryClient';
import { server } from '../test/server';
import { api, dataOf } from './client';
import { handleApiError } from './handleApiError';

/** A save button as the editors have one: it spins while the call runs. */
function SaveButton() {
  const save = useMutation({
    mutationFn: () => dataOf(api.POST('/api/account/language', { body: { locale: 'en' } })),
    onError: (error) => handleApiError(error, { title: i18n.t('errors.generic.title') }),
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isPending ? 'Saving…' : 'Save'}
    </button>
  );
}

function renderSave() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveButton />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

describe('a save without a connection', () => {
  afterEach(async () => {
    onlineManager.setOnline(true);
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'The connection to the server failed'],
    ['de', 'Die Verbindung zum Server ist fehlgeschlagen'],
  ])('stops spinning and says the connection failed (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    // The browser knows it is offline; the request fails as it does then.
    onlineManager.setOnline(false);
    server.use(http.all('/api/*', () => HttpResponse.error()));
    renderSave();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument());
  });
});
