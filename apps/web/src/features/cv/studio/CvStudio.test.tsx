import { DEFAULT_SIDEBAR_SECTIONS, type CvCheck, type CvSettings } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { markLoggedIn } from '../../../app/session';
import { mockViewport } from '../../../test/matchMedia';
import { renderApp } from '../../../test/renderApp';
import {
  buildProfile,
  buildWorkExperience,
  fakeProfileApi,
} from '../../profile/testing/fakeProfileApi';
import { fakeHistoryApi, versionId } from '../../history/testing/fakeHistoryApi';
import { buildCv, fakeCvApi } from '../testing/fakeCvApi';
import { SLOW } from '../../../test/waits';
import { dialogsClosed } from '../../../test/dialogs';
import { texts } from '../../../test/texts';

const CV = buildCv();

const engineer = buildWorkExperience();
const translator = buildWorkExperience({
  id: '00000000-0000-4000-8000-0000000000b2',
  position: 1,
  jobTitle: 'Translator',
  positionStart: '2017-01-01',
  positionEnd: '2020-02-01',
});
const typescript = {
  id: '00000000-0000-4000-8000-0000000000d1',
  position: 0,
  translations: {},
  name: 'TypeScript',
  type: 'Programming Languages',
  level: 5,
  keywords: [],
};

/** One check of each kind, as the preview answers them. */
const CHECKS: CvCheck[] = [
  { code: 'endBeforeStart', params: { title: 'Translator' }, section: 'work-experience' },
  { code: 'noContact', params: {} },
  { code: 'emptySection', params: { section: 'skill' }, section: 'skill' },
  { code: 'emptySection', params: { section: 'Teaching' } },
  { code: 'spillsOntoPage', params: { page: 2 } },
  { code: 'lowContrastAccent', params: { ratio: 2.5, min: 4.5 } },
  { code: 'lowContrastColor', params: { role: 'heading', ratio: 1.1, min: 4.5 } },
  { code: 'longDescription', params: { title: 'Lead Engineer', length: 1400, max: 1200 } },
  { code: 'cannotFit', params: { pages: 1, actual: 2, over: 0.4, title: 'Intern' } },
  { code: 'sideColumnFull', params: { sections: 'skill,language' } },
];

/** Waits for the `count`th save of the CV and checks what that one sent. */
async function expectSave(
  api: ReturnType<typeof fakeCvApi>,
  count: number,
  body: unknown,
  options?: { timeout: number },
) {
  await waitFor(() => expect(api.patches()).toHaveLength(count), options);
  expect(api.patches()[count - 1]).toEqual(body);
}

function setup({ width = 1440, cv = CV } = {}) {
  mockViewport({ width });
  const profileApi = fakeProfileApi(
    buildProfile({ workExperiences: [engineer, translator], skills: [typescript] }),
  );
  const api = fakeCvApi([cv]);
  const history = fakeHistoryApi();
  const user = userEvent.setup({ delay: null });
  const view = renderApp(`/ui/cv/${cv.id}`);
  return { api, profileApi, history, user, ...view };
}

const saveStatus = () =>
  screen
    .getAllByRole('status')
    .find((element) => element.hasAttribute('data-status')) as HTMLElement;

let urls = 0;
beforeEach(() => {
  markLoggedIn('VERIFIED');
  urls = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:page-${++urls}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the CV studio', { timeout: 60_000 }, () => {
  it('shows content, every page of the preview and the layout side by side from 1280 px', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Engineering roles' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Live preview/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Page 1 of 2 of your CV "Engineering roles"' }, SLOW),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(
      screen.getByRole('img', { name: 'Page 2 of 2 of your CV "Engineering roles"' }),
    ).toBeInTheDocument();
    const preview = screen.getByRole('heading', { level: 2, name: 'Preview' }).closest('section')!;
    expect(within(preview).getByText('2 pages')).toBeInTheDocument();
    // The content column follows the profile when the browser has time (a deferred render).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Work experience' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit them on the profile page' })).toHaveAttribute(
      'href',
      '/ui/account/profile/edit',
    );
    expect(saveStatus()).toHaveTextContent('All changes saved');
  });

  it('saves a choice at once, says so, undoes it and redoes it', async () => {
    const { api, user } = setup();
    const letter = await screen.findByRole('radio', { name: 'US Letter' }, SLOW);
    await screen.findByRole('img', { name: /^Page 1 of 2/ }, SLOW);
    api.answerSaves(
      buildCv({ settings: { paper: 'letter' } }),
      CV,
      buildCv({ settings: { paper: 'letter' } }),
    );
    const release = api.holdSaves();
    await user.click(letter);
    expect(letter).toBeChecked();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saving…'));
    expect(saveStatus()).toHaveAttribute('aria-live', 'polite');
    release();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), SLOW);
    expect(api.patches()).toEqual([{ settings: { paper: 'letter' } }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    await expectSave(api, 2, { settings: { paper: 'a4' } });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), SLOW);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // Redo by keyboard (the focus is on a button, not in a text field).
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    await expectSave(api, 3, { settings: { paper: 'letter' } });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), SLOW);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('undoes an entry edited here and a setting changed after it in one timeline, newest first', async () => {
    const { api, profileApi, history, user } = setup();
    const undo = await screen.findByRole('button', { name: 'Undo' }, SLOW);
    await screen.findByRole('img', { name: /^Page 1 of 2/ }, SLOW);
    expect(undo).toBeDisabled();

    // A job title edited with the profile's dialog: a new version of the profile.
    await user.click(await screen.findByRole('button', { name: 'Edit "Lead Engineer"' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Job title/ }));
    await user.keyboard('{End}');
    await user.paste(' II');
    await waitFor(() => expect(profileApi.writes()).toHaveLength(1), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await dialogsClosed();
    // The studio's Undo takes it as a step.
    await waitFor(() => expect(undo).toBeEnabled(), SLOW);
    const edited = history.head();

    // Then a setting.
    api.answerSaves(
      buildCv({ settings: { paper: 'letter' } }),
      CV,
      buildCv({ settings: { paper: 'letter' } }),
    );
    await user.click(screen.getByRole('radio', { name: 'US Letter' }));
    await waitFor(() => expect(api.patches()).toEqual([{ settings: { paper: 'letter' } }]));

    // Undo (button): the setting, the newest change; the profile stays.
    await user.click(undo);
    await expectSave(api, 2, { settings: { paper: 'a4' } });
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    expect(history.restores()).toEqual([]);
    // Ctrl+Z (the focus on a button): the profile's version before the edit.
    expect(undo).toBeEnabled();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(history.restores()).toEqual([versionId(1)]), SLOW);
    await waitFor(() => expect(undo).toBeDisabled());
    expect(api.patches()).toHaveLength(2);

    // Ctrl+Shift+Z: the entry edit first (undone last), then the button: the setting.
    const redo = screen.getByRole('button', { name: 'Redo' });
    await waitFor(() => expect(redo).toBeEnabled());
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(history.restores()).toEqual([versionId(1), edited]), SLOW);
    expect(api.patches()).toHaveLength(2);
    await waitFor(() => expect(redo).toBeEnabled());
    await user.click(redo);
    await expectSave(api, 3, { settings: { paper: 'letter' } });
    expect(screen.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    expect(redo).toBeDisabled();
  });

  it('asks for a new preview after each save, keeping the old pages meanwhile', async () => {
    const { api, user } = setup();
    const page = await screen.findByRole('img', { name: /^Page 1 of 2/ }, SLOW);
    const first = page.getAttribute('src');
    expect(api.previews()).toBe(1);
    api.answerSaves(buildCv({ settings: { lang: 'de' } }));
    const release = api.holdSaves();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    // While the save is on its way the server would render the old CV: no preview yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.previews()).toBe(1);
    expect(screen.getByRole('img', { name: /^Page 1 of 2/ })).toHaveAttribute('src', first);
    release();
    await waitFor(() => expect(api.previews()).toBe(2), SLOW);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /^Page 1 of 2/ })).not.toHaveAttribute('src', first),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
  });

  it('changes type size, margins, spacing, page numbers and the photo: each saved, each previewed anew', async () => {
    const { api, user } = setup();
    await screen.findByRole('img', { name: /^Page 1 of 2/ }, SLOW);
    const steps: [Partial<CvSettings>, () => Promise<void>][] = [
      [{ typeScale: 0.975 }, () => press('Type size', '{ArrowLeft}')],
      [{ margins: 0.9 }, () => press('Page margins', '{ArrowLeft}')],
      [{ sectionSpacing: 1.1 }, () => press('Space between sections', '{ArrowRight}')],
      [{ entrySpacing: 0.9 }, () => press('Space between entries', '{ArrowLeft}')],
      [{ lineHeight: 1.05 }, () => press('Line spacing', '{ArrowRight}')],
      [
        { pageNumbers: false },
        () => user.click(screen.getByRole('switch', { name: 'Page numbers' })),
      ],
      [{ photoShape: 'square' }, () => user.click(screen.getByRole('radio', { name: 'Square' }))],
      [{ photoSize: 'large' }, () => user.click(screen.getByRole('radio', { name: 'Large' }))],
      [
        { datePosition: 'right' },
        () => user.click(screen.getByRole('radio', { name: 'Beside the title' })),
      ],
      [
        { contactLayout: 'column' },
        () => user.click(screen.getByRole('radio', { name: 'In a column beside the name' })),
      ],
    ];
    async function press(slider: string, key: string) {
      screen.getByRole('slider', { name: slider }).focus();
      await user.keyboard(key);
    }
    let settings: Partial<CvSettings> = {};
    for (const [index, [change, act]] of steps.entries()) {
      settings = { ...settings, ...change };
      api.answerSaves(buildCv({ settings }));
      const previews = api.previews();
      await act();
      await expectSave(api, index + 1, { settings: change }, SLOW);
      await waitFor(() => expect(api.previews()).toBeGreaterThan(previews), SLOW);
    }
    expect(screen.getByRole('slider', { name: 'Type size' })).toHaveAttribute(
      'aria-valuetext',
      '98 %',
    );
    expect(screen.getByRole('switch', { name: 'Page numbers' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Square' })).toBeChecked();
  });

  it('keeps the layout settings when the design changes', async () => {
    const layout = {
      typeScale: 0.95,
      margins: 0.8,
      photoShape: 'round',
      pageNumbers: false,
    } as const;
    const { api, user } = setup({ cv: buildCv({ settings: layout }) });
    api.answerSaves(buildCv({ settings: { ...layout, design: 'modern' } }));
    await user.click(await screen.findByRole('combobox', { name: 'Design' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Modern' }));
    await waitFor(() => expect(api.patches()).toEqual([{ settings: { design: 'modern' } }]));
    expect(screen.getByRole('slider', { name: 'Type size' })).toHaveAttribute(
      'aria-valuetext',
      '95 %',
    );
    expect(screen.getByRole('radio', { name: 'Round' })).toBeChecked();
  });

  it('names the layout settings in German', async () => {
    await i18n.changeLanguage('de');
    setup();
    expect(await screen.findByRole('slider', { name: 'Schriftgröße' }, SLOW)).toHaveAttribute(
      'aria-valuetext',
      '100 %',
    );
    for (const name of ['Zeilenabstand', 'Seitenränder', 'Abstand zwischen Abschnitten']) {
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Seitenzahlen' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Form des Fotos' })).toBeInTheDocument();
  });

  it('saves the name after a pause in typing, once', async () => {
    const { api, user } = setup();
    const name = await screen.findByRole('textbox', { name: 'Name of the CV' }, SLOW);
    api.answerSaves(buildCv({ name: 'Platform teams' }), CV);
    await user.clear(name);
    expect(await screen.findByText('Name of the CV must not be blank')).toBeInTheDocument();
    await user.type(name, 'Platform teams');
    expect(saveStatus()).toHaveTextContent('Saving…');
    await waitFor(() => expect(api.patches()).toEqual([{ name: 'Platform teams' }]), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform teams' })).toBeInTheDocument();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(name).toHaveValue('Engineering roles'));
    expect(api.patches()[1]).toEqual({ name: 'Engineering roles' });
  });

  it('includes and leaves out entries and sections of this CV', async () => {
    const { api, user } = setup();
    const include = await screen.findByRole(
      'switch',
      { name: 'Include in this CV: Lead Engineer' },
      SLOW,
    );
    expect(include).toBeChecked();
    const excludedEntries = [engineer.id, translator.id];
    api.answerSaves(
      buildCv({ settings: { excludedEntries: [engineer.id] } }),
      buildCv({ settings: { excludedEntries } }),
      buildCv({ settings: { excludedEntries, hiddenSections: ['skill'] } }),
    );
    await user.click(include);
    expect(include).not.toBeChecked();
    await waitFor(() =>
      expect(api.patches()).toEqual([{ settings: { excludedEntries: [engineer.id] } }]),
    );
    await user.click(screen.getByRole('switch', { name: 'Include in this CV: Translator' }));
    await expectSave(api, 2, {
      settings: { excludedEntries: [engineer.id, translator.id] },
    });

    await user.click(screen.getByRole('switch', { name: 'Show in this CV: Skills' }));
    await expectSave(api, 3, { settings: { hiddenSections: ['skill'] } });
    // A hidden section prints none of its entries: their switches rest.
    expect(screen.getByRole('switch', { name: 'Include in this CV: TypeScript' })).toBeDisabled();
  });

  it('starts a section on a new page and keeps another on one page, from the keyboard', async () => {
    const { api, user } = setup();
    const breaks = await screen.findByRole('button', { name: 'Page breaks for "Education"' }, SLOW);
    api.answerNext('PATCH', `/api/cvs/${CV.id}`, (call) => ({
      status: 200,
      body: buildCv({ settings: (call.body as { settings: Partial<CvSettings> }).settings }),
    }));
    breaks.focus();
    await user.keyboard('{Enter}');
    const newPage = await screen.findByRole('menuitemcheckbox', { name: 'Start on a new page' });
    expect(newPage).toHaveAttribute('aria-checked', 'false');
    await user.click(newPage);
    await waitFor(() =>
      expect(api.patches()).toEqual([{ settings: { newPageSections: ['education'] } }]),
    );

    api.answerNext('PATCH', `/api/cvs/${CV.id}`, (call) => ({
      status: 200,
      body: buildCv({
        settings: {
          newPageSections: ['education'],
          ...(call.body as { settings: Partial<CvSettings> }).settings,
        },
      }),
    }));
    await user.click(screen.getByRole('button', { name: 'Page breaks for "Work experience"' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Keep on one page/ }));
    await expectSave(api, 2, { settings: { keptTogetherSections: ['work-experience'] } });
    // The menu shows what the CV has now.
    await user.click(screen.getByRole('button', { name: 'Page breaks for "Education"' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Start on a new page' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('puts sections into the side column of a two-column design and sets its width and side', async () => {
    const modern = buildCv({ settings: { design: 'modern' } });
    const { api, user } = setup({ cv: modern });
    const work = await screen.findByRole(
      'button',
      { name: '"Work experience" in the side column' },
      SLOW,
    );
    // Without a choice the side column holds the short lists.
    expect(work).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '"Skills" in the side column' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const echo = () =>
      api.answerNext('PATCH', `/api/cvs/${modern.id}`, (call) => ({
        status: 200,
        body: buildCv({
          settings: {
            design: 'modern',
            ...(call.body as { settings: Partial<CvSettings> }).settings,
          },
        }),
      }));
    echo();
    await user.click(work);
    await waitFor(() =>
      expect(api.patches()).toEqual([
        { settings: { sidebarSections: [...DEFAULT_SIDEBAR_SECTIONS, 'work-experience'] } },
      ]),
    );
    await waitFor(() => expect(work).toHaveAttribute('aria-pressed', 'true'));

    const sideColumn = screen.getByRole('region', { name: 'Side column' });
    echo();
    await user.click(within(sideColumn).getByRole('radio', { name: 'Wide' }));
    await expectSave(api, 2, { settings: { sidebarWidth: 'wide' } });
    echo();
    await user.click(within(sideColumn).getByRole('radio', { name: 'Right' }));
    await expectSave(api, 3, { settings: { sidebarSide: 'right' } });
  });

  it('offers no side column in a one-column design', async () => {
    setup();
    await screen.findByRole('button', { name: 'Page breaks for "Education"' }, SLOW);
    expect(screen.queryByRole('button', { name: /in the side column/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Side column' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Side column background' })).toBeNull();
  });

  it('sets the heading colour and says when it is too pale to print as chosen', async () => {
    const { api, user } = setup({ cv: buildCv({ settings: { design: 'modern' } }) });
    await screen.findByRole('img', { name: /^Page 1 of 2/ }, SLOW);
    const heading = () => screen.getByRole('textbox', { name: 'Heading colour' });
    expect(screen.getByRole('textbox', { name: 'Side column text' })).toBeInTheDocument();
    api.answerSaves(buildCv({ settings: { design: 'modern', headingColor: '#ffee58' } }));
    await user.clear(heading());
    await user.type(heading(), '#ffee58');
    await waitFor(
      () => expect(api.patches()).toEqual([{ settings: { headingColor: '#ffee58' } }]),
      SLOW,
    );
    expect(
      await screen.findByText(/Contrast 1\.1:1 on its background, below 4\.5:1/),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Use the design’s own' })[0]!);
    await expectSave(api, 2, { settings: { headingColor: null } });
  });

  it('moves sections with the buttons and keeps the keyboard on them', async () => {
    const { api, user } = setup();
    const down = await screen.findByRole('button', { name: 'Move "Work experience" down' }, SLOW);
    expect(screen.getByRole('button', { name: 'Move "Work experience" up' })).toBeDisabled();
    // The server stores the order it is sent.
    api.answerNext('PATCH', `/api/cvs/${CV.id}`, (call) => ({
      status: 200,
      body: buildCv({ settings: (call.body as { settings: Partial<CvSettings> }).settings }),
    }));
    await user.click(down);
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    const order = (api.patches()[0] as { settings: { sectionOrder: string[] } }).settings
      .sectionOrder;
    expect(order.slice(0, 2)).toEqual(['education', 'work-experience']);
    expect(await screen.findByText('"Work experience" is now section 2 of 4')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move "Work experience" down' })).toHaveFocus(),
    );
    // The drag handle works from the keyboard too.
    expect(
      screen.getByRole('button', { name: 'Drag "Work experience" to another place' }),
    ).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('edits the content in the CV’s language: a German CV, the translation', async () => {
    const { profileApi, user } = setup({ cv: buildCv({ settings: { lang: 'de' } }) });
    const group = await screen.findByRole('group', { name: 'Content language' }, SLOW);
    expect(within(group).getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const work = (
      await screen.findByRole('heading', { level: 2, name: 'Work experience' }, SLOW)
    ).closest('section') as HTMLElement;
    expect(within(work).getByText('0 of 2 entries translated')).toBeInTheDocument();

    await user.click(within(work).getByRole('button', { name: 'Edit "Lead Engineer"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience (German)' });
    const jobTitle = within(dialog).getByRole('textbox', { name: 'Job title (German)' });
    expect(jobTitle).toHaveAccessibleDescription('English: Lead Engineer');
    await user.type(jobTitle, 'Leitende Ingenieurin');
    // Saved while typing, beside the preview: the translation, the texts as they were.
    await waitFor(
      () =>
        expect(profileApi.writes().at(-1)?.body).toMatchObject({
          id: engineer.id,
          jobTitle: 'Lead Engineer',
          translations: { de: { jobTitle: 'Leitende Ingenieurin' } },
        }),
      SLOW,
    );

    // The switch goes back to the texts themselves.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await dialogsClosed();
    await user.click(within(group).getByRole('button', { name: 'English' }));
    expect(within(work).queryByText(/entries translated/)).not.toBeInTheDocument();
  });

  it('says when a save failed, puts the old value back and retries', async () => {
    const { api, user } = setup();
    const photo = await screen.findByRole('switch', { name: 'Show photo' }, SLOW);
    api.failNext('PATCH', `/api/cvs/${CV.id}`, 500);
    api.answerSaves(buildCv({ settings: { photo: false } }));
    await user.click(photo);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Could not save'), SLOW);
    expect(photo).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('All changes saved'), SLOW);
    expect(photo).not.toBeChecked();
    expect(api.patches()).toEqual([{ settings: { photo: false } }, { settings: { photo: false } }]);
  });

  it('resets a font the new design does not offer', async () => {
    const { api, user } = setup({ cv: buildCv({ settings: { font: 'pagella' } }) });
    api.answerSaves(buildCv({ settings: { design: 'compact', font: null } }));
    await user.click(await screen.findByRole('combobox', { name: 'Design' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Compact' }));
    await waitFor(() =>
      expect(api.patches()).toEqual([{ settings: { design: 'compact', font: null } }]),
    );
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent(
      'The design’s own (Roboto Condensed)',
    );
    // Said, not only done: the owner learns what the new design gave up, as a status.
    const notice = await screen.findByText(
      'Compact does not offer TeX Gyre Pagella: the CV is set in the design’s own font, Roboto Condensed. Every other setting stays as it was.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('changes the design without a word when the new one offers the chosen font', async () => {
    const { api, user } = setup({ cv: buildCv({ settings: { font: 'inter' } }) });
    api.answerSaves(buildCv({ settings: { design: 'modern', font: 'inter' } }));
    await user.click(await screen.findByRole('combobox', { name: 'Design' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Modern' }));
    await waitFor(() => expect(api.patches()).toEqual([{ settings: { design: 'modern' } }]));
    expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument();
  });

  it('says that a design without a side column keeps the side column settings for later', async () => {
    const cv = buildCv({ settings: { design: 'modern', sidebarWidth: 'wide' } });
    const { api, user } = setup({ cv });
    api.answerSaves(buildCv({ settings: { ...cv.settings, design: 'classic' } }));
    await user.click(await screen.findByRole('combobox', { name: 'Design' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Classic' }));
    await waitFor(() => expect(api.patches()).toEqual([{ settings: { design: 'classic' } }]));
    const notice = await screen.findByText(/^Classic has no side column/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveTextContent('Every other setting stays as it was.');
  });

  it('lists the checks in the UI language, or says there are none', async () => {
    const { api } = setup();
    api.setPreview(() => ({
      pages: ['<svg xmlns="http://www.w3.org/2000/svg"/>'],
      fit: { status: 'cannot', spacing: 0.9, fontScale: 0.95 },
      checks: CHECKS,
    }));
    const checks = (await screen.findByRole('heading', { name: 'Checks' }, SLOW)).closest(
      'section',
    )!;
    const items = await within(checks).findAllByRole('listitem', {}, SLOW);
    expect(texts(items)).toEqual([
      'Warning: "Translator" ends before it starts.',
      'Warning: The CV shows neither an e-mail address nor a phone number.',
      'Hint: "Skills" prints no entries in this CV.',
      'Hint: "Teaching" prints no entries in this CV.',
      'Hint: Only a few lines spill onto page 2.',
      'Warning: The accent colour is hard to read on white: contrast 2.5:1, at least 4.5:1 recommended.',
      'Warning: The heading colour is hard to read on its background: contrast 1.1:1, at least 4.5:1 needed. The CV prints a readable shade of it.',
      'Hint: The description of "Lead Engineer" is long (1,400 characters); more than 1,200 read as a wall of text.',
      'Warning: The CV does not fit on 1 page even set as tightly as the design allows: about 0.4 of a page too much. Shorten the oldest entries (such as “Intern”) or leave out a section.',
      'Hint: Too long for the side column of the first page, so in the main column: Skills, Languages.',
    ]);

    await i18n.changeLanguage('de');
    await waitFor(() =>
      expect(within(checks).getAllByRole('listitem')[5]).toHaveTextContent(
        'Die Akzentfarbe ist auf Weiß schwer lesbar: Kontrast 2,5:1, empfohlen sind mindestens 4,5:1.',
      ),
    );
    expect(within(checks).getAllByRole('listitem')[6]).toHaveTextContent(
      'Die Farbe der Überschriften ist auf ihrem Hintergrund schwer lesbar: Kontrast 1,1:1, nötig sind mindestens 4,5:1. Der Lebenslauf druckt einen lesbaren Ton davon.',
    );
    expect(within(checks).getAllByRole('listitem')[2]).toHaveTextContent(
      '„Kenntnisse“ zeigt in diesem Lebenslauf keine Einträge.',
    );
  });

  it('says "No problems found" when the checks find nothing', async () => {
    setup();
    expect(await screen.findByText('No problems found', {}, SLOW)).toBeInTheDocument();
  });

  it('uses tabs below 1280 px', async () => {
    const { user } = setup({ width: 390 });
    const tabs = await screen.findByRole('tablist', { name: 'Parts of the CV studio' }, SLOW);
    const [content, preview, layout] = within(tabs).getAllByRole('tab');
    expect(content).toHaveAccessibleName('Content');
    expect(content).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Content' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Layout' })).not.toBeInTheDocument();

    await user.click(preview!);
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(
      await within(panel).findByRole('img', { name: /^Page 1 of 2 of your CV/ }, SLOW),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Checks' })).toBeInTheDocument();

    // Arrow keys move between the tabs, as in any tab list.
    await user.keyboard('{ArrowRight}');
    expect(layout).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(layout).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Layout' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'US Letter' })).toBeInTheDocument();
  });

  it('on a phone, keeps a live preview below content, layout and the entry being edited', async () => {
    const { user } = setup({ width: 390 });
    const live = await screen.findByRole('region', { name: 'Live preview' }, SLOW);
    expect(
      await within(live).findByRole('img', { name: /^Page 1 of 2 of your CV/ }, SLOW),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /^Live preview/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', live.id);

    // Folded to its title bar, and opened again.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Live preview' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeVisible();

    // The full-screen entry dialog shows it below its form.
    await user.click(screen.getByRole('button', { name: 'Edit "Lead Engineer"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    expect(
      within(within(dialog).getByRole('region', { name: 'Live preview' })).getByRole('img', {
        name: /^Page 1 of 2 of your CV/,
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Its title stays while it fades out.
    expect(dialog).toHaveAccessibleName('Edit work experience');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SLOW);

    // The preview tab is the preview itself.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.queryByRole('button', { name: /^Live preview/ })).not.toBeInTheDocument();
  });

  it('tells when the CV does not exist', async () => {
    mockViewport({ width: 1440 });
    fakeProfileApi(buildProfile());
    fakeCvApi([]);
    renderApp(`/ui/cv/${CV.id}`);
    expect(await screen.findByText('This CV does not exist (any more)', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All CVs' })).toHaveAttribute('href', '/ui/cv');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
