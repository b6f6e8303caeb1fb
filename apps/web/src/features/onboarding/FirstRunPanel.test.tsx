import type { Profile } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { refusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { buildProfile } from '../profile/testing/fakeProfileApi';
import { firstRunStorageKey } from './firstRunMemory';
import { SLOW } from '../../test/waits';

const ACCOUNT = buildAccount();

function serverWith({
  profile,
  cvs = 0,
  shareLinks = [],
}: {
  profile: Profile | null;
  cvs?: number;
  shareLinks?: { revokedAt: string | null }[];
}) {
  return stubApi({
    'GET /api/account': { status: 200, body: ACCOUNT },
    'GET /api/profile': profile
      ? { status: 200, body: profile }
      : refusal(404, 'profile_not_found', 'No profile yet'),
    'GET /api/cvs': {
      status: 200,
      body: Array.from({ length: cvs }, (_, i) => ({ id: `cv-${i}` })),
    },
    'GET /api/account/share-links': {
      status: 200,
      body: shareLinks.map((link, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        label: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: null,
        views: 0,
        lastViewedAt: null,
        ...link,
      })),
    },
  });
}

const complete = () =>
  buildProfile({
    jobTitle: 'Engineer',
    bio: 'I build engines.',
    publicAccess: true,
    workExperiences: [{} as never],
    skills: [{} as never],
    languages: [{} as never],
  });

async function findPanel() {
  return screen.findByTestId('first-run', {}, SLOW);
}

asVerifiedUserOnDesktop();
afterEach(() => localStorage.removeItem(firstRunStorageKey(ACCOUNT.id)));

describe('the first run', { timeout: 60_000 }, () => {
  it('offers a new owner the two ways to start first on the home page, with the checklist at 0 of 5', async () => {
    serverWith({ profile: null });
    renderApp('/ui');
    const panel = await findPanel();
    const main = screen.getByRole('main');
    // Nothing of the page comes before the start.
    expect(within(main).getAllByRole('heading')[0]).toHaveTextContent(
      'Welcome! Let’s get your CV started',
    );
    expect(within(panel).getByRole('link', { name: /Import a file/ })).toHaveAttribute(
      'href',
      '/ui/account/import',
    );
    expect(within(panel).getByRole('link', { name: /Start from scratch/ })).toHaveAttribute(
      'href',
      '/ui/account/profile/create',
    );
    expect(within(panel).getByRole('progressbar', { name: '0 of 5 done' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(
      within(panel).getByRole('link', { name: 'Create your profile (next step)' }),
    ).toHaveAttribute('href', '/ui/account/profile/create');
  });

  it('puts the start above everything else on the account page of an owner without a profile, with no sharing cards', async () => {
    serverWith({ profile: null });
    renderApp('/ui/account');
    const panel = await findPanel();
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent('Welcome! Let’s get your CV started');
    expect(panel).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Profile' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Share links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR code' })).not.toBeInTheDocument();
  });

  it('shows the progress from the server’s data and marks what is done', async () => {
    serverWith({
      profile: buildProfile({ jobTitle: 'Engineer', bio: 'Hello' }),
      cvs: 1,
    });
    renderApp('/ui');
    const panel = await findPanel();
    expect(within(panel).queryByRole('link', { name: /Import a file/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Your first steps');
    expect(within(panel).getByRole('progressbar', { name: '3 of 5 done' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Create your profile (done)' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', {
        name: 'Fill 3 sections, such as work experience, education and skills (next step)',
      }),
    ).toHaveAttribute('href', '/ui/account/profile/edit');
  });

  it('can be closed and shown again; the choice is kept for the account', async () => {
    const user = userEvent.setup({ delay: null });
    serverWith({ profile: buildProfile() });
    const first = renderApp('/ui');
    const panel = await findPanel();
    await user.click(within(panel).getByRole('button', { name: 'Hide first steps' }));

    const reopen = await screen.findByRole('button', { name: 'Show first steps (1 of 5 done)' });
    await waitFor(() => expect(reopen).toHaveFocus());
    expect(screen.queryByTestId('first-run')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(firstRunStorageKey(ACCOUNT.id)) ?? '{}')).toMatchObject({
      dismissed: true,
    });

    // Another visit remembers it.
    first.unmount();
    renderApp('/ui');
    await user.click(
      await screen.findByRole('button', { name: 'Show first steps (1 of 5 done)' }, SLOW),
    );
    expect(await findPanel()).toBeInTheDocument();
  });

  it('says all is done to an owner who saw it unfinished, and stays away from one who never did', async () => {
    localStorage.setItem(
      firstRunStorageKey(ACCOUNT.id),
      JSON.stringify({ dismissed: false, seenUnfinished: true }),
    );
    serverWith({ profile: complete(), cvs: 1 });
    const seen = renderApp('/ui');
    const panel = await findPanel();
    expect(within(panel).getByRole('heading', { name: 'All set!' })).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: '5 of 5 done' })).toBeInTheDocument();
    seen.unmount();

    localStorage.removeItem(firstRunStorageKey(ACCOUNT.id));
    const calls = serverWith({ profile: complete(), cvs: 1 });
    renderApp('/ui');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(
      () =>
        expect(calls.map((call) => call.path)).toEqual(
          expect.arrayContaining(['/api/profile', '/api/cvs', '/api/account/share-links']),
        ),
      SLOW,
    );
    // The answers are in: give React a moment to show what it would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('first-run')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show first steps/ })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    serverWith({ profile: null });
    renderApp('/ui');
    const panel = await findPanel();
    expect(
      within(panel).getByRole('heading', {
        name: 'Willkommen! Legen wir mit Ihrem Lebenslauf los',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Datei importieren/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Neu beginnen/ })).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: '0 von 5 erledigt' }),
    ).toBeInTheDocument();
  });
});
