import { customSectionKey, resolveSectionSettings, type Profile } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { selectForCv } from './cv-selection';
import { sampleProfile } from '../../../../test/portability-profile';

const NOTHING_LEFT_OUT = { hiddenSections: [], excludedEntries: [] };

const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

function customSection(profile: Profile, title: string) {
  const section = profile.customSections.find((s) => s.title === title);
  if (!section) throw new Error(`no custom section ${title}`);
  return section;
}

describe('selectForCv', () => {
  it('keeps every printed section whole, and no references until they are switched on', () => {
    const profile = sampleProfile();
    const selected = selectForCv(profile, NOTHING_LEFT_OUT);
    expect(profile.references).toHaveLength(2);
    expect(selected).toEqual({ ...profile, references: [] });
  });

  it('prints references when their section is switched on', () => {
    const profile = sampleProfile({
      sectionSettings: resolveSectionSettings({ reference: { print: true } }),
    });
    expect(selectForCv(profile, NOTHING_LEFT_OUT).references).toEqual(profile.references);
  });

  it('empties fixed sections whose print switch is off', () => {
    const profile = sampleProfile({
      sectionSettings: resolveSectionSettings({
        skill: { print: false },
        link: { print: false, public: true },
      }),
    });
    const selected = selectForCv(profile, NOTHING_LEFT_OUT);
    expect(selected.skills).toEqual([]);
    expect(selected.links).toEqual([]);
    expect(selected.workExperiences).toEqual(profile.workExperiences);
  });

  it('empties the sections the CV hides, custom ones by their key', () => {
    const profile = sampleProfile();
    const teaching = customSection(profile, 'Lehre');
    const selected = selectForCv(profile, {
      hiddenSections: ['education', 'language', 'link', customSectionKey(teaching.id)],
      excludedEntries: [],
    });
    expect(selected.educations).toEqual([]);
    expect(selected.languages).toEqual([]);
    expect(selected.links).toEqual([]);
    expect(selected.customSections.map((s) => s.title)).toEqual(['Patente']);
    expect(selected.projects).toEqual(profile.projects);
  });

  it('removes the entries the CV leaves out, in fixed and custom sections', () => {
    const profile = sampleProfile();
    const jobs = profile.workExperiences;
    const [kubernetes, usability] = profile.certificates;
    const patents = customSection(profile, 'Patente');
    const excluded = [jobs[1], usability, ...patents.entries].map((e) => e?.id ?? '');
    const selected = selectForCv(profile, { hiddenSections: [], excludedEntries: excluded });
    expect(ids(selected.workExperiences)).toEqual(ids(jobs.filter((_, i) => i !== 1)));
    expect(selected.certificates).toEqual([kubernetes]);
    // A custom section with nothing left is no section of the CV (as in the PDF).
    expect(selected.customSections.map((s) => s.title)).toEqual(['Lehre']);
  });

  it('leaves out custom sections the owner does not print', () => {
    const profile = sampleProfile();
    const unprinted = sampleProfile({
      customSections: profile.customSections.map((s) => ({ ...s, print: s.title !== 'Lehre' })),
    });
    const selected = selectForCv(unprinted, NOTHING_LEFT_OUT);
    expect(selected.customSections.map((s) => s.title)).toEqual(['Patente']);
  });

  it('keeps the general texts and ignores keys and ids of things that no longer exist', () => {
    const profile = sampleProfile();
    const selected = selectForCv(profile, {
      hiddenSections: [customSectionKey('00000000-0000-4000-8000-999999999999')],
      excludedEntries: ['00000000-0000-4000-8000-999999999998'],
    });
    expect(selected).toEqual({ ...profile, references: [] });
  });

  it('does not change the profile it is given', () => {
    const profile = sampleProfile();
    const before = structuredClone(profile);
    selectForCv(profile, {
      hiddenSections: ['work-experience'],
      excludedEntries: ids(profile.skills),
    });
    expect(profile).toEqual(before);
  });
});
