import type { PublicProfile } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { markLoggedIn } from '../../app/session';
import { mockViewport } from '../../test/matchMedia';
import { errorBody, stubApi } from '../../test/api';
import { renderApp } from '../../test/renderApp';

function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    username: 'ada',
    displayName: 'Ada Lovelace',
    theme: { backgroundColor: '#fff8e7', surfaceColor: '#aa3355' },
    workExperiences: [],
    educations: [],
    skills: [],
    projects: [],
    ...overrides,
  };
}

const FULL = buildPublicProfile({
  jobTitle: 'Software Engineer',
  location: 'London',
  bio: 'I write programs.',
  pictureUrl: '/api/media/ada.webp',
  email: 'ada@example.com',
  address: { street: 'St James Square', houseNumber: '12', city: 'London', countryName: 'UK' },
  workExperiences: [
    {
      jobTitle: 'Lead Engineer',
      company: 'Analytical Engines',
      positionStart: '2021-03-01',
      description: 'Note G.',
    },
  ],
  educations: [
    {
      institution: 'University of London',
      degreeName: 'Mathematics',
      educationStart: '2013-10-01',
      educationEnd: '2016-07-01',
    },
  ],
  skills: [
    { name: 'TypeScript', type: 'Programming Languages', level: 5 },
    { name: 'Communication', type: 'Soft skills', level: 4 },
    { name: 'Rust', type: 'Programming Languages', level: 3 },
  ],
  projects: [
    {
      name: 'Note G',
      url: 'https://example.com/note-g',
      links: [
        { label: 'Source', url: 'https://example.com/src' },
        { label: 'Evil', url: 'javascript:alert(1)' },
      ],
    },
  ],
});

const profileAnswer = (profile: PublicProfile) => ({
  'GET /api/public/profile/ada': { status: 200, body: profile },
});

/** The first render loads the page's chunk, on a busy machine: more patience than the defaults. */
const SLOW = { timeout: 15_000 };
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);

beforeEach(() => mockViewport({ width: 1440 }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('public profile page', { timeout: 30_000 }, () => {
  it('shows everything the API sent, without app bar or footer', async () => {
    stubApi(profileAnswer(FULL));
    renderApp('/ui/profile/ada');
    expect(await findHeading('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Software Engineer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ada Lovelace' })).toHaveAttribute(
      'src',
      '/api/media/ada.webp',
    );
    const contact = screen.getByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(contact).toHaveTextContent('St James Square 12, London, UK');
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('I write programs.');
    const work = screen.getByRole('region', { name: 'Work Experience' });
    expect(work).toHaveTextContent('Mar 2021 – present');
    expect(work).toHaveTextContent('Note G.');
    expect(screen.getByRole('region', { name: 'Education' })).toHaveTextContent(
      'Oct 2013 – Jul 2016',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByText(/All Rights Reserved/)).not.toBeInTheDocument();
    await waitFor(
      () => expect(document.title).toBe('Ada Lovelace – Software Engineer · CV Builder'),
      SLOW,
    );
  });

  it('renders nothing for fields the owner did not make public', async () => {
    stubApi(profileAnswer(buildPublicProfile()));
    renderApp('/ui/profile/ada');
    expect(await findHeading('Ada Lovelace')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    for (const name of ['About', 'Work Experience', 'Education', 'Skills', 'Projects']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    // No picture: initials, not a broken image.
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('There is nothing more to see here yet.')).toBeInTheDocument();
  });

  it('leaves out a hidden description and an absent phone', async () => {
    const { email: _email, ...withoutEmail } = FULL;
    stubApi(
      profileAnswer({
        ...withoutEmail,
        workExperiences: [
          { jobTitle: 'Lead Engineer', company: 'AE', positionStart: '2021-03-01' },
        ],
      }),
    );
    renderApp('/ui/profile/ada');
    const work = await screen.findByRole('region', { name: 'Work Experience' }, SLOW);
    expect(work).not.toHaveTextContent('Note G.');
    const contact = screen.getByRole('list', { name: 'Contact' });
    expect(within(contact).getAllByRole('listitem')).toHaveLength(1);
    expect(contact).not.toHaveTextContent('@');
  });

  it('groups skills by type with levels read out', async () => {
    stubApi(profileAnswer(FULL));
    renderApp('/ui/profile/ada');
    const skills = await screen.findByRole('region', { name: 'Skills' }, SLOW);
    const languages = within(skills).getByRole('region', { name: 'Programming Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'Rust']);
    expect(within(languages).getByRole('img', { name: 'Expert, 5 of 5' })).toBeInTheDocument();
    expect(within(languages).getByRole('img', { name: 'Good, 3 of 5' })).toBeInTheDocument();
    const soft = within(skills).getByRole('region', { name: 'Soft skills' });
    expect(within(soft).getByRole('img', { name: 'Very good, 4 of 5' })).toBeInTheDocument();
  });

  it('links projects safely and only over http(s)', async () => {
    stubApi(profileAnswer(FULL));
    renderApp('/ui/profile/ada');
    const projects = await screen.findByRole('region', { name: 'Projects' }, SLOW);
    const main = within(projects).getByRole('link', { name: /example\.com\/note-g/ });
    expect(main).toHaveAttribute('href', 'https://example.com/note-g');
    expect(main).toHaveAttribute('target', '_blank');
    expect(main.getAttribute('rel')).toContain('noopener');
    expect(within(projects).getByRole('link', { name: /Source/ })).toBeInTheDocument();
    expect(within(projects).queryByText('Evil')).not.toBeInTheDocument();
  });

  it('offers the PDF only to the logged-in owner', async () => {
    stubApi({
      ...profileAnswer(FULL),
      'GET /api/account': { status: 200, body: { username: 'Ada' } },
    });
    markLoggedIn('VERIFIED');
    renderApp('/ui/profile/ada');
    const download = await screen.findByRole('link', { name: 'Download PDF' }, SLOW);
    expect(download).toHaveAttribute('href', '/ui/cv');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/ui/account/profile/edit',
    );
  });

  it('offers no PDF to visitors, logged in or not', async () => {
    const calls = stubApi({
      ...profileAnswer(FULL),
      'GET /api/account': { status: 200, body: { username: 'grace' } },
    });
    const first = renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    // Logged out: the account is not even asked for.
    expect(calls.map((call) => call.path)).not.toContain('/api/account');
    first.unmount();

    markLoggedIn('VERIFIED');
    renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/account'), SLOW);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('shows the not-found message for a profile that is not public', async () => {
    stubApi({
      'GET /api/public/profile/ada': {
        status: 404,
        body: errorBody(
          404,
          'profile_not_found',
          'Not Found - We could not find the profile you are looking for.',
        ),
      },
    });
    renderApp('/ui/profile/ada');
    expect(
      await screen.findByText(
        'Not Found - We could not find the profile you are looking for.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  });

  it('paints the header in the owner’s colour with readable text', async () => {
    stubApi(
      profileAnswer(
        buildPublicProfile({ theme: { backgroundColor: '#1b1b1f', surfaceColor: '#ffd54f' } }),
      ),
    );
    renderApp('/ui/profile/ada');
    const heading = await findHeading('Ada Lovelace');
    const header = screen.getByTestId('profile-header');
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(255, 213, 79)');
    expect(getComputedStyle(header).getPropertyValue('--on-header')).toBe('#141a2e');
    expect(heading).toBeVisible();
  });
});
