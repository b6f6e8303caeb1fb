import SchoolIcon from '@mui/icons-material/School';
import { educationInputSchema, LIMITS } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import type { EntryConfig } from '../entryConfig';
import { PeriodFields } from '../fields/PeriodFields';

interface EducationValues {
  institution: string;
  degreeName: string;
  level: string;
  educationStart: string | null;
  /** null: "present". */
  educationEnd: string | null;
  description: string;
}

function EducationFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<EducationValues>
        reserveHelperLine
        name="degreeName"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<EducationValues>
        reserveHelperLine
        name="level"
        placeholder={t('profile.entries.education.levelPlaceholder')}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<EducationValues>
        reserveHelperLine
        name="institution"
        required
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <PeriodFields<EducationValues>
        start="educationStart"
        end="educationEnd"
        startRequired
        currentLabel={t('profile.entries.education.current')}
      />
      <RichTextField<EducationValues> name="description" sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

export const educationConfig: EntryConfig<'education', EducationValues> = {
  kind: 'education',
  messages: 'education',
  titleKey: 'pages.profileEdit.education',
  icon: <SchoolIcon />,
  schema: educationInputSchema,
  emptyValues: () => ({
    institution: '',
    degreeName: '',
    level: '',
    educationStart: null,
    educationEnd: '',
    description: '',
  }),
  toValues: (item) => ({
    institution: item.institution,
    degreeName: item.degreeName,
    level: item.level ?? '',
    educationStart: item.educationStart,
    educationEnd: item.educationEnd,
    description: item.description ?? '',
  }),
  name: (item) => item.degreeName,
  summary: (item) => ({
    title: item.degreeName,
    subtitle: [item.institution, item.level].filter(Boolean).join(' · '),
    period: { start: item.educationStart, end: item.educationEnd },
  }),
  period: { start: 'educationStart', end: 'educationEnd' },
  Fields: EducationFields,
};
