import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { customEntryInputSchema, LIMITS } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import type { EntryConfig } from '../entryConfig';
import { EntryLinks, urlLink } from '../EntryLinks';
import { PeriodFields } from '../fields/PeriodFields';

interface CustomEntryValues {
  /** The section, filled in by the section (EntrySection's sectionId). */
  sectionId?: string;
  title: string;
  subtitle: string;
  place: string;
  start: string | null;
  /** null: "present" (ongoing). */
  end: string | null;
  description: string;
  url: string;
}

function CustomEntryFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<CustomEntryValues>
        reserveHelperLine
        name="title"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<CustomEntryValues>
        reserveHelperLine
        name="subtitle"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<CustomEntryValues>
        reserveHelperLine
        name="place"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<CustomEntryValues>
        reserveHelperLine
        name="url"
        type="url"
        placeholder="https://"
        maxLength={LIMITS.urlMax}
      />
      <PeriodFields<CustomEntryValues>
        start="start"
        end="end"
        currentLabel={t('profile.entries.customEntry.current')}
      />
      <RichTextField<CustomEntryValues> name="description" sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

export const customEntryConfig: EntryConfig<'custom-entry', CustomEntryValues> = {
  kind: 'custom-entry',
  messages: 'customEntry',
  titleKey: 'sections.custom-entry',
  icon: <LabelOutlinedIcon />,
  schema: customEntryInputSchema,
  emptyValues: () => ({
    title: '',
    subtitle: '',
    place: '',
    start: null,
    end: '',
    description: '',
    url: '',
  }),
  toValues: (item) => ({
    sectionId: item.sectionId,
    title: item.title,
    subtitle: item.subtitle ?? '',
    place: item.place ?? '',
    start: item.start,
    // Undated entries have no end either; that is not "ongoing".
    end: item.end ?? (item.start ? null : ''),
    description: item.description ?? '',
    url: item.url ?? '',
  }),
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: [item.subtitle, item.place].filter(Boolean).join(' · '),
    period: { start: item.start, end: item.end },
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
  period: { start: 'start', end: 'end' },
  Fields: CustomEntryFields,
};
