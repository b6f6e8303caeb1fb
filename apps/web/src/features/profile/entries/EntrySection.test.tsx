import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntryKind, Profile } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { formattedField, markdownIn } from '../../../test/richText';
import { cancelDialog, dialogsClosed } from '../../../test/dialogs';
import { onDesktop } from '../../../test/session';
import { useProfile, type EntryItem } from '../profile.queries';
import { DatePickersProvider } from '../ui/DatePickersProvider';
import {
  buildEntry,
  buildProfile,
  buildWorkExperience,
  fakeProfileApi,
} from '../testing/fakeProfileApi';
import { saveEntryDialog } from '../testing/editProfile';
import { renderProfile } from '../testing/renderProfile';
import { entryConfig } from './entryConfigs';
import { EntrySection } from './EntrySection';
import { SLOW } from '../../../test/waits';
import { texts } from '../../../test/texts';

const typescript = buildEntry<'skill'>({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'TypeScript',
  type: 'Programming Languages',
  level: 4,
  keywords: [],
});
const speaking = buildEntry<'skill'>({
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Public speaking',
  type: 'Communication',
  level: 3,
  keywords: [],
});

/** The skills section as the editor shows it: its items come from the profile query. */
function Skills({ live = false }: { live?: boolean }) {
  const profile = useProfile();
  return profile.data ? (
    <EntrySection config={entryConfig('skill')} items={profile.data.skills} liveEditing={live} />
  ) : null;
}

async function renderSkills(skills = [typescript], title = 'Skills', live = false) {
  const api = fakeProfileApi(buildProfile({ skills }));
  renderProfile(<Skills live={live} />);
  await screen.findByRole('heading', { level: 2, name: title }, SLOW);
  return api;
}

/**
 * Picks a star. A click through user-event would also move the pointer, and
 * with jsdom's zero-sized layout the rating reads its hover position as NaN.
 */
function chooseLevel(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name }));
}

async function openAddSkill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  return screen.findByRole('dialog', { name: 'Add skill' });
}

/** Fills the skill dialog in: a language skill of this name and level. */
async function fillSkill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
  level: string,
) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await user.type(within(dialog).getByRole('combobox', { name: 'Type' }), 'Languages');
  chooseLevel(dialog, level);
}

/** The entries' titles (h3), top to bottom. */
const entryTitles = () => texts(screen.getAllByRole('heading', { level: 3 }));

/** The helper text under a field, found through the field's accessible description. */
function errorOf(field: HTMLElement) {
  return field.getAttribute('aria-describedby')
    ? document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
    : null;
}

onDesktop();

describe('the generic entry editor (skills)', { timeout: 60_000 }, () => {
  it('shows an empty state whose button adds the first entry', async () => {
    const api = await renderSkills([]);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('No skills yet — add your first')).toBeInTheDocument();

    const dialog = await openAddSkill(user);
    await fillSkill(user, dialog, 'TypeScript', 'Good (3 of 5)');
    // The editor reloads the profile after the save.
    const added = { ...typescript, type: 'Languages', level: 3 };
    api.answerAdded('skill', added, buildProfile({ skills: [added] }));
    await saveEntryDialog(user, dialog, 'Skill added');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/skill',
        body: { name: 'TypeScript', type: 'Languages', level: 3, keywords: [] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'TypeScript' })).toBeVisible();
    expect(screen.queryByText('No skills yet — add your first')).not.toBeInTheDocument();
    // The empty state's button is gone; the keyboard goes on at the header's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus());
  });

  it('shows the validation messages under their fields and sends nothing', async () => {
    const api = await renderSkills([]);
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddSkill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(errorOf(name)).toBe('Name must not be blank'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(within(dialog).getByRole('combobox', { name: 'Type' }))).toBe(
      'Type must not be blank',
    );
    expect(within(dialog).getByText('Level must be between 1 and 5')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('offers the suggested skill types and the ones already in use', async () => {
    await renderSkills([{ ...typescript, type: 'Cloud' }]);
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddSkill(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    const options = texts(await screen.findAllByRole('option'));
    expect(options).toEqual(expect.arrayContaining(['Cloud', 'Communication']));
    expect(options).toContain('Programming Languages');
  });

  it('edits an entry with its saved values and sends its id', async () => {
    const api = await renderSkills();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit "TypeScript"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('TypeScript');
    expect(within(dialog).getByRole('radio', { name: 'Very good (4 of 5)' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'TypeScript 5');
    api.answerNext('POST', '/api/profile/skill', {
      then: buildProfile({ skills: [{ ...typescript, name: 'TypeScript 5' }] }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Skill updated', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/skill',
        body: {
          id: typescript.id,
          name: 'TypeScript 5',
          type: 'Programming Languages',
          level: 4,
          keywords: [],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'TypeScript 5' })).toBeVisible();
  });

  it('deletes only after the confirmation', async () => {
    const api = await renderSkills();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Delete "TypeScript"' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this skill?' });
    expect(confirm).toHaveTextContent('"TypeScript" will be removed from your profile.');
    // The safe answer has the focus.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await cancelDialog(user, confirm);
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete "TypeScript"' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this skill?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Skill deleted', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/profile/skill/${typescript.id}`, body: undefined },
    ]);
    expect(await screen.findByText('No skills yet — add your first')).toBeInTheDocument();
  });

  it('puts server field errors under the fields and keeps the dialog open', async () => {
    const api = await renderSkills([]);
    api.failNext('POST', '/api/profile/skill', 400, {
      code: 'validation',
      message: 'Some fields are not valid',
      fieldErrors: { name: ['Name must be at most 200 characters'] },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddSkill(user);
    await fillSkill(user, dialog, 'Rust', 'Expert (5 of 5)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to add the skill', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(errorOf(name)).toBe('Name must be at most 200 characters'));
    expect(screen.getByRole('dialog', { name: 'Add skill' })).toBeInTheDocument();
  });

  it('names the failed action of the kind in the toast', async () => {
    const api = await renderSkills();
    api.failNext('DELETE', `/api/profile/skill/${typescript.id}`, 500);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Delete "TypeScript"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this skill?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the skill', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'TypeScript' }, SLOW),
    ).toBeInTheDocument();
  });

  it('moves entries up and down and saves the order', async () => {
    const api = await renderSkills([speaking, typescript]);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Move "Public speaking" up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move "TypeScript" down' })).toBeDisabled();

    api.answerNext('PUT', '/api/profile/skill/order', {
      answer: { status: 200, body: [typescript, speaking] },
    });
    await user.click(screen.getByRole('button', { name: 'Move "TypeScript" up' }));
    await waitFor(() => expect(entryTitles()).toEqual(['TypeScript', 'Public speaking']));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/profile/skill/order',
        body: { ids: [typescript.id, speaking.id] },
      },
    ]);
    expect(
      await screen.findByText('"TypeScript" is now at position 1 of 2', {}, SLOW),
    ).toBeInTheDocument();
    // At the top, the keyboard lands on the arrow that still works.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move "TypeScript" down' })).toHaveFocus(),
    );
  });

  it('puts the old order back when saving it fails', async () => {
    const api = await renderSkills([speaking, typescript]);
    api.failNext('PUT', '/api/profile/skill/order', 500);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Move "TypeScript" up' }));
    expect(await screen.findByText('Failed to save the new order', {}, SLOW)).toBeInTheDocument();
    expect(entryTitles()).toEqual(['Public speaking', 'TypeScript']);
  });

  it('asks before a changed entry is thrown away', async () => {
    await renderSkills();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit "TypeScript"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Name' }, SLOW)).toHaveValue(
      'TypeScript!',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await dialogsClosed();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    await renderSkills([], 'Kenntnisse');
    expect(
      screen.getByText('Noch keine Kenntnisse – fügen Sie die erste hinzu'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kenntnis hinzufügen' })).toBeInTheDocument();
  });
});

const engineer = buildWorkExperience({ jobTitle: 'Software Engineer' });

/** A section of dated entries as the editor shows it: its items come from the profile query. */
function DatedEntries<K extends EntryKind>({
  kind,
  itemsOf,
}: {
  kind: K;
  itemsOf: (profile: Profile) => readonly EntryItem<K>[];
}) {
  const profile = useProfile();
  return profile.data ? (
    <DatePickersProvider>
      <EntrySection config={entryConfig(kind)} items={itemsOf(profile.data)} />
    </DatePickersProvider>
  ) : null;
}

const Work = () => <DatedEntries kind="work-experience" itemsOf={(p) => p.workExperiences} />;

describe('the generic entry editor (work experience)', { timeout: 60_000 }, () => {
  it('shows the period in the locale and "present" for an open end', async () => {
    fakeProfileApi(buildProfile({ workExperiences: [engineer] }));
    renderProfile(<Work />);
    expect(await screen.findByText('Mar 2020 – present', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Analytical Engines Ltd · London')).toBeInTheDocument();
  });

  it('takes an open end only as the "present" choice', async () => {
    const api = fakeProfileApi(buildProfile({ workExperiences: [engineer] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit "Software Engineer"' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    const present = within(dialog).getByRole('checkbox', { name: 'I currently work here' });
    expect(present).toBeChecked();
    await user.click(present);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('End date must not be blank', {}, SLOW)).toBeVisible();
    expect(api.writes()).toEqual([]);

    await user.click(present);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work experience updated', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({ id: engineer.id, positionStart: '2020-03-01' });
    expect(api.writes()[0]?.body).not.toHaveProperty('positionEnd');
  });

  it('saves the highlights and the formatted description with the entry', async () => {
    const api = fakeProfileApi(
      buildProfile({ workExperiences: [{ ...engineer, highlights: ['Built the engine'] }] }),
    );
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit "Software Engineer"' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work experience' });
    expect(within(dialog).getByRole('textbox', { name: 'Highlight 1' })).toHaveValue(
      'Built the engine',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add highlight' }));
    await user.keyboard('Wrote the first program');
    const description = await formattedField('Description', dialog);
    await user.type(description, 'Engines');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(dialog).getByRole('button', { name: 'Bold' }));
    expect(within(description).getByText('Engines').tagName).toBe('STRONG');
    expect(markdownIn(description)).toBe('**Engines**');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Work experience updated', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({
      id: engineer.id,
      description: '**Engines**',
      highlights: ['Built the engine', 'Wrote the first program'],
    });
  });

  it.each([
    ['en', 'Sep 2021', 'Sep 2021 – present'],
    ['de', 'Sept. 2021', 'Sept. 2021 – heute'],
  ] as const)(
    'names September in the picker as in the list (%s)',
    async (language, field, period) => {
      await i18n.changeLanguage(language);
      fakeProfileApi(
        buildProfile({ workExperiences: [{ ...engineer, positionStart: '2021-09-01' }] }),
      );
      renderProfile(<Work />);
      expect(await screen.findByText(period, {}, SLOW)).toBeInTheDocument();
      const user = userEvent.setup({ delay: null });
      await user.click(
        screen.getByRole('button', {
          name: /^(Edit "Software Engineer"|„Software Engineer“ bearbeiten)$/,
        }),
      );
      const dialog = await screen.findByRole('dialog');
      const start = dialog.querySelector<HTMLInputElement>('input[name="positionStart"]');
      expect(start?.value).toBe(field);
    },
  );

  it('does not call an untouched date invalid when its picker opens', async () => {
    fakeProfileApi(buildProfile({ workExperiences: [] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(
      (
        await screen.findAllByRole('button', { name: 'Add work experience' }, SLOW)
      )[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add work experience' });
    const open = within(dialog).getAllByRole('button', { name: /choose date/i })[0] as HTMLElement;
    await user.click(open);
    // The year list of a start date ends next year, not in 2099.
    const years = await screen.findAllByRole('radio', {}, SLOW);
    expect(years.at(-1)?.textContent).toBe(String(new Date().getFullYear() + 1));
    expect(within(dialog).queryByText('Start date must not be blank')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByText('Start date must not be blank')).not.toBeInTheDocument();
  });
});

const Projects = () => <DatedEntries kind="project" itemsOf={(p) => p.projects} />;

describe('the generic entry editor (projects)', { timeout: 60_000 }, () => {
  it('shows no errors in a new link row before anything is typed, and "blank" for an empty one', async () => {
    const api = fakeProfileApi(buildProfile({ projects: [] }));
    renderProfile(<Projects />);
    const user = userEvent.setup({ delay: null });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add project' }, SLOW))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Engine');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    const label = await within(dialog).findByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(label).toHaveFocus());
    // Give a validation run after the row appeared every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(label).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/must not be blank|valid http/)).not.toBeInTheDocument();

    await user.type(label, 'Docs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Link must not be blank', {}, SLOW)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });
});

describe('live editing (the CV studio)', { timeout: 60_000 }, () => {
  it('saves a saved entry once typing pauses, says so, and undoes the last change', async () => {
    const api = await renderSkills([typescript], 'Skills', true);
    const user = userEvent.setup({ delay: null });
    const profileLoads = () =>
      api.calls.filter((c) => c.method === 'GET' && c.path === '/api/profile').length;
    await user.click(screen.getByRole('button', { name: 'Edit "TypeScript"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const loadsBefore = profileLoads();
    await user.clear(name);
    await user.type(name, 'Rust');

    const lastSaved = () => (api.writes().at(-1)?.body as { name?: string } | undefined)?.name;
    await waitFor(() => expect(lastSaved()).toBe('Rust'), SLOW);
    expect(within(dialog).getByRole('status')).toHaveTextContent('All changes saved');
    // One save for the pause after typing, not one per keystroke.
    expect(api.writes().filter((c) => c.path === '/api/profile/skill')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lastSaved()).toBe('TypeScript'), SLOW);
    expect(name).toHaveValue('TypeScript');

    // Saves while typing do not reload the profile; closing the editor does, once.
    expect(profileLoads()).toBe(loadsBefore);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await dialogsClosed();
    await waitFor(() => expect(profileLoads()).toBe(loadsBefore + 1));
  });

  it('does not save what the schema refuses, and keeps the message on the field', async () => {
    const api = await renderSkills([typescript], 'Skills', true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit "TypeScript"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.writes()).toHaveLength(0);
    expect(errorOf(name)).toBe('Name must not be blank');
  });
});

describe('sorting a section by date', { timeout: 60_000 }, () => {
  const old = {
    ...engineer,
    id: '00000000-0000-4000-8000-0000000000d1',
    jobTitle: 'Apprentice',
    positionStart: '2012-01-01',
    positionEnd: '2015-06-01',
  };
  const current = { ...engineer, jobTitle: 'Lead Engineer', positionStart: '2022-01-01' };
  const middle = {
    ...engineer,
    id: '00000000-0000-4000-8000-0000000000d2',
    jobTitle: 'Developer',
    positionStart: '2016-01-01',
    positionEnd: '2021-12-01',
  };
  it('asks first, then saves the newest-first order through the order call', async () => {
    const api = fakeProfileApi(buildProfile({ workExperiences: [old, current, middle] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sort by date' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Sort "Work experience" by date?' });
    expect(dialog).toHaveTextContent('The order you set by hand is replaced.');
    expect(api.writes()).toEqual([]);

    api.answerNext('PUT', '/api/profile/work-experience/order', {
      answer: { status: 200, body: [current, middle, old] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sort' }));
    expect(
      await screen.findByText('"Work experience" is sorted by date', {}, SLOW),
    ).toBeInTheDocument();
    await dialogsClosed();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/profile/work-experience/order',
        body: { ids: [current.id, middle.id, old.id] },
      },
    ]);
    expect(entryTitles()).toEqual(['Lead Engineer', 'Developer', 'Apprentice']);
  });

  it('changes nothing when the question is cancelled', async () => {
    const api = fakeProfileApi(buildProfile({ workExperiences: [old, current] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sort by date' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Sort "Work experience" by date?' });
    await cancelDialog(user, dialog);
    expect(api.writes()).toEqual([]);
    expect(entryTitles()).toEqual(['Apprentice', 'Lead Engineer']);
  });

  it('says so when the section is in date order already', async () => {
    const api = fakeProfileApi(buildProfile({ workExperiences: [current, old] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sort by date' }, SLOW));
    expect(
      await screen.findByText('"Work experience" is already sorted by date', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('is offered only where entries have dates, and every entry has a drag handle', async () => {
    await renderSkills([speaking, typescript]);
    expect(screen.queryByRole('button', { name: 'Sort by date' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Drag "Public speaking" to another place' }),
    ).toHaveAccessibleDescription(/press Space or Enter, move it with the arrow keys/);
  });

  it('greys out the handle of an entry alone in its section, and offers no sorting', async () => {
    await renderSkills([typescript]);
    expect(
      screen.getByRole('button', { name: 'Drag "TypeScript" to another place' }),
    ).toBeDisabled();
    fakeProfileApi(buildProfile({ workExperiences: [old] }));
    renderProfile(<Work />);
    expect(
      await screen.findByRole('button', { name: 'Drag "Apprentice" to another place' }, SLOW),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sort by date' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeProfileApi(buildProfile({ workExperiences: [old, current] }));
    renderProfile(<Work />);
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole(
        'button',
        { name: '„Apprentice“ an eine andere Stelle ziehen' },
        SLOW,
      ),
    ).toHaveAccessibleDescription(/bewegen Sie ihn mit den Pfeiltasten/);
    await user.click(screen.getByRole('button', { name: 'Nach Datum sortieren' }));
    expect(
      await screen.findByRole('dialog', { name: '„Berufserfahrung“ nach Datum sortieren?' }),
    ).toBeInTheDocument();
  });
});

describe('a new entry in the list', { timeout: 60_000 }, () => {
  it('shows a new skill at the end, where the server puts it, before the profile reloads', async () => {
    const api = await renderSkills([speaking, typescript]);
    api.answerAdded('skill', {
      ...typescript,
      id: '00000000-0000-4000-8000-0000000000a3',
      name: 'Rust',
      position: 3,
    });
    // The reload after the save fails: the list stays as the save's answer left it.
    api.failNext('GET', '/api/profile', 503);
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddSkill(user);
    await fillSkill(user, dialog, 'Rust', 'Good (3 of 5)');
    await saveEntryDialog(user, dialog, 'Skill added');
    expect(entryTitles()).toEqual(['Public speaking', 'TypeScript', 'Rust']);
  });
});
