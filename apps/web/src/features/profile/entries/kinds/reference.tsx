import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { LIMITS, referenceInputSchema } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import type { EntryConfig } from '../entryConfig';

interface ReferenceValues {
  name: string;
  relation: string;
  contact: string;
  text: string;
}

function ReferenceFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<ReferenceValues>
        reserveHelperLine
        name="name"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<ReferenceValues>
        reserveHelperLine
        name="relation"
        placeholder={t('profile.entries.reference.relationPlaceholder')}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<ReferenceValues>
        reserveHelperLine
        name="contact"
        helperText={t('profile.entries.reference.contactHelp')}
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <RichTextField<ReferenceValues> name="text" sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

export const referenceConfig: EntryConfig<'reference', ReferenceValues> = {
  kind: 'reference',
  messages: 'reference',
  titleKey: 'sections.reference',
  icon: <RecordVoiceOverIcon />,
  schema: referenceInputSchema,
  emptyValues: () => ({ name: '', relation: '', contact: '', text: '' }),
  toValues: (item) => ({
    name: item.name,
    relation: item.relation ?? '',
    contact: item.contact ?? '',
    text: item.text ?? '',
  }),
  name: (item) => item.name,
  summary: (item) => ({
    title: item.name,
    subtitle: [item.relation, item.contact].filter(Boolean).join(' · '),
  }),
  Fields: ReferenceFields,
};
