import type { PublicProfile } from '@cv/shared';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../../app/dates';
import { useLocale } from '../../app/useLocale';
import { EntryLinks } from './EntryLinks';
import { joinDot } from './format';
import { ProfileSection } from './ProfileSection';
import { useTextLang } from './textLang';
import { EntryDetail, Timeline, TimelineEntry } from './Timeline';

/** Certificates, awards and publications: each received or published on one date. */

function useMonthYear() {
  const locale = useLocale();
  return (date: string | undefined) => (date ? formatMonthYear(date, locale) : null);
}

export function CertificatesSection({ items }: { items: PublicProfile['certificates'] }) {
  const { t } = useTranslation();
  const monthYear = useMonthYear();
  return (
    <ProfileSection title={t('sections.certificate')} icon={<WorkspacePremiumIcon />}>
      <Timeline>
        {items.map((certificate, i) => {
          const details = joinDot([
            certificate.expiry
              ? t('publicProfile.validUntil', {
                  date: monthYear(certificate.expiry),
                })
              : undefined,
            certificate.credentialId
              ? t('publicProfile.credentialId', { id: certificate.credentialId })
              : undefined,
          ]);
          return (
            <TimelineEntry
              key={i}
              title={certificate.name}
              subtitle={certificate.issuer}
              period={monthYear(certificate.date)}
            >
              {details && <EntryDetail>{details}</EntryDetail>}
              <EntryLinks links={[{ url: certificate.url }]} />
            </TimelineEntry>
          );
        })}
      </Timeline>
    </ProfileSection>
  );
}

export function AwardsSection({ items }: { items: PublicProfile['awards'] }) {
  const { t } = useTranslation();
  const monthYear = useMonthYear();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.award')} icon={<EmojiEventsIcon />}>
      <Timeline>
        {items.map((award, i) => (
          <TimelineEntry
            key={i}
            title={award.title}
            titleLang={langOf(award.langs, 'title')}
            subtitle={award.awarder}
            period={monthYear(award.date)}
            description={award.summary}
            descriptionLang={langOf(award.langs, 'summary')}
          />
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function PublicationsSection({ items }: { items: PublicProfile['publications'] }) {
  const { t } = useTranslation();
  const monthYear = useMonthYear();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.publication')} icon={<MenuBookIcon />}>
      <Timeline>
        {items.map((publication, i) => (
          <TimelineEntry
            key={i}
            title={publication.title}
            subtitle={publication.publisher}
            period={monthYear(publication.date)}
            description={publication.summary}
            descriptionLang={langOf(publication.langs, 'summary')}
          >
            <EntryLinks links={[{ url: publication.url }]} />
          </TimelineEntry>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
