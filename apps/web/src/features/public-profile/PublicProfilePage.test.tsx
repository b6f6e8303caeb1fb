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
    lang: 'en',
    theme: { backgroundColor: '#fff8e7', surfaceColor: '#aa3355' },
    workExperiences: [],
    educations: [],
    skills: [],
    projects: [],
    links: [],
    languages: [],
    certificates: [],
    awards: [],
    publications: [],
    volunteering: [],
    interests: [],
    references: [],
    customSections: [],
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
      highlights: ['Wrote the first program', 'Described loops'],
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
    { name: 'TypeScript', type: 'Programming Languages', level: 5, keywords: [] },
    { name: 'Communication', type: 'Soft skills', level: 4, keywords: [] },
    { name: 'Rust', type: 'Programming Languages', level: 3, keywords: [] },
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

/** FULL and every newer section, each with what an entry can have. */
const EVERY_SECTION = buildPublicProfile({
  ...FULL,
  website: 'https://ada.example.com/',
  links: [
    { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
    { network: 'Mastodon', username: '@ada@hachyderm.io', url: 'https://hachyderm.io/@ada' },
    { network: 'Blog', url: 'https://blog.example.com' },
    { network: 'Evil', username: 'evil', url: 'javascript:alert(1)' },
  ],
  skills: [
    {
      name: 'TypeScript',
      type: 'Programming Languages',
      level: 5,
      keywords: ['Generics', 'Node.js'],
    },
  ],
  languages: [
    { language: 'en', level: 'native' },
    { language: 'Klingon', level: 'A1', note: 'For the opera' },
  ],
  certificates: [
    {
      name: 'Certified Engine Operator',
      issuer: 'Babbage Institute',
      date: '2022-05-01',
      expiry: '2025-05-01',
      url: 'https://example.com/cert',
      credentialId: 'CEO-1843',
    },
  ],
  awards: [
    {
      title: 'Royal Medal',
      awarder: 'Royal Society',
      date: '2020-11-01',
      summary: 'For the notes.',
    },
  ],
  publications: [
    {
      title: 'Sketch of the Analytical Engine',
      publisher: 'Taylor’s Scientific Memoirs',
      date: '2019-09-01',
      url: 'https://example.com/sketch',
      summary: 'A translation with notes.',
    },
  ],
  volunteering: [
    {
      organization: 'Code Club',
      role: 'Mentor',
      location: 'Leeds',
      start: '2018-01-01',
      end: '2019-06-01',
      description: 'Taught children to program.',
      url: 'https://codeclub.example.org',
      highlights: ['Ran 40 sessions'],
    },
  ],
  interests: [{ name: 'Music', keywords: ['Harp', 'Composition'] }],
  references: [
    {
      name: 'Charles Babbage',
      relation: 'Collaborator',
      contact: 'charles@example.com',
      text: 'She understood the engine better than I did.',
    },
  ],
  customSections: [
    {
      title: 'Teaching',
      entries: [
        {
          title: 'Mathematics tutor',
          subtitle: 'Private lessons',
          place: 'London',
          start: '2015-01-01',
          description: 'Taught calculus.',
          url: 'https://example.com/teaching',
        },
      ],
    },
    // Custom sections are only sent with entries, but one without must not show either.
    { title: 'Empty custom', entries: [] },
  ],
});

/** Every section's title in English, in the page's order (the PDF's). */
const ALL_SECTION_TITLES = [
  'About',
  'Work experience',
  'Education',
  'Skills',
  'Projects',
  'Volunteering',
  'Certificates',
  'Awards',
  'Publications',
  'Languages',
  'Interests',
  'Teaching',
  'References',
];

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
    const work = screen.getByRole('region', { name: 'Work experience' });
    expect(work).toHaveTextContent('Mar 2021 – present');
    expect(work).toHaveTextContent('Note G.');
    const highlights = within(work).getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wrote the first program', 'Described loops']);
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
    for (const name of ALL_SECTION_TITLES) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument();
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
    const work = await screen.findByRole('region', { name: 'Work experience' }, SLOW);
    expect(work).not.toHaveTextContent('Note G.');
    // Hidden descriptions take the highlights along: no bullet list either.
    expect(within(work).queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
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

  it('shows every section, in order, with every entry', async () => {
    stubApi(profileAnswer(EVERY_SECTION));
    renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    // One h1, the sections as h2 in the PDF's order, no empty custom section.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      ALL_SECTION_TITLES,
    );
    const region = (name: string) => screen.getByRole('region', { name });
    const entryTitles = (name: string) =>
      within(region(name))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);

    const skill = within(region('Skills')).getByRole('listitem');
    expect(skill).toHaveTextContent('TypeScript');
    expect(skill).toHaveTextContent('Generics, Node.js');

    const volunteering = region('Volunteering');
    expect(entryTitles('Volunteering')).toEqual(['Mentor']);
    expect(volunteering).toHaveTextContent('Code Club · Leeds');
    expect(volunteering).toHaveTextContent('Jan 2018 – Jun 2019');
    expect(volunteering).toHaveTextContent('Taught children to program.');
    expect(
      within(within(volunteering).getByRole('list', { name: 'Highlights' })).getByRole('listitem'),
    ).toHaveTextContent('Ran 40 sessions');
    expect(
      within(volunteering).getByRole('link', { name: /codeclub\.example\.org/ }),
    ).toHaveAttribute('href', 'https://codeclub.example.org/');

    const certificates = region('Certificates');
    expect(entryTitles('Certificates')).toEqual(['Certified Engine Operator']);
    expect(certificates).toHaveTextContent('Babbage Institute');
    expect(certificates).toHaveTextContent('May 2022');
    expect(certificates).toHaveTextContent('Valid until May 2025');
    expect(certificates).toHaveTextContent('Credential ID: CEO-1843');
    expect(within(certificates).getByRole('link', { name: /example\.com\/cert/ })).toHaveAttribute(
      'href',
      'https://example.com/cert',
    );

    const awards = region('Awards');
    expect(entryTitles('Awards')).toEqual(['Royal Medal']);
    expect(awards).toHaveTextContent('Royal Society');
    expect(awards).toHaveTextContent('Nov 2020');
    expect(awards).not.toHaveTextContent('present');
    expect(awards).toHaveTextContent('For the notes.');

    const publications = region('Publications');
    expect(entryTitles('Publications')).toEqual(['Sketch of the Analytical Engine']);
    expect(publications).toHaveTextContent('Taylor’s Scientific Memoirs');
    expect(publications).toHaveTextContent('Sep 2019');
    expect(publications).toHaveTextContent('A translation with notes.');
    expect(
      within(publications).getByRole('link', { name: /example\.com\/sketch/ }),
    ).toHaveAttribute('href', 'https://example.com/sketch');

    const languages = within(region('Languages')).getAllByRole('listitem');
    expect(languages.map((li) => li.textContent)).toEqual([
      'EnglishNative',
      'KlingonBeginner (A1)For the opera',
    ]);

    const interests = region('Interests');
    expect(entryTitles('Interests')).toEqual(['Music']);
    expect(within(interests).getByRole('list', { name: 'Keywords' }).textContent).toBe(
      'HarpComposition',
    );

    const teaching = region('Teaching');
    expect(entryTitles('Teaching')).toEqual(['Mathematics tutor']);
    expect(teaching).toHaveTextContent('Private lessons · London');
    // A custom entry's date alone is that month, not "since".
    expect(teaching).toHaveTextContent('Jan 2015');
    expect(teaching).not.toHaveTextContent('present');
    expect(teaching).toHaveTextContent('Taught calculus.');
    expect(within(teaching).getByRole('link', { name: /example\.com\/teaching/ })).toBeVisible();

    const references = region('References');
    expect(entryTitles('References')).toEqual(['Charles Babbage']);
    expect(references).toHaveTextContent('Collaborator');
    expect(references).toHaveTextContent('She understood the engine better than I did.');
    expect(references).toHaveTextContent('Contact: charles@example.com');
  });

  it('links the website and the profiles elsewhere with rel="me"', async () => {
    stubApi(profileAnswer(EVERY_SECTION));
    renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    const links = within(screen.getByTestId('profile-header')).getByRole('list', {
      name: 'Links',
    });
    const anchors = within(links).getAllByRole('link');
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ada.example.com (opens in a new tab)', 'https://ada.example.com/'],
      ['GitHub: ada (opens in a new tab)', 'https://github.com/ada'],
      ['Mastodon: @ada@hachyderm.io (opens in a new tab)', 'https://hachyderm.io/@ada'],
      ['Blog (opens in a new tab)', 'https://blog.example.com/'],
    ]);
    for (const anchor of anchors) expect(anchor).toHaveAttribute('rel', 'me noopener');
    // The website says what it is to screen readers; the icon alone would not.
    expect(within(links).getAllByRole('listitem')[0]).toHaveTextContent('Website:');
    expect(within(links).queryByText(/evil/)).not.toBeInTheDocument();
  });

  it('renders formatted descriptions as elements and hostile text as text', async () => {
    stubApi(
      profileAnswer(
        buildPublicProfile({
          bio: 'I **build** engines.\n\n- Loops\n- Conditionals\n\n[home](https://example.com/home)',
          workExperiences: [
            {
              jobTitle: 'Lead Engineer',
              company: 'AE',
              positionStart: '2021-03-01',
              description:
                '- **Led** the team\n\n<img src=x onerror=alert(1)> and <b>bold?</b>\n\n' +
                '[click me](javascript:alert(1))',
              highlights: [],
            },
          ],
        }),
      ),
    );
    renderApp('/ui/profile/ada');
    const about = await screen.findByRole('region', { name: 'About' }, SLOW);
    expect(within(about).getByText('build').tagName).toBe('STRONG');
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Loops', 'Conditionals']);
    expect(within(about).getByRole('link', { name: /home/ })).toHaveAttribute(
      'href',
      'https://example.com/home',
    );

    const work = screen.getByRole('region', { name: 'Work experience' });
    // Entries' descriptions are formatted too.
    expect(within(work).getByText('Led').tagName).toBe('STRONG');
    expect(within(work).getByText('Led').closest('li')).toHaveTextContent('Led the team');
    expect(work).toHaveTextContent('<img src=x onerror=alert(1)> and <b>bold?</b>');
    expect(work.querySelector('img, b')).toBeNull();
    expect(work).toHaveTextContent('click me');
    expect(within(work).queryByRole('link', { name: /click me/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:" i]')).toBeNull();
  });

  it('names a language code in the visitor’s language', async () => {
    const profile = buildPublicProfile({
      languages: [
        { language: 'de', level: 'native' },
        { language: 'fr', level: 'B2' },
      ],
    });
    stubApi(profileAnswer(profile));
    const first = renderApp('/ui/profile/ada');
    const english = await screen.findByRole('region', { name: 'Languages' }, SLOW);
    expect(
      within(english)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GermanNative', 'FrenchUpper intermediate (B2)']);
    first.unmount();

    await i18n.changeLanguage('de');
    renderApp('/ui/profile/ada');
    const german = await screen.findByRole('region', { name: 'Sprachen' }, SLOW);
    expect(
      within(german)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DeutschMuttersprache', 'FranzösischSehr gut (B2)']);
  });

  it('shows only the sections that have entries', async () => {
    stubApi(
      profileAnswer(
        buildPublicProfile({
          interests: [{ name: 'Chess', keywords: [] }],
          customSections: [{ title: 'Patents', entries: [] }],
        }),
      ),
    );
    renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Interests',
    ]);
    // An interest without keywords has no empty chip list.
    expect(
      within(screen.getByRole('region', { name: 'Interests' })).getAllByRole('list'),
    ).toHaveLength(1);
    expect(screen.queryByText('There is nothing more to see here yet.')).not.toBeInTheDocument();
  });

  it('keeps the owner’s light cards at phone width in a dark colour scheme', async () => {
    mockViewport({ width: 390, dark: true });
    stubApi(profileAnswer(EVERY_SECTION));
    renderApp('/ui/profile/ada');
    await findHeading('Ada Lovelace');
    for (const name of ALL_SECTION_TITLES) {
      const card = screen.getByRole('region', { name });
      expect(getComputedStyle(card).backgroundColor).toBe('rgb(255, 255, 255)');
    }
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(255, 248, 231)');
  });
});

describe('the public profile in two languages', { timeout: 30_000 }, () => {
  /** Answers in the language asked for; the owner wrote in German and translated a part. */
  function stubBilingual() {
    const asked: (string | null)[] = [];
    stubApi({
      'GET /api/public/profile/ada': (_call, request) => {
        const lang = new URL(request.url).searchParams.get('lang');
        asked.push(lang);
        return {
          status: 200,
          body: buildPublicProfile({
            lang: lang === 'de' ? 'de' : 'en',
            jobTitle: lang === 'de' ? 'Ingenieurin' : 'Engineer',
            location: 'München',
            bio: 'Ich schreibe Programme.',
            langs: lang === 'de' ? {} : { location: 'de', bio: 'de' },
            workExperiences: [
              {
                jobTitle: lang === 'de' ? 'Leitende Ingenieurin' : 'Lead Engineer',
                company: 'Analytical Engines',
                location: 'London',
                positionStart: '2021-03-01',
                description: 'Notiz G.',
                highlights: ['Das erste Programm'],
                langs: lang === 'de' ? {} : { description: 'de', highlights: 'de' },
              },
            ],
            customSections: [
              {
                title: 'Lehre',
                langs: lang === 'de' ? {} : { title: 'de' },
                entries: [{ title: 'Mathematics tutor' }],
              },
            ],
          }),
        };
      },
    });
    return asked;
  }

  it('asks in the UI language and marks the texts shown in another one', async () => {
    const asked = stubBilingual();
    renderApp('/ui/profile/ada');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lead Engineer' }, SLOW),
    ).toBeVisible();
    expect(asked).toEqual(['en']);
    // Translated texts are in the page's language: no attribute of their own.
    expect(screen.getByRole('heading', { level: 3, name: 'Lead Engineer' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Engineer')).not.toHaveAttribute('lang');
    // The owner's untranslated texts say they are German.
    expect(screen.getByText('München')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Ich schreibe Programme.').closest('[lang]')).toHaveAttribute(
      'lang',
      'de',
    );
    expect(screen.getByText('Notiz G.').closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Das erste Programm')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Lehre' })).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Analytical Engines · London')).not.toHaveAttribute('lang');

    // The language switch asks again, in the new language.
    await i18n.changeLanguage('de');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Leitende Ingenieurin' }, SLOW),
    ).toBeVisible();
    // (The app refreshes every query on a language change: the old one may go out once more.)
    expect(asked.at(-1)).toBe('de');
    expect(screen.getByText('München')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Lehre' })).not.toHaveAttribute('lang');
  });

  it('takes the language from the link’s ?lang=, marking the texts against the page’s', async () => {
    const asked = stubBilingual();
    renderApp('/ui/profile/ada?lang=de');
    const title = await screen.findByRole(
      'heading',
      { level: 3, name: 'Leitende Ingenieurin' },
      SLOW,
    );
    expect(asked).toEqual(['de']);
    // German texts on an English page.
    expect(title).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Ingenieurin')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Work experience' })).not.toHaveAttribute(
      'lang',
    );
  });
});
