import InterestsIcon from '@mui/icons-material/Interests';
import { interestInputSchema, LIMITS } from '@cv/shared';
import { FormTextField } from '../../../../components/form/FormTextField';
import { TextListField } from '../../../../components/form/TextListField';
import type { EntryConfig } from '../entryConfig';

interface InterestValues {
  name: string;
  keywords: string[];
}

function InterestFields() {
  return (
    <>
      <FormTextField<InterestValues>
        reserveHelperLine
        name="name"
        required
        autoFocus
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <TextListField<InterestValues>
        name="keywords"
        messages="profile.textList.keywords"
        sx={{ gridColumn: '1 / -1' }}
      />
    </>
  );
}

export const interestConfig: EntryConfig<'interest', InterestValues> = {
  kind: 'interest',
  messages: 'interest',
  titleKey: 'sections.interest',
  icon: <InterestsIcon />,
  schema: interestInputSchema,
  emptyValues: () => ({ name: '', keywords: [] }),
  toValues: (item) => ({ name: item.name, keywords: [...item.keywords] }),
  name: (item) => item.name,
  summary: (item) => ({
    title: item.name,
    subtitle: item.keywords.join(', ') || undefined,
  }),
  Fields: InterestFields,
};
