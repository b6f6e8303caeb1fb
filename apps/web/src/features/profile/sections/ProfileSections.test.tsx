import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { useProfile } from '../profile.queries';
import {
  buildCustomSection,
  buildEntry,
  buildProfile,
  fakeProfileApi,
} from '../testing/fakeProfileApi';
import { saveEntryDialog } from '../testing/editProfile';
import { renderProfile } from '../testing/renderProfile';
import { DatePickersProvider } from '../ui/DatePickersProvider';
import { ProfileSections } from './ProfileSections';
import { formattedField } from '../../../test/richText';
import { cancelDialog, dialogsClosed } from '../../../test/dialogs';
import { onDesktop } from '../../../test/session';
import { SLOW } from '../../../test/waits';
import { texts } from '../../../test/texts';

const german = buildEntry<'language'>({
  id: '00000000-0000-4000-8000-0000000000d1',
  language: 'de',
  level: 'native',
  note: null,
});
const lecture = buildEntry<'custom-entry'>({
  id: '00000000-0000-4000-8000-0000000000e1',
  sectionId: '00000000-0000-4000-8000-0000000000c1',
  title: 'Compilers',
  subtitle: null,
  place: null,
  start: null,
  end: null,
  description: null,
  url: null,
});
const seminar = { ...lecture, id: '00000000-0000-4000-8000-0000000000e2', title: 'Seminar' };
const turing = buildEntry<'award'>({
  id: '00000000-0000-4000-8000-0000000000f1',
  title: 'Turing Award',
  awarder: 'ACM',
  date: null,
  summary: 'For **contributions**',
});

/** The sections as the editor shows them: their profile comes from the query. */
function Sections() {
  const profile = useProfile();
  return profile.data ? (
    <DatePickersProvider>
      <ProfileSections profile={profile.data} />
    </DatePickersProvider>
  ) : null;
}

async function renderSections(profile: Profile = buildProfile()) {
  const api = fakeProfileApi(profile);
  renderProfile(<Sections />);
  await screen.findByRole('heading', { level: 2, name: 'Work experience' }, SLOW);
  return api;
}

const sectionTitles = () => texts(screen.getAllByRole('heading', { level: 2 }));

/** The card of a section, found by its title. */
function section(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const card = heading.closest('section');
  if (!card) throw new Error(`no section "${title}"`);
  return card;
}

async function openAddSection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add section' }));
  return screen.findByRole('menu');
}

onDesktop();
describe('the sections of the profile editor', { timeout: 60_000 }, () => {
  it('shows the classic sections, and the others only once they have entries', async () => {
    await renderSections(buildProfile({ languages: [german] }));
    expect(sectionTitles()).toEqual([
      'Work experience',
      'Skills',
      'Education',
      'Projects',
      'Languages',
    ]);
    const languages = section('Languages');
    expect(within(languages).getByRole('heading', { level: 3, name: 'German' })).toBeVisible();
    expect(within(languages).getByText('Native')).toBeVisible();
  });

  it('reveals a section from the menu and adds an award to it', async () => {
    const api = await renderSections();
    const user = userEvent.setup({ delay: null });
    const menu = await openAddSection(user);
    const offered = texts(within(menu).getAllByRole('menuitem'));
    expect(offered).toEqual([
      'Links',
      'Languages',
      'Certificates',
      'Awards',
      'Publications',
      'Volunteering',
      'Interests',
      'References',
      'Custom section…',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Awards' }));

    expect(sectionTitles()).toContain('Awards');
    expect(within(section('Awards')).getByText('No awards yet — add your first')).toBeVisible();
    // The keyboard goes on in the new section.
    const add = within(section('Awards')).getByRole('button', { name: 'Add award' });
    await waitFor(() => expect(add).toHaveFocus());

    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add award' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Turing Award');
    await user.type(within(dialog).getByRole('textbox', { name: 'Awarded by' }), 'ACM');
    // Typed Markdown turns into formatting in the formatted editor.
    const summary = await formattedField('Summary', dialog);
    await user.type(summary, 'For **contributions**');
    expect(within(summary).getByText('contributions').tagName).toBe('STRONG');
    // The editor reloads the profile after the save.
    api.answerAdded('award', turing, buildProfile({ awards: [turing] }));
    await saveEntryDialog(user, dialog, 'Award added');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/award',
        body: { title: 'Turing Award', awarder: 'ACM', summary: 'For **contributions**' },
      },
    ]);
    expect(
      await within(section('Awards')).findByRole('heading', { level: 3, name: 'Turing Award' }),
    ).toBeVisible();
    // Shown now, the section is no longer offered.
    const again = await openAddSection(user);
    expect(within(again).queryByRole('menuitem', { name: 'Awards' })).not.toBeInTheDocument();
  });

  it('stores the code of a picked language, and any other language as typed', async () => {
    const api = await renderSections();
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await openAddSection(user)).getByRole('menuitem', { name: 'Languages' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add language' }));

    let dialog = await screen.findByRole('dialog', { name: 'Add language' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Language' }), 'Germ');
    // Named in the UI language, with the language's own name beside it.
    await user.click(await screen.findByRole('option', { name: 'German Deutsch' }));
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('German');
    await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Native' }));
    api.answerAdded('language', german, buildProfile({ languages: [german] }));
    await saveEntryDialog(user, dialog, 'Language added');

    await user.click(within(section('Languages')).getByRole('button', { name: 'Add language' }));
    dialog = await screen.findByRole('dialog', { name: 'Add language' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Language' }), 'Klingon');
    await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Beginner (A1)' }));
    const klingon = {
      ...german,
      id: '00000000-0000-4000-8000-0000000000d2',
      language: 'Klingon',
      level: 'A1' as const,
    };
    api.answerAdded('language', klingon, buildProfile({ languages: [klingon, german] }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    await dialogsClosed();

    expect(api.writes().map((call) => call.body)).toEqual([
      { language: 'de', level: 'native' },
      { language: 'Klingon', level: 'A1' },
    ]);
    expect(
      await within(section('Languages')).findByRole('heading', { level: 3, name: 'German' }),
    ).toBeVisible();
  });

  it('names a stored language in the reader’s language', async () => {
    await i18n.changeLanguage('de');
    fakeProfileApi(buildProfile({ languages: [german] }));
    renderProfile(<Sections />);
    const languages = (
      await screen.findByRole('heading', { level: 2, name: 'Sprachen' }, SLOW)
    ).closest('section') as HTMLElement;
    expect(within(languages).getByRole('heading', { level: 3, name: 'Deutsch' })).toBeVisible();
    expect(within(languages).getByText('Muttersprache')).toBeVisible();
  });

  it('saves a section’s switches at once and puts them back when that fails', async () => {
    const api = await renderSections();
    const user = userEvent.setup({ delay: null });
    const switches = within(screen.getByRole('group', { name: 'Visibility of "Skills"' }));
    const print = switches.getByRole('switch', { name: 'Include in the CV' });
    const shown = switches.getByRole('switch', { name: 'Show on public profile' });
    expect(print).toBeChecked();

    await user.click(print);
    expect(print).not.toBeChecked();
    expect(await screen.findByText('"Skills": visibility saved', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/profile/sections',
        body: { skill: { public: true, print: false } },
      },
    ]);

    api.failNext('PUT', '/api/profile/sections', 500);
    await user.click(shown);
    expect(
      await screen.findByText('Failed to save the visibility of "Skills"', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(shown).toBeChecked());
    expect(print).not.toBeChecked();
  });

  it('keeps references private until turned on, and says so', async () => {
    await renderSections(
      buildProfile({
        references: [
          buildEntry<'reference'>({
            id: '00000000-0000-4000-8000-0000000000f1',
            name: 'Charles Babbage',
            relation: 'Mentor',
            contact: null,
            text: null,
          }),
        ],
      }),
    );
    const group = screen.getByRole('group', { name: 'Visibility of "References"' });
    expect(within(group).getByRole('switch', { name: 'Show on public profile' })).not.toBeChecked();
    expect(within(group).getByRole('switch', { name: 'Include in the CV' })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'References are private: they appear on your public profile or in your CV only once you turn that on here.',
    );
  });

  it('stops adding at the entry limit of the kind', async () => {
    const links = Array.from({ length: 20 }, (_, i) =>
      buildEntry<'link'>({
        id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
        position: i,
        network: `Network ${i + 1}`,
        username: null,
        url: `https://example.com/${i}`,
      }),
    );
    await renderSections(buildProfile({ links }));
    const add = within(section('Links')).getByRole('button', { name: 'Add link' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'You have reached the limit of 20 entries in this section',
    );
  });
});

describe('custom sections', { timeout: 60_000 }, () => {
  it('creates a section with a title and adds an entry to it', async () => {
    const api = await renderSections();
    const teaching = buildCustomSection();
    api.answerNext('POST', '/api/profile/custom-section', {
      answer: { status: 201, body: teaching },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await openAddSection(user)).getByRole('menuitem', { name: 'Custom section…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom section' });
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(await within(dialog).findByText('Title must not be blank')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Teaching');
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));

    expect(await screen.findByText('Section "Teaching" added', {}, SLOW)).toBeInTheDocument();
    await dialogsClosed();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/custom-section',
        body: { title: 'Teaching', public: true, print: true },
      },
    ]);
    const sectionId = teaching.id;
    const add = within(section('Teaching')).getByRole('button', {
      name: 'Add entry to "Teaching"',
    });
    await waitFor(() => expect(add).toHaveFocus());

    await user.click(add);
    const entry = await screen.findByRole('dialog', { name: 'Add entry to "Teaching"' });
    await user.type(within(entry).getByRole('textbox', { name: 'Title' }), 'Compilers');
    await user.type(within(entry).getByRole('textbox', { name: 'Place' }), 'Edinburgh');
    const compilers = { ...lecture, place: 'Edinburgh' };
    api.answerAdded(
      'custom-entry',
      compilers,
      buildProfile({ customSections: [{ ...teaching, entries: [compilers] }] }),
    );
    await saveEntryDialog(user, entry, 'Entry added to "Teaching"');
    expect(api.writes()[1]).toEqual({
      method: 'POST',
      path: '/api/profile/custom-entry',
      body: { sectionId, title: 'Compilers', place: 'Edinburgh' },
    });
    expect(
      await within(section('Teaching')).findByRole('heading', { level: 3, name: 'Compilers' }),
    ).toBeVisible();
  });

  it('renames a section, switches it and orders its entries', async () => {
    const api = await renderSections(
      buildProfile({ customSections: [buildCustomSection({ entries: [lecture, seminar] })] }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'More actions for "Teaching"' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename "Teaching"' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Teaching');
    await user.clear(title);
    await user.type(title, 'Lectures');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Section renamed to "Lectures"', {}, SLOW)).toBeInTheDocument();
    await dialogsClosed();
    expect(sectionTitles()).toContain('Lectures');
    // Back where the rename started.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More actions for "Lectures"' })).toHaveFocus(),
    );

    const switches = within(screen.getByRole('group', { name: 'Visibility of "Lectures"' }));
    await user.click(switches.getByRole('switch', { name: 'Include in the CV' }));
    expect(await screen.findByText('"Lectures": visibility saved', {}, SLOW)).toBeInTheDocument();

    api.answerNext('PUT', '/api/profile/custom-entry/order', {
      answer: { status: 200, body: [seminar, lecture] },
    });
    await user.click(screen.getByRole('button', { name: 'Move "Seminar" up' }));
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    const id = lecture.sectionId;
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/custom-section',
        body: { id, title: 'Lectures', public: true, print: true },
      },
      {
        method: 'POST',
        path: '/api/profile/custom-section',
        body: { id, title: 'Lectures', public: true, print: false },
      },
      {
        method: 'PUT',
        path: '/api/profile/custom-entry/order',
        body: { ids: [seminar.id, lecture.id] },
      },
    ]);
    await waitFor(() =>
      expect(texts(within(section('Lectures')).getAllByRole('heading', { level: 3 }))).toEqual([
        'Seminar',
        'Compilers',
      ]),
    );
  });

  it('deletes a section with its entries only after the confirmation', async () => {
    const api = await renderSections(
      buildProfile({ customSections: [buildCustomSection({ entries: [lecture] })] }),
    );
    const user = userEvent.setup({ delay: null });
    const openDelete = async () => {
      await user.click(screen.getByRole('button', { name: 'More actions for "Teaching"' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete section' }));
      return screen.findByRole('dialog', { name: 'Delete the section "Teaching"?' });
    };
    let confirm = await openDelete();
    expect(confirm).toHaveTextContent(
      'The section "Teaching" and all its entries will be removed from your profile.',
    );
    await cancelDialog(user, confirm);
    expect(api.writes()).toEqual([]);

    confirm = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Section "Teaching" deleted', {}, SLOW)).toBeInTheDocument();
    await dialogsClosed();
    expect(api.writes()).toEqual([
      {
        method: 'DELETE',
        path: `/api/profile/custom-section/${lecture.sectionId}`,
        body: undefined,
      },
    ]);
    expect(sectionTitles()).not.toContain('Teaching');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add section' })).toHaveFocus());
  });

  it('keeps the section and says so when deleting fails', async () => {
    const api = await renderSections(buildProfile({ customSections: [buildCustomSection()] }));
    api.failNext('DELETE', `/api/profile/custom-section/${lecture.sectionId}`, 500);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'More actions for "Teaching"' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete section' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the section "Teaching"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete "Teaching"', {}, SLOW)).toBeInTheDocument();
    await dialogsClosed();
    expect(sectionTitles()).toContain('Teaching');
  });
});
