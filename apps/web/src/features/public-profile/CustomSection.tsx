import type { PublicProfile } from '@cv/shared';
import ArticleIcon from '@mui/icons-material/Article';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { EntryLinks } from './EntryLinks';
import { formatPeriod } from './format';
import { ProfileSection } from './ProfileSection';
import { joinParts, useTextLang } from './textLang';
import { Timeline, TimelineEntry } from './Timeline';

/** A section the owner named ("Teaching", "Patents"): their title, entries like any other. */
export function CustomSection({ section }: { section: PublicProfile['customSections'][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection
      title={section.title}
      titleLang={langOf(section.langs, 'title')}
      icon={<ArticleIcon />}
    >
      <Timeline>
        {section.entries.map((entry, i) => (
          <TimelineEntry
            key={i}
            title={entry.title}
            titleLang={langOf(entry.langs, 'title')}
            subtitle={joinParts([
              { text: entry.subtitle, lang: langOf(entry.langs, 'subtitle') },
              { text: entry.place, lang: langOf(entry.langs, 'place') },
            ])}
            // Nothing says what a custom entry is: a date alone is that date, not "since".
            period={formatPeriod(entry.start, entry.end, locale, t, { openEnded: false })}
            description={entry.description}
            descriptionLang={langOf(entry.langs, 'description')}
          >
            <EntryLinks links={[{ url: entry.url }]} />
          </TimelineEntry>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
