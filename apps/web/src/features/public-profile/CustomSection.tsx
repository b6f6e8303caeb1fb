import type { PublicProfile } from '@cv/shared';
import ArticleIcon from '@mui/icons-material/Article';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { EntryLinks } from './EntryLinks';
import { formatPeriod, joinDot } from './format';
import { ProfileSection } from './ProfileSection';
import { Timeline, TimelineEntry } from './Timeline';

/** A section the owner named ("Teaching", "Patents"): their title, entries like any other. */
export function CustomSection({ section }: { section: PublicProfile['customSections'][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSection title={section.title} icon={<ArticleIcon />}>
      <Timeline>
        {section.entries.map((entry, i) => (
          <TimelineEntry
            key={i}
            title={entry.title}
            subtitle={joinDot([entry.subtitle, entry.place])}
            // Nothing says what a custom entry is: a date alone is that date, not "since".
            period={formatPeriod(entry.start, entry.end, locale, t, { openEnded: false })}
            description={entry.description}
          >
            <EntryLinks links={[{ url: entry.url }]} />
          </TimelineEntry>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
