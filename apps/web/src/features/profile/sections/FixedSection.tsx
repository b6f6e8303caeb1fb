import type { Profile, SectionKind } from '@cv/shared';
import { entryListOf } from '@cv/shared';
import Alert from '@mui/material/Alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { notify } from '../../../app/toast';
import { entryConfig } from '../entries/entryConfigs';
import { EntrySection } from '../entries/EntrySection';
import { addEntryButtonId } from './editorSections';
import { useSaveSectionSettings } from './sections.queries';
import { SectionSwitches, type SectionSwitch } from './SectionSwitches';

/** Sections whose entries stay private until the owner decides otherwise, with the hint saying so. */
const PRIVATE_HINTS: Partial<Record<SectionKind, string>> = {
  reference: 'profile.sections.referencesHint',
};

/** One fixed section: its entries and its two switches, each saved at once. */
export function FixedSection({ kind, profile }: { kind: SectionKind; profile: Profile }) {
  const { t } = useTranslation();
  const config = entryConfig(kind);
  const title = t(config.titleKey);
  const save = useSaveSectionSettings();
  const hintId = useId();
  const hint = PRIVATE_HINTS[kind];
  // The cached settings already show a change on its way, so a second one builds on it.
  const values = profile.sectionSettings[kind];

  const handleChange = (key: SectionSwitch, checked: boolean) =>
    save.mutate(
      { [kind]: { ...values, [key]: checked } },
      {
        onSuccess: () => notify.success(t('profile.sections.saved', { section: title })),
        onError: (error) =>
          handleApiError(error, { title: t('profile.sections.saveError', { section: title }) }),
      },
    );

  return (
    <EntrySection
      config={config}
      items={entryListOf(profile, kind)}
      addButtonId={addEntryButtonId(kind)}
      controls={
        <>
          <SectionSwitches
            section={title}
            values={values}
            onChange={handleChange}
            describedBy={hint && hintId}
          />
          {hint && (
            <Alert id={hintId} severity="info" sx={{ mb: 2 }}>
              {t(hint)}
            </Alert>
          )}
        </>
      }
    />
  );
}
