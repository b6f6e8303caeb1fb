import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { LIMITS, volunteeringInputSchema } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import { TextListField } from '../../../../components/form/TextListField';
import type { EntryConfig } from '../entryConfig';
import { EntryLinks, urlLink } from '../EntryLinks';
import { PeriodFields } from '../fields/PeriodFields';

interface VolunteeringValues {
  organization: string;
  role: string;
  location: string;
  start: string | null;
  /** null: "present". */
  end: string | null;
  description: string;
  url: string;
  highlights: string[];
}

function VolunteeringFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<VolunteeringValues>
        reserveHelperLine
        name="organization"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<VolunteeringValues>
        reserveHelperLine
        name="role"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<VolunteeringValues>
        reserveHelperLine
        name="location"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<VolunteeringValues>
        reserveHelperLine
        name="url"
        type="url"
        placeholder="https://"
        maxLength={LIMITS.urlMax}
      />
      <PeriodFields<VolunteeringValues>
        start="start"
        end="end"
        startRequired
        currentLabel={t('profile.entries.volunteering.current')}
      />
      <RichTextField<VolunteeringValues> name="description" sx={{ gridColumn: '1 / -1' }} />
      <TextListField<VolunteeringValues>
        name="highlights"
        messages="profile.textList.highlights"
        itemMaxLength={LIMITS.highlightMax}
        sx={{ gridColumn: '1 / -1' }}
      />
    </>
  );
}

export const volunteeringConfig: EntryConfig<'volunteering', VolunteeringValues> = {
  kind: 'volunteering',
  messages: 'volunteering',
  titleKey: 'sections.volunteering',
  icon: <VolunteerActivismIcon />,
  schema: volunteeringInputSchema,
  emptyValues: () => ({
    organization: '',
    role: '',
    location: '',
    start: null,
    end: '',
    description: '',
    url: '',
    highlights: [],
  }),
  toValues: (item) => ({
    organization: item.organization,
    role: item.role ?? '',
    location: item.location ?? '',
    start: item.start,
    end: item.end,
    description: item.description ?? '',
    url: item.url ?? '',
    highlights: [...item.highlights],
  }),
  name: (item) => item.organization,
  summary: (item) => ({
    title: item.organization,
    subtitle: [item.role, item.location].filter(Boolean).join(' · '),
    period: { start: item.start, end: item.end },
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
  period: { start: 'start', end: 'end' },
  Fields: VolunteeringFields,
};
