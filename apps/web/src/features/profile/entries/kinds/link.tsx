import LinkIcon from '@mui/icons-material/Link';
import { LIMITS, linkInputSchema } from '@cv/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import type { EntryItem } from '../../profile.queries';
import type { EntryConfig } from '../entryConfig';
import { EntryLinks, hostOf } from '../EntryLinks';
import { SuggestionField } from '../fields/SuggestionField';

interface LinkValues {
  network: string;
  username: string;
  url: string;
}

/** Networks offered while typing; names, so not translated. */
const NETWORKS = [
  'Behance',
  'Bluesky',
  'Dribbble',
  'GitHub',
  'GitLab',
  'LinkedIn',
  'Mastodon',
  'ORCID',
  'Stack Overflow',
  'X',
  'XING',
  'YouTube',
];

function LinkFields({ items }: { items: readonly EntryItem<'link'>[] }) {
  const { t } = useTranslation();
  const options = useMemo(
    () => [...new Set([...NETWORKS, ...items.map((item) => item.network)])].sort(),
    [items],
  );
  return (
    <>
      <SuggestionField<LinkValues>
        name="network"
        options={options}
        required
        autoFocus
        placeholder={t('profile.entries.link.networkPlaceholder')}
      />
      <FormTextField<LinkValues>
        reserveHelperLine
        name="username"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<LinkValues>
        reserveHelperLine
        name="url"
        required
        type="url"
        placeholder="https://"
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.urlMax}
      />
    </>
  );
}

export const linkConfig: EntryConfig<'link', LinkValues> = {
  kind: 'link',
  messages: 'link',
  titleKey: 'sections.link',
  icon: <LinkIcon />,
  schema: linkInputSchema,
  emptyValues: () => ({ network: '', username: '', url: '' }),
  toValues: (item) => ({ network: item.network, username: item.username ?? '', url: item.url }),
  name: (item) => item.network,
  summary: (item) => ({
    title: item.network,
    subtitle: item.username ?? undefined,
    extra: <EntryLinks links={[{ label: hostOf(item.url), url: item.url }]} />,
  }),
  Fields: LinkFields,
};
