import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderCard } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';

const THIS = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox 128',
  os: 'Linux',
  device: 'desktop',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-04T10:00:00.000Z',
  current: true,
};
const PHONE = {
  ...THIS,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari 17',
  os: 'iOS 17.5',
  device: 'mobile',
  current: false,
};

asVerifiedUserOnDesktop();

async function sessionsCard() {
  const card = await renderCard('/ui/account', 'Where you are logged in');
  await screen.findByText(/Safari 17/, {}, SLOW);
  return card;
}

describe('active sessions on the account page', { timeout: 40_000 }, () => {
  it('lists each session with browser, system and dates, marking this device', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/sessions': { status: 200, body: [THIS, PHONE] },
    });
    const card = await sessionsCard();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox 128 · Linux · Computer');
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeVisible();
    expect(items[0]).toHaveTextContent('Last active 04/03/2026 · Logged in 01/03/2026');
    expect(items[1]).toHaveTextContent('Safari 17 · iOS 17.5 · Phone');
    // This device is logged out through "Log out", not here.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('logs one device out', async () => {
    let sessions = [THIS, PHONE];
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/sessions': () => ({ status: 200, body: sessions }),
      [`DELETE /api/account/sessions/${PHONE.id}`]: () => {
        sessions = [THIS];
        return { status: 204 };
      },
      'POST /api/account/sessions/revoke-others': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const card = await sessionsCard();
    await user.click(
      within(card).getByRole('button', { name: 'Log out Safari 17 · iOS 17.5 · Phone' }),
    );
    expect(await screen.findByText('The device has been logged out', {}, SLOW)).toBeVisible();
    await vi.waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('logs out everywhere else', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/sessions': { status: 200, body: [THIS, PHONE] },
      'POST /api/account/sessions/revoke-others': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const card = await sessionsCard();
    await user.click(within(card).getByRole('button', { name: 'Log out everywhere else' }));
    expect(
      await screen.findByText('You have been logged out everywhere else', {}, SLOW),
    ).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/account/sessions/revoke-others')).toHaveLength(1);
  });
});
