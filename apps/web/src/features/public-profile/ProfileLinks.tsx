import type { PublicProfile } from '@cv/shared';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import RedditIcon from '@mui/icons-material/Reddit';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayUrl, safeHttpUrl } from './format';
import { HeaderPill, HeaderPillLink, HeaderPillList } from './HeaderPills';

/** Icons of well-known networks, by the network's name in lower case without spaces. */
const NETWORK_ICONS: Record<string, ReactNode> = {
  github: <GitHubIcon />,
  linkedin: <LinkedInIcon />,
  x: <XIcon />,
  twitter: <XIcon />,
  facebook: <FacebookIcon />,
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
  reddit: <RedditIcon />,
  telegram: <TelegramIcon />,
};

function networkIcon(network: string): ReactNode {
  return NETWORK_ICONS[network.toLowerCase().replace(/[\s.]/g, '')] ?? <LinkIcon />;
}

interface ProfileLinkItem {
  url: string;
  icon: ReactNode;
  text: string;
  /** Read out before the text when the text alone does not say what it is. */
  label?: string;
}

function linkItems(profile: PublicProfile, t: TFunction): ProfileLinkItem[] {
  const items: ProfileLinkItem[] = [];
  const website = safeHttpUrl(profile.website);
  if (website) {
    items.push({
      url: website,
      icon: <LanguageIcon />,
      text: displayUrl(website),
      label: t('publicProfile.contact.website'),
    });
  }
  for (const link of profile.links) {
    const url = safeHttpUrl(link.url);
    // Only http(s) addresses are followed; the server accepts no others either.
    if (!url) continue;
    items.push({
      url,
      icon: networkIcon(link.network),
      text: link.username
        ? t('publicProfile.networkUser', { network: link.network, username: link.username })
        : link.network,
    });
  }
  return items;
}

/**
 * The owner's website and profiles elsewhere, on the header band. `rel="me"`
 * lets those sites (Mastodon, for one) verify that the pages belong together.
 */
export function ProfileLinks({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const items = linkItems(profile, t);
  if (items.length === 0) return null;
  return (
    <HeaderPillList label={t('sections.link')}>
      {items.map((item, i) => (
        <HeaderPill key={i} icon={item.icon} label={item.label}>
          <HeaderPillLink
            href={item.url}
            target="_blank"
            rel="me noopener"
            // Read by the print style: on paper the address must show.
            data-print-url={item.text === displayUrl(item.url) ? undefined : displayUrl(item.url)}
            sx={{
              '@media print': {
                '&[data-print-url]::after': { content: '" (" attr(data-print-url) ")"' },
              },
            }}
          >
            {item.text}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('app.opensInNewTab')}`}
            </Box>
          </HeaderPillLink>
        </HeaderPill>
      ))}
    </HeaderPillList>
  );
}
