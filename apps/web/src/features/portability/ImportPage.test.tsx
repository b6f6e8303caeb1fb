import { IMPORT_LIMITS, type ImportPreview } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, type StubAnswer } from '../../test/api';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { checkImportFile, importContentType } from './portability.queries';
import { SLOW } from '../../test/waits';
import { cancelDialog } from '../../test/dialogs';

const RESUME = JSON.stringify({ basics: { name: 'Ada Lovelace' } });

function jsonFile(name = 'resume.json', content = RESUME) {
  return new File([content], name, { type: 'application/json' });
}

/** A file that claims `size` bytes without holding them. */
function fileOfSize(size: number, name = 'resume.json') {
  const file = jsonFile(name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const entries = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    title: `${prefix} ${i + 1}`,
    subtitle: i === 0 ? 'Analytical Engines Ltd' : null,
    dates: i === 0 ? '2019-01 – present' : null,
    start: i === 0 ? '2019-01-01' : null,
    end: null,
  }));

function buildPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    format: 'json-resume',
    language: null,
    translations: null,
    translatesInto: null,
    contact: { email: null, phone: null },
    general: {
      displayName: 'Ada Lovelace',
      jobTitle: 'Analyst',
      location: null,
      bio: null,
      website: 'https://ada.example',
    },
    sections: [
      { kind: 'work-experience', title: null, existing: 2, entries: entries(7, 'Job') },
      { kind: 'skill', title: null, existing: 0, entries: entries(2, 'Skill') },
      { kind: 'custom-entry', title: 'Talks', existing: 0, entries: entries(1, 'Talk') },
    ],
    skipped: [
      {
        source: 'work[7]',
        label: 'Babbage & Co',
        reason: 'invalid',
        message: 'Start: must not be blank',
      },
      { source: 'skills[40]', label: 'COBOL', reason: 'limit', message: null },
      { source: 'meta', label: 'Theme', reason: 'unsupported', message: null },
    ],
    cut: [],
    total: 10,
    ...overrides,
  };
}

/** One upload as the app sent it: the path, the query and the content type. */
interface Upload {
  path: string;
  query: string;
  type: string | null;
}

interface Setup {
  preview?: StubAnswer;
  run?: StubAnswer;
  path?: string;
}

/**
 * The import routes answer from `preview` and `run`; the rest of the API from
 * a route table. What was sent is read from the fetch calls. (jsdom's File
 * cannot travel through Node's fetch, so the bytes themselves are not; the
 * client's own test sends a file's bytes.)
 */
function setup({
  preview = { status: 200, body: buildPreview() },
  run = { status: 200, body: { mode: 'add', added: 10, skipped: 3 } },
  path = '/ui/account/import',
}: Setup = {}) {
  const calls = stubApi({
    'GET /api/profile': refusal(404, 'profile_not_found', 'No profile'),
  });
  server.use(
    http.post('/api/import/preview', () =>
      HttpResponse.json(preview.body as JsonBodyType, { status: preview.status }),
    ),
    http.post('/api/import', () =>
      HttpResponse.json(run.body as JsonBodyType, { status: run.status }),
    ),
  );
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const uploads = (): Upload[] =>
    fetchSpy.mock.calls.flatMap(([input]) => {
      if (!(input instanceof Request)) return [];
      const url = new URL(input.url);
      if (!url.pathname.startsWith('/api/import')) return [];
      return [{ path: url.pathname, query: url.search, type: input.headers.get('Content-Type') }];
    });
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path);
  return { calls, uploads, user, ...view };
}

/** Chooses a source by its card (the radio itself is visually hidden). */
async function chooseSource(user: ReturnType<typeof userEvent.setup>, name: string) {
  const radio = await screen.findByRole('radio', { name }, SLOW);
  await user.click(radio.closest('label')!);
  return radio;
}

const fileInput = () => screen.findByLabelText('File to import', {}, SLOW);

asVerifiedUserOnDesktop();

describe('checking the file in the browser', () => {
  it('takes exactly the limit and refuses one byte more, and only JSON, ZIP, PDF or Word', () => {
    expect(checkImportFile(fileOfSize(IMPORT_LIMITS.fileMaxBytes))).toBeNull();
    expect(checkImportFile(fileOfSize(IMPORT_LIMITS.fileMaxBytes + 1))).toBe('size');
    expect(checkImportFile(new File(['x'], 'export.zip'))).toBeNull();
    expect(checkImportFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(checkImportFile(new File(['x'], 'Lebenslauf.docx'))).toBeNull();
    expect(checkImportFile(new File(['x'], 'cv.odt', { type: 'text/plain' }))).toBe('type');
  });

  it('sends a PDF and a Word file with their own types', () => {
    expect(importContentType(new File(['x'], 'cv.pdf'))).toBe('application/pdf');
    expect(importContentType(new File(['x'], 'cv.docx'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('sends a ZIP as application/zip and anything else as JSON', () => {
    expect(importContentType(new File(['x'], 'Basic_LinkedInDataExport.zip'))).toBe(
      'application/zip',
    );
    expect(
      importContentType(new File(['x'], 'export', { type: 'application/x-zip-compressed' })),
    ).toBe('application/zip');
    expect(importContentType(jsonFile())).toBe('application/json');
  });
});

describe('importing a CV', { timeout: 60_000 }, () => {
  it('reads the file, shows what it adds and leaves out, adds it and says so', async () => {
    const { uploads, user, router } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import your CV' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to account' })).toHaveAttribute(
      'href',
      '/ui/account',
    );
    const sources = screen.getByRole('radiogroup', { name: 'Where is your CV from?' });
    const jsonResume = within(sources).getByRole('radio', { name: 'JSON Resume' });
    expect(jsonResume).toHaveAccessibleDescription(
      'A resume.json file, as jsonresume.org and many CV tools save it.',
    );
    await chooseSource(user, 'JSON Resume');
    expect(jsonResume).toBeChecked();

    const file = jsonFile();
    await user.upload(await fileInput(), file);

    // The preview: nothing written yet.
    const heading = await screen.findByRole('heading', { name: 'What will be imported' }, SLOW);
    expect(heading.querySelector('[tabindex="-1"]')).toHaveFocus();
    expect(uploads()).toEqual([
      {
        path: '/api/import/preview',
        query: '?format=json-resume&lang=en',
        type: 'application/json',
      },
    ]);
    expect(screen.getByText('From “resume.json”, read as JSON Resume.')).toBeInTheDocument();

    // General texts, only those the file has.
    expect(screen.getByText('Display name', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Ada Lovelace',
    );
    expect(screen.getByText('Website', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'https://ada.example',
    );
    expect(screen.queryByText('Location', { selector: 'dt' })).not.toBeInTheDocument();

    // Each section with its count; the long one collapsed.
    const work = screen.getByRole('region', { name: 'Work experience' });
    expect(within(work).getByText('7 entries')).toBeInTheDocument();
    expect(within(work).getByText('You already have 2 entries here')).toBeInTheDocument();
    expect(
      within(work).getByText('Analytical Engines Ltd · 2019-01 – present'),
    ).toBeInTheDocument();
    expect(within(work).getAllByRole('listitem')).toHaveLength(5);
    const showAll = within(work).getByRole('button', { name: 'Show all 7' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(work).getAllByRole('listitem')).toHaveLength(7);
    expect(within(work).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('2 entries')).toBeInTheDocument();
    expect(within(skills).queryByText(/You already have/)).not.toBeInTheDocument();
    // A custom section shows its own title.
    expect(
      within(screen.getByRole('region', { name: 'Talks' })).getByText('1 entry'),
    ).toBeVisible();

    // What is left out, and why.
    const skipped = screen.getByRole('list', { name: 'Not imported' });
    const items = within(skipped).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Babbage & Co');
    expect(items[0]).toHaveTextContent('Start: must not be blank');
    expect(items[1]).toHaveTextContent('More entries than this section can hold');
    expect(items[2]).toHaveTextContent('No place for this in a profile');
    expect(screen.getByText('3 items of the file have no place in your profile:')).toBeVisible();

    // Adding is the default.
    expect(screen.getByRole('radio', { name: 'Add to my profile' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Import 10 entries' }));

    expect(
      await screen.findByRole('heading', { name: 'Your CV was imported' }, SLOW),
    ).toBeInTheDocument();
    expect(uploads()[1]).toEqual({
      path: '/api/import',
      query: '?mode=add&format=json-resume&lang=en',
      type: 'application/json',
    });
    expect(screen.getByText('10 entries were added to your profile.')).toBeInTheDocument();
    expect(screen.getByText('3 items of the file were not imported.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the profile editor' })).toHaveAttribute(
      'href',
      '/ui/account/profile/edit',
    );

    // Another file starts over, with the source kept.
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(await screen.findByRole('radio', { name: 'JSON Resume' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/ui/account/import');
  });

  it('lets the server recognise the format when no source is chosen, and sends a ZIP as one', async () => {
    const { uploads, user } = setup({
      preview: { status: 200, body: buildPreview({ format: 'linkedin' }) },
    });
    await user.upload(
      await fileInput(),
      new File(['PK'], 'Basic_LinkedInDataExport.zip', { type: 'application/zip' }),
    );
    expect(
      await screen.findByText('From “Basic_LinkedInDataExport.zip”, read as LinkedIn.', {}, SLOW),
    ).toBeInTheDocument();
    expect(uploads()[0]).toMatchObject({ query: '?lang=en', type: 'application/zip' });
  });

  it('sends the file’s language, and says a file in the second language adds entries in it only', async () => {
    const { uploads, user } = setup({
      preview: { status: 200, body: buildPreview({ translatesInto: 'de' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Deutsch' }, SLOW));
    // The choice itself says what each language does, before any file.
    expect(
      screen.getByRole('button', { name: 'Deutsch' }).closest('[role="group"]'),
    ).toHaveAccessibleDescription(/adds the others as new entries in that language only/);
    await user.upload(await fileInput(), new File(['{}'], 'lebenslauf.json'));
    expect(
      await screen.findByText(/This file is in German, your profile’s second language/, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /the other entries are added in German only, their texts in your profile’s language left empty/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Replace my profile’s content' })).toBeNull();
    expect(uploads()[0]).toMatchObject({ query: '?lang=de' });
  });

  it('lets a PDF’s entries be corrected or left out, and sends those changes', async () => {
    const { uploads, user } = setup({
      preview: {
        status: 200,
        body: buildPreview({
          format: 'pdf',
          contact: { email: 'ada@example.org', phone: '+44 20 7946 0958' },
        }),
      },
    });
    await user.upload(
      await fileInput(),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await screen.findByRole('heading', { name: 'What will be imported' }, SLOW);
    expect(screen.getByText(/was read from its text and layout/)).toBeInTheDocument();
    expect(screen.getByText('E-Mail', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'ada@example.org',
    );

    const work = screen.getByRole('region', { name: 'Work experience' });
    await user.click(within(work).getByRole('button', { name: 'Leave out “Job 2”' }));
    expect(within(work).getByText('Left out')).toBeInTheDocument();
    await user.click(within(work).getByRole('button', { name: 'Correct “Job 1”' }));
    const title = within(work).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Chief Analyst');
    // The dates too: the start's month and year, then the end's (read as ongoing).
    const endMonth = within(work).getAllByRole('spinbutton')[2]!;
    await user.click(endMonth);
    await user.keyboard('012018');
    await user.click(title);
    expect(await within(work).findByRole('alert')).toHaveTextContent(
      'End date must be after Start date',
    );
    expect(within(work).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(endMonth);
    await user.keyboard('062021');
    await user.click(title);
    await waitFor(() => expect(within(work).queryByRole('alert')).toBeNull());
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    expect(within(work).getByText('Chief Analyst')).toBeInTheDocument();
    expect(
      within(work).getByText('Analytical Engines Ltd · 2019-01 – 2021-06'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 9 entries' }));
    await screen.findByRole('heading', { name: /imported/i }, SLOW);
    const sent = new URLSearchParams(uploads().at(-1)!.query);
    expect(uploads().at(-1)!.type).toBe('application/pdf');
    expect(JSON.parse(sent.get('changes')!)).toEqual([
      { section: 0, entry: 1, drop: true },
      {
        section: 0,
        entry: 0,
        title: 'Chief Analyst',
        subtitle: 'Analytical Engines Ltd',
        end: '2021-06-01',
      },
    ]);
  });

  it('says that a PDF made here comes back exactly, in both languages', async () => {
    const { user } = setup({
      preview: {
        status: 200,
        body: buildPreview({ format: 'pdf', language: 'de', translations: 'en' }),
      },
    });
    await user.upload(
      await fileInput(),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        'This PDF was made here: it brings back exactly what it prints, the texts as written (German) and their translations (English).',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/read from its text and layout/)).toBeNull();
  });

  it('asks before replacing the profile’s content', async () => {
    const { uploads, user } = setup({
      run: { status: 200, body: { mode: 'replace', added: 10, skipped: 3 } },
    });
    await user.upload(await fileInput(), jsonFile());
    await screen.findByRole('heading', { name: 'What will be imported' }, SLOW);
    const replace = screen.getByRole('radio', { name: 'Replace my profile’s content' });
    expect(replace).toHaveAccessibleDescription(
      'Removes all current entries and general texts first. Your picture, colours, visibility settings and CVs stay.',
    );
    await user.click(replace.closest('label')!);
    expect(replace).toBeChecked();

    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Import 10 entries' }));
      return screen.findByRole('dialog', { name: 'Replace your profile’s content?' });
    };
    let dialog = await open();
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await cancelDialog(user, dialog);
    expect(uploads().filter((u) => u.path === '/api/import')).toHaveLength(0);

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Replace content' }));
    expect(
      await screen.findByText(
        'Your profile’s content was replaced; it now holds 10 entries.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(uploads()[1]?.query).toBe('?mode=replace&format=json-resume&lang=en');
  });

  it('shows the server’s words when the file cannot be read, with the way to another file', async () => {
    const message = 'This file is not a ZIP archive. Choose the ZIP file LinkedIn sent you.';
    const { user } = setup({
      preview: refusal(400, 'import_unreadable', message),
    });
    await chooseSource(user, 'LinkedIn (data export)');
    const input = await fileInput();
    expect(input).toHaveAttribute('accept', '.zip,application/zip');
    await user.upload(input, new File(['nope'], 'export.zip', { type: 'application/zip' }));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The file could not be read');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'What will be imported' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a file over the limit before sending it', async () => {
    const { uploads, user } = setup();
    await user.upload(await fileInput(), fileOfSize(IMPORT_LIMITS.fileMaxBytes + 1));
    expect(await screen.findByText('File must be less than 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      /File must be less than 5 MB/,
    );
    expect(uploads()).toHaveLength(0);
  });

  it('says when a file holds nothing to import, and offers no import', async () => {
    const { user } = setup({
      preview: {
        status: 200,
        body: buildPreview({
          general: { displayName: null, jobTitle: null, location: null, bio: null, website: null },
          sections: [],
          skipped: [],
          total: 0,
        }),
      },
    });
    await user.upload(await fileInput(), jsonFile());
    expect(await screen.findByText('Nothing to import', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('names the lists of which only the start was read', async () => {
    const { user } = setup({
      preview: {
        status: 200,
        body: buildPreview({ cut: [{ source: 'Positions.csv', read: 100 }] }),
      },
    });
    await user.upload(await fileInput(), jsonFile());
    expect(
      await screen.findByText(
        'Only the first 100 entries of “Positions.csv” were read: the section holds no more.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows why the import was refused beside the choice', async () => {
    const message =
      'The import would give the section “Skills” more than 100 entries. Replace the content instead, or delete some entries first.';
    const { user } = setup({ run: refusal(409, 'import_limit', message) });
    await user.upload(await fileInput(), jsonFile());
    await user.click(await screen.findByRole('button', { name: 'Import 10 entries' }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The import failed');
    expect(alert).toHaveTextContent(message);
    // Still on the preview: replacing is one click away.
    expect(screen.getByRole('radio', { name: 'Replace my profile’s content' })).toBeEnabled();
  });

  it('is offered on the empty create-profile screen', async () => {
    setup({ path: '/ui/account/profile/create' });
    expect(
      await screen.findByRole('group', { name: 'Have a CV already?' }, SLOW),
    ).toHaveTextContent('Import it from JSON Resume, Reactive Resume or LinkedIn.');
    expect(screen.getByRole('link', { name: 'Import a CV' })).toHaveAttribute(
      'href',
      '/ui/account/import',
    );
  });
});
