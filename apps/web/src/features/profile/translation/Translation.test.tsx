import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { asVerifiedUserOnDesktop } from '../../../test/session';
import { renderApp } from '../../../test/renderApp';
import { formattedField, markdownIn } from '../../../test/richText';
import {
  buildCustomSection,
  buildProfile,
  buildWorkExperience,
  fakeProfileApi,
} from '../testing/fakeProfileApi';
import { saveJobTitle } from '../testing/editProfile';
import { compactTranslations, entriesProgress, hintText } from './translationValues';
import { SLOW } from '../../../test/waits';

const engineer = buildWorkExperience({
  description: 'Built **the** engine.',
  highlights: ['Wrote the first program'],
});
const translator = buildWorkExperience({
  id: '00000000-0000-4000-8000-0000000000b2',
  position: 1,
  jobTitle: 'Translator',
  location: null,
  translations: { de: { jobTitle: 'Übersetzerin' } },
});

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** Opens the editor and switches its content language to German. */
async function editInGerman(profile = buildProfile()) {
  const api = fakeProfileApi(profile);
  const user = userEvent.setup({ delay: null });
  renderApp('/ui/account/profile/edit');
  const group = await screen.findByRole('group', { name: 'Content language' }, SLOW);
  await user.click(within(group).getByRole('button', { name: 'Deutsch' }));
  return { api, user, group };
}

asVerifiedUserOnDesktop();

describe('editing the profile in its second language', { timeout: 60_000 }, () => {
  it('starts on the texts, and the switch says what is being edited', async () => {
    fakeProfileApi(buildProfile());
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    const group = await screen.findByRole('group', { name: 'Content language' }, SLOW);
    const english = within(group).getByRole('button', { name: 'English' });
    const german = within(group).getByRole('button', { name: 'Deutsch' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(german).toHaveAttribute('lang', 'de');
    expect(group).toHaveAccessibleDescription('You are editing your texts (English).');

    await user.click(german);
    expect(german).toHaveAttribute('aria-pressed', 'true');
    expect(group).toHaveAccessibleDescription(
      'You are editing the translation into German; your texts are written in English.',
    );
  });

  it('translates the general texts, with the primary ones as hints, and saves both', async () => {
    const { api, user } = await editInGerman(
      buildProfile({ bio: 'I write programs.', translations: { de: { location: 'London' } } }),
    );
    const general = section('General');
    expect(within(general).getByText('1 of 3 texts translated')).toBeInTheDocument();
    // Name, picture and website are the same in both languages: not here.
    expect(within(general).queryByRole('textbox', { name: 'Display name' })).toBeNull();
    expect(within(general).queryByRole('button', { name: 'Upload picture' })).toBeNull();

    const jobTitle = within(general).getByRole('textbox', { name: 'Job title (German)' });
    expect(jobTitle).toHaveValue('');
    expect(jobTitle).toHaveAccessibleDescription('English: Software Engineer');
    expect(jobTitle).toHaveAttribute('lang', 'de');
    expect(within(general).getByRole('textbox', { name: 'Location (German)' })).toHaveValue(
      'London',
    );
    await user.type(jobTitle, 'Softwareentwicklerin');
    const bio = await formattedField('Bio (German)', general);
    await user.click(within(general).getByRole('button', { name: 'Copy Bio from English' }));
    await waitFor(() => expect(markdownIn(bio)).toBe('I write programs.'));
    await user.click(within(general).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(api.sentData(0)).toMatchObject({
      displayName: 'Ada Lovelace',
      jobTitle: 'Software Engineer',
      location: 'London',
      bio: 'I write programs.',
      translations: {
        de: { jobTitle: 'Softwareentwicklerin', location: 'London', bio: 'I write programs.' },
      },
    });
    expect(api.sentData(0)).not.toHaveProperty('contentLanguage');
    expect(await within(general).findByText('3 of 3 texts translated')).toBeInTheDocument();
  });

  it('keeps the translations when the texts are edited in the primary language', async () => {
    const api = fakeProfileApi(
      buildProfile({ translations: { de: { jobTitle: 'Entwicklerin' } } }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    await saveJobTitle(user, 'Analyst', SLOW);
    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(api.sentData(0)).toMatchObject({
      jobTitle: 'Analyst',
      translations: { de: { jobTitle: 'Entwicklerin' } },
    });
  });

  it('switches the language the texts are written in, which swaps them on the server', async () => {
    const api = fakeProfileApi(
      buildProfile({ translations: { de: { jobTitle: 'Entwicklerin' } } }),
    );
    // The server swaps the texts with their translations.
    const swapped = buildProfile({
      contentLanguage: 'de',
      jobTitle: 'Entwicklerin',
      translations: { en: { jobTitle: 'Software Engineer' } },
    });
    api.answerNext('POST', '/api/profile', {
      answer: { status: 200, body: swapped },
      then: swapped,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    const select = await screen.findByRole('combobox', { name: 'Your texts are written in' }, SLOW);
    expect(select).toHaveTextContent('English');
    expect(select).toHaveAccessibleDescription(
      'Switching swaps your texts with their translations wherever there is one.',
    );
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));

    expect(await screen.findByText('Your texts are now in German', {}, SLOW)).toBeInTheDocument();
    const data = api.sentData(0);
    expect(data).toMatchObject({ contentLanguage: 'de', jobTitle: 'Software Engineer' });
    expect(data).not.toHaveProperty('translations');
    // The swapped texts, and the switch on the new primary language.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Entwicklerin'),
    );
    const group = screen.getByRole('group', { name: 'Content language' });
    expect(within(group).getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('waits with the language of the texts while the general section has changes', async () => {
    fakeProfileApi(buildProfile());
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    await user.type(await formattedField('Bio'), 'Hello');
    const select = screen.getByRole('combobox', { name: 'Your texts are written in' });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveAccessibleDescription('Save or discard your changes first.');
  });

  it('translates an entry: hint, copy, and only the translations change', async () => {
    const { api, user } = await editInGerman(buildProfile({ workExperiences: [engineer] }));
    const work = section('Work experience');
    expect(within(work).getByText('0 of 1 entry translated')).toBeInTheDocument();
    expect(within(work).getByText('Not translated yet')).toBeInTheDocument();
    await user.click(within(work).getByRole('button', { name: 'Edit "Lead Engineer"' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience (German)' });
    // Company and dates are the same in both languages: not in this form.
    expect(within(dialog).queryByRole('textbox', { name: 'Company' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'I currently work here' })).toBeNull();
    const jobTitle = within(dialog).getByRole('textbox', { name: 'Job title (German)' });
    expect(jobTitle).toHaveFocus();
    expect(jobTitle).toHaveAccessibleDescription('English: Lead Engineer');
    expect(within(dialog).getByRole('textbox', { name: 'Description (German)' })).toBeVisible();
    expect(within(dialog).getByText('Wrote the first program')).toHaveAttribute('lang', 'en');

    await user.click(within(dialog).getByRole('button', { name: 'Copy Job title from English' }));
    expect(jobTitle).toHaveValue('Lead Engineer');
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Leitende Ingenieurin');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Location (German)' }),
      'London (UK)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy Highlights from English' }));
    expect(within(dialog).getByRole('textbox', { name: 'Highlight 1' })).toHaveValue(
      'Wrote the first program',
    );
    const translations = {
      de: {
        jobTitle: 'Leitende Ingenieurin',
        location: 'London (UK)',
        highlights: ['Wrote the first program'],
      },
    };
    // The editor reloads the profile after the save.
    api.answerNext('POST', '/api/profile/work-experience', {
      then: buildProfile({ workExperiences: [{ ...engineer, translations }] }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Work experience updated', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]?.body).toEqual({
      id: engineer.id,
      jobTitle: 'Lead Engineer',
      company: 'Analytical Engines Ltd',
      location: 'London',
      positionStart: '2020-03-01',
      description: 'Built **the** engine.',
      highlights: ['Wrote the first program'],
      translations,
    });
    // The description is still untranslated: the entry is not done yet.
    expect(within(work).getByText('0 of 1 entry translated')).toBeInTheDocument();
    // The list reads in the translation where there is one.
    expect(
      await within(work).findByRole('heading', { level: 3, name: 'Leitende Ingenieurin' }),
    ).toBeVisible();
  });

  it('counts the translated entries of each section', async () => {
    await editInGerman(
      buildProfile({
        workExperiences: [
          { ...engineer, location: null, description: null, highlights: [] },
          translator,
        ],
      }),
    );
    const work = section('Work experience');
    expect(within(work).getByText('1 of 2 entries translated')).toBeInTheDocument();
    expect(within(work).getAllByText('Not translated yet')).toHaveLength(1);
    expect(within(work).getByRole('heading', { level: 3, name: 'Übersetzerin' })).toBeVisible();
    // No count in the primary language.
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Content language' })).getByRole('button', {
        name: 'English',
      }),
    );
    expect(within(work).queryByText(/entries translated/)).toBeNull();
  });

  it('shows an entry imported in the second language by its translation, and says what is missing', async () => {
    fakeProfileApi(
      buildProfile({
        workExperiences: [
          {
            ...engineer,
            jobTitle: '',
            location: null,
            description: null,
            highlights: [],
            translations: { de: { jobTitle: 'Beraterin' } },
          },
        ],
      }),
    );
    renderApp('/ui/account/profile/edit');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Beraterin' }, SLOW);
    expect(
      within(section('Work experience')).getByText('Not written in English yet'),
    ).toBeVisible();
    expect(heading).toBeVisible();
  });

  it('calls an entry with some texts translated partly translated, not untranslated', async () => {
    await editInGerman(
      buildProfile({
        workExperiences: [
          { ...engineer, location: null, translations: { de: { jobTitle: 'Ingenieurin' } } },
        ],
      }),
    );
    const work = section('Work experience');
    expect(await within(work).findByText('Partly translated', {}, SLOW)).toBeInTheDocument();
    expect(within(work).queryByText('Not translated yet')).toBeNull();
  });

  it('edits an entry in the primary language as before: the stored translations stay', async () => {
    const api = fakeProfileApi(buildProfile({ workExperiences: [translator] }));
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Edit "Translator"' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), ' Group');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work experience updated', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({ company: 'Analytical Engines Ltd Group' });
    // Absent, the stored translations stay on the server.
    expect(api.writes()[0]?.body).not.toHaveProperty('translations');
  });

  it('adds new entries in the primary language, saying so', async () => {
    const { user } = await editInGerman();
    await user.click(within(section('Skills')).getByRole('button', { name: 'Add skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add skill' });
    expect(
      within(dialog).getByText(
        'New entries are written in English, the language of your texts. Translate them once they are saved.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('translates a custom section’s title', async () => {
    const teaching = buildCustomSection();
    const { api, user } = await editInGerman(buildProfile({ customSections: [teaching] }));
    expect(
      within(section('Teaching')).getByText('Section title not translated yet'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for "Teaching"' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Translate title (German)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Title of "Teaching" in German' });
    const title = within(dialog).getByRole('textbox', { name: 'Title (German)' });
    expect(title).toHaveAccessibleDescription('English: Teaching');
    await user.type(title, 'Lehre');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Translation of "Teaching" saved', {}, SLOW)).toBeVisible();
    expect(api.writes()[0]?.body).toEqual({
      id: teaching.id,
      title: 'Teaching',
      public: true,
      print: true,
      translations: { de: { title: 'Lehre' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lehre' })).toBeVisible();
  });
});

describe('the profile create screen', { timeout: 60_000 }, () => {
  it('asks for the language of the texts, the UI’s by default', async () => {
    await i18n.changeLanguage('de');
    const api = fakeProfileApi(null);
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account/profile/create');
    const select = await screen.findByRole(
      'combobox',
      { name: 'Ihre Texte sind verfasst in' },
      SLOW,
    );
    expect(select).toHaveTextContent('Deutsch');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.type(screen.getByRole('textbox', { name: 'Anzeigename' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Profil erstellen' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1), SLOW);
    expect(api.sentData(0)).toMatchObject({ displayName: 'Ada', contentLanguage: 'en' });
  });
});

describe('translation helpers', () => {
  it('leaves blank translations and empty languages out', () => {
    expect(
      compactTranslations({
        en: { jobTitle: undefined, highlights: [] },
        de: { jobTitle: 'Ingenieurin', location: '  ', highlights: ['Eins'] },
      }),
    ).toEqual({ de: { jobTitle: 'Ingenieurin', highlights: ['Eins'] } });
    expect(compactTranslations(undefined)).toEqual({});
  });

  it('counts an entry as translated when every text it has is translated', () => {
    // The translator has only its job title, translated; the engineer has nothing translated.
    expect(entriesProgress('work-experience', [engineer, translator], 'de')).toEqual({
      done: 1,
      count: 2,
    });
    // A text without its translation keeps the entry from counting.
    expect(
      entriesProgress('work-experience', [{ ...translator, location: 'Leeds' }], 'de'),
    ).toEqual({ done: 0, count: 1 });
    expect(entriesProgress('work-experience', [translator], 'en')).toEqual({ done: 0, count: 1 });
    // Links have nothing to translate.
    expect(entriesProgress('link', [], 'de')).toBeNull();
  });

  it('shortens the hint to one line', () => {
    expect(hintText('One\n\ntwo')).toBe('One two');
    expect(hintText(['a', 'b'])).toBe('a, b');
    expect(hintText('x'.repeat(200))).toHaveLength(80);
  });
});
