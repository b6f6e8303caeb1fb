import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { awardInputSchema, LIMITS } from '@cv/shared';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import type { EntryConfig } from '../entryConfig';
import { MonthField } from '../fields/MonthField';

interface AwardValues {
  title: string;
  awarder: string;
  date: string | null;
  summary: string;
}

function AwardFields() {
  return (
    <>
      <FormTextField<AwardValues>
        reserveHelperLine
        name="title"
        required
        autoFocus
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<AwardValues>
        reserveHelperLine
        name="awarder"
        maxLength={LIMITS.shortTextMax}
      />
      <MonthField<AwardValues> name="date" bound="start" />
      <RichTextField<AwardValues> name="summary" sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

export const awardConfig: EntryConfig<'award', AwardValues> = {
  kind: 'award',
  messages: 'award',
  titleKey: 'sections.award',
  icon: <EmojiEventsIcon />,
  schema: awardInputSchema,
  emptyValues: () => ({ title: '', awarder: '', date: null, summary: '' }),
  toValues: (item) => ({
    title: item.title,
    awarder: item.awarder ?? '',
    date: item.date,
    summary: item.summary ?? '',
  }),
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: item.awarder ?? undefined,
    date: item.date,
  }),
  Fields: AwardFields,
};
