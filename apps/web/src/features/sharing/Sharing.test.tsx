import type { ProfileStats, ShareLink } from '@cv/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderCard } from '../../test/renderApp';
import { stubApi, type Routes } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { buildProfile } from '../profile/testing/fakeProfileApi';
import { shareLinkStatus } from './shareLinkStatus';
import { SLOW } from '../../test/waits';
import { texts } from '../../test/texts';

const ACME: ShareLink = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'ACME application',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  views: 3,
  lastViewedAt: '2026-03-04',
};
const OLD: ShareLink = {
  ...ACME,
  id: '22222222-2222-4222-8222-222222222222',
  label: null,
  expiresAt: '2020-01-31',
  views: 0,
  lastViewedAt: null,
};

function statsWith(days: Partial<ProfileStats['days'][number]>[]): ProfileStats {
  const base = Array.from({ length: 90 }, (_, n) => ({
    day: new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10),
    publicViews: 0,
    shareViews: 0,
    pdfDownloads: 0,
    visitors: 0,
  }));
  days.forEach((day, n) => Object.assign(base[80 + n]!, day));
  return { days: base, shareLinks: [{ id: ACME.id, label: ACME.label, views: 3 }] };
}

function stub(routes: Routes) {
  return stubApi({
    'GET /api/account': { status: 200, body: buildAccount() },
    // Sharing shows once there is a profile to share.
    'GET /api/profile': { status: 200, body: buildProfile() },
    'GET /api/account/stats': { status: 200, body: statsWith([]) },
    ...routes,
  });
}

const card = (title: string) => renderCard('/ui/account', title);

asVerifiedUserOnDesktop();

describe('share link status', () => {
  it('works through its last day (UTC), not after, and never once revoked', () => {
    expect(shareLinkStatus({ expiresAt: '2026-03-04', revokedAt: null }, '2026-03-04')).toBe(
      'active',
    );
    expect(shareLinkStatus({ expiresAt: '2026-03-04', revokedAt: null }, '2026-03-05')).toBe(
      'expired',
    );
    expect(shareLinkStatus({ expiresAt: null, revokedAt: '2026-03-01T00:00:00Z' })).toBe('revoked');
  });
});

describe('share links on the account page', { timeout: 40_000 }, () => {
  it('lists links newest first with their state, and shows a new link once, to copy', async () => {
    let links = [OLD, ACME];
    const calls = stub({
      'GET /api/account/share-links': () => ({ status: 200, body: links }),
      'POST /api/account/share-links': (call) => {
        const created = {
          ...ACME,
          id: '33333333-3333-4333-8333-333333333333',
          label: (call.body as { label: string }).label,
          views: 0,
          lastViewedAt: null,
        };
        links = [...links, created];
        return { status: 201, body: { ...created, url: 'http://localhost/ui/s/secret-token' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const links0 = await card('Share links');
    const items = await within(links0).findAllByRole('listitem', {}, SLOW);
    expect(items[0]).toHaveTextContent('ACME application');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[0]).toHaveTextContent('3 views');
    expect(items[1]).toHaveTextContent('Link without label');
    expect(items[1]).toHaveTextContent('Expired');
    // Only a working link can be revoked.
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();

    await user.type(within(links0).getByLabelText('Label (optional)'), 'Globex');
    await user.click(within(links0).getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new share link' }, SLOW);
    expect(within(dialog).getByLabelText('Share link')).toHaveValue(
      'http://localhost/ui/s/secret-token',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'Globex',
      expiresAt: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(links0).findByText('Globex', {}, SLOW)).toBeVisible();
  });

  it('refuses an expiry in the past before asking the server', async () => {
    const calls = stub({ 'GET /api/account/share-links': { status: 200, body: [] } });
    const user = userEvent.setup({ delay: null });
    const links = await card('Share links');
    expect(await within(links).findByText('No share links yet.', {}, SLOW)).toBeVisible();
    await user.type(within(links).getByLabelText('Expires after (optional)'), '2020-01-01');
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    expect(await within(links).findByText('The expiry date must be today or later')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('revokes a link only after a confirmation', async () => {
    let links = [ACME];
    const calls = stub({
      'GET /api/account/share-links': () => ({ status: 200, body: links }),
      [`DELETE /api/account/share-links/${ACME.id}`]: () => {
        links = [{ ...ACME, revokedAt: '2026-03-05T10:00:00.000Z' }];
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    const card0 = await card('Share links');
    await user.click(
      await within(card0).findByRole('button', { name: 'Revoke link "ACME application"' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    // Once the dialog has gone, the card is reachable again.
    await user.click(
      await within(card0).findByRole('button', { name: 'Revoke link "ACME application"' }, SLOW),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', {
        name: 'Revoke link',
      }),
    );
    expect(await screen.findByText('The link has been revoked', {}, SLOW)).toBeVisible();
    expect(await within(card0).findByText('Revoked', {}, SLOW)).toBeVisible();
  });
});

describe('view statistics on the account page', { timeout: 40_000 }, () => {
  it('shows the totals, the days with views as a table and the views per link', async () => {
    stub({
      'GET /api/account/share-links': { status: 200, body: [ACME] },
      'GET /api/account/stats': {
        status: 200,
        body: statsWith([
          { publicViews: 4, visitors: 2 },
          { shareViews: 3, pdfDownloads: 1, visitors: 1 },
        ]),
      },
    });
    const stats = await card('Views');
    const terms = await within(stats).findAllByRole('term', {}, SLOW);
    expect(texts(terms)).toEqual(['Public page', 'Share links', 'PDF downloads', 'Visitors']);
    expect(texts(within(stats).getAllByRole('definition'))).toEqual(['4', '3', '1', '3']);
    const table = within(stats).getByRole('table', {
      name: 'Views per day (only days with views)',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('22/03/2026');
    expect(
      within(stats).getByRole('img', { name: 'Views per day in the last 90 days' }),
    ).toBeVisible();
    expect(within(stats).getByText(/ACME application: 3 views/)).toBeVisible();
  });

  it('says so when nobody has looked yet', async () => {
    stub({ 'GET /api/account/share-links': { status: 200, body: [] } });
    const stats = await card('Views');
    expect(
      await within(stats).findByText('No views in the last 90 days yet.', {}, SLOW),
    ).toBeVisible();
    expect(within(stats).queryByRole('table')).toBeNull();
  });
});
