import { STORAGE_KEYS } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderPageWithUser } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { fieldRefusal, refusal, type Routes, stubApi, type StubCall } from '../../test/api';
import { buildAccount, COUNTRIES } from '../../test/fixtures';

asVerifiedUserOnDesktop();

async function openEdit() {
  const view = await renderPageWithUser('/ui/account/edit', 'Edit account');
  await screen.findByDisplayValue('ada@example.com', {}, SLOW);
  return view;
}

/** What the form loads: the account and the countries to pick from. */
const FORM_DATA: Routes = {
  'GET /api/account': { status: 200, body: buildAccount() },
  'GET /api/countries': { status: 200, body: COUNTRIES },
};

const saved = (body: unknown) => ({ ...buildAccount(), ...(body as object) });

/** What the form sends: every field of the account but the username and the password. */
const EDITABLE = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'birthday',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'country',
] as const;
const account = buildAccount();
const loaded = Object.fromEntries(EDITABLE.map((field) => [field, account[field]]));

describe('edit account page', { timeout: 30_000 }, () => {
  it('saves the fields, picks a country by name and returns to the account', async () => {
    const calls = stubApi({
      ...FORM_DATA,
      'POST /api/account': (call: StubCall) => ({ status: 200, body: saved(call.body) }),
    });
    const { user, router } = await openEdit();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('United Kingdom'), SLOW);

    await user.clear(screen.getByLabelText('Phone'));
    await user.clear(country);
    await user.type(country, 'Fra');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your account has been updated', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...loaded,
      phone: null,
      country: 'FR',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('VERIFIED');
  });

  it('goes to the pending page when a new e-mail address made the account UNVERIFIED', async () => {
    stubApi({
      ...FORM_DATA,
      'POST /api/account': (call: StubCall) => ({
        status: 200,
        body: { ...saved(call.body), status: 'UNVERIFIED' },
      }),
      'GET /api/account/status': { status: 200, body: { status: 'UNVERIFIED' } },
    });
    const { user, router } = await openEdit();
    const email = screen.getByLabelText(/^E-Mail\W*$/);
    await user.clear(email);
    await user.type(email, 'ada@lovelace.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ui/account/verification/pending'),
      SLOW,
    );
    expect(localStorage.getItem(STORAGE_KEYS.accountStatus)).toBe('UNVERIFIED');
  });

  it('shows a taken e-mail address under the field', async () => {
    stubApi({
      ...FORM_DATA,
      'POST /api/account': fieldRefusal(
        409,
        'email_taken',
        'email',
        'An account with this e-mail address already exists',
      ),
    });
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^E-Mail\W*$/);
    await waitFor(
      () =>
        expect(email).toHaveAccessibleDescription(
          'An account with this e-mail address already exists',
        ),
      SLOW,
    );
    expect(screen.getByText('Failed to update your account')).toBeInTheDocument();
  });

  it('says when the countries cannot be loaded, and keeps the stored one', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/countries': refusal(503, 'service_unavailable', 'busy'),
      'POST /api/account': (call: StubCall) => ({ status: 200, body: saved(call.body) }),
    });
    const { user } = await openEdit();
    expect(await screen.findByText('Failed to load countries', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Try again later or contact the administrator if the problem isn't resolved",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ country: 'GB' }),
    );
  });
});
