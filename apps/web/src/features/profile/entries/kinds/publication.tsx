import ArticleIcon from '@mui/icons-material/Article';
import { LIMITS, publicationInputSchema } from '@cv/shared';
import { FormTextField } from '../../../../components/form/FormTextField';
import { RichTextField } from '../../../../components/form/RichTextField';
import type { EntryConfig } from '../entryConfig';
import { EntryLinks, urlLink } from '../EntryLinks';
import { MonthField } from '../fields/MonthField';

interface PublicationValues {
  title: string;
  publisher: string;
  date: string | null;
  url: string;
  summary: string;
}

function PublicationFields() {
  return (
    <>
      <FormTextField<PublicationValues>
        reserveHelperLine
        name="title"
        required
        autoFocus
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<PublicationValues>
        reserveHelperLine
        name="publisher"
        maxLength={LIMITS.shortTextMax}
      />
      <MonthField<PublicationValues> name="date" bound="start" />
      <FormTextField<PublicationValues>
        reserveHelperLine
        name="url"
        type="url"
        placeholder="https://"
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.urlMax}
      />
      <RichTextField<PublicationValues> name="summary" sx={{ gridColumn: '1 / -1' }} />
    </>
  );
}

export const publicationConfig: EntryConfig<'publication', PublicationValues> = {
  kind: 'publication',
  messages: 'publication',
  titleKey: 'sections.publication',
  icon: <ArticleIcon />,
  schema: publicationInputSchema,
  emptyValues: () => ({ title: '', publisher: '', date: null, url: '', summary: '' }),
  toValues: (item) => ({
    title: item.title,
    publisher: item.publisher ?? '',
    date: item.date,
    url: item.url ?? '',
    summary: item.summary ?? '',
  }),
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: item.publisher ?? undefined,
    date: item.date,
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
  Fields: PublicationFields,
};
