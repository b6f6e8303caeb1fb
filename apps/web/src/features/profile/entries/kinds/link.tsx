import LinkIcon from '@mui/icons-material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hostOf } from '../EntryLinks';
import { SuggestionField } from '../fields/SuggestionField';
import { kindConfig } from '../kindConfig';
import type { FieldRendererProps } from '../kindForm';

interface LinkValues {
  network: string;
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

function NetworkField({ items, autoFocus }: FieldRendererProps<'link'>) {
  const { t } = useTranslation();
  const options = useMemo(
    () => [...new Set([...NETWORKS, ...items.map((item) => item.network)])].sort(),
    [items],
  );
  return (
    <SuggestionField<LinkValues>
      name="network"
      options={options}
      required
      autoFocus={autoFocus}
      placeholder={t('profile.entries.link.networkPlaceholder')}
    />
  );
}

export const linkConfig = kindConfig(
  'link',
  'link',
  {
    titleKey: 'sections.link',
    icon: <LinkIcon />,
    title: 'network',
    subtitle: ['username'],
    links: (item) => [{ label: hostOf(item.url), url: item.url }],
  },
  { network: NetworkField },
);
