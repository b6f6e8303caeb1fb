import WorkIcon from '@mui/icons-material/Work';
import { LIMITS, workExperienceInputSchema } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import { TextListField } from '../../../../components/form/TextListField';
import type { EntryConfig } from '../entryConfig';
import { PeriodFields } from '../fields/PeriodFields';

interface WorkExperienceValues {
  jobTitle: string;
  company: string;
  location: string;
  positionStart: string | null;
  /** null: "present". */
  positionEnd: string | null;
  description: string;
  highlights: string[];
}

function WorkExperienceFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<WorkExperienceValues>
        reserveHelperLine
        name="jobTitle"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<WorkExperienceValues>
        reserveHelperLine
        name="company"
        required
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<WorkExperienceValues>
        reserveHelperLine
        name="location"
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <PeriodFields<WorkExperienceValues>
        start="positionStart"
        end="positionEnd"
        startRequired
        currentLabel={t('profile.entries.workExperience.current')}
      />
      <RichTextField<WorkExperienceValues> name="description" sx={{ gridColumn: '1 / -1' }} />
      <TextListField<WorkExperienceValues>
        name="highlights"
        messages="profile.textList.highlights"
        itemMaxLength={LIMITS.highlightMax}
        sx={{ gridColumn: '1 / -1' }}
      />
    </>
  );
}

export const workExperienceConfig: EntryConfig<'work-experience', WorkExperienceValues> = {
  kind: 'work-experience',
  messages: 'workExperience',
  titleKey: 'pages.profileEdit.workExperience',
  icon: <WorkIcon />,
  schema: workExperienceInputSchema,
  emptyValues: () => ({
    jobTitle: '',
    company: '',
    location: '',
    positionStart: null,
    positionEnd: '',
    description: '',
    highlights: [],
  }),
  toValues: (item) => ({
    jobTitle: item.jobTitle,
    company: item.company,
    location: item.location ?? '',
    positionStart: item.positionStart,
    positionEnd: item.positionEnd,
    description: item.description ?? '',
    highlights: [...item.highlights],
  }),
  name: (item) => item.jobTitle,
  summary: (item) => ({
    title: item.jobTitle,
    subtitle: [item.company, item.location].filter(Boolean).join(' · '),
    period: { start: item.positionStart, end: item.positionEnd },
  }),
  period: { start: 'positionStart', end: 'positionEnd' },
  Fields: WorkExperienceFields,
};
