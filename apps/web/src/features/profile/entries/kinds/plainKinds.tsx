import ArticleIcon from '@mui/icons-material/Article';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import InterestsIcon from '@mui/icons-material/Interests';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Typography from '@mui/material/Typography';
import { formatMonthYear } from '../../../../app/dates';
import type { AnyEntryConfig } from '../entryConfig';
import { EntryLinks, urlLink } from '../EntryLinks';
import { kindForm } from '../kindForm';

/*
 * The kinds whose form is their fields as SECTION_FIELDS describes them: only
 * their icon, their name and their list row are their own.
 */

export const workExperienceConfig: AnyEntryConfig<'work-experience'> = {
  ...kindForm('work-experience', 'workExperience'),
  titleKey: 'pages.profileEdit.workExperience',
  icon: <WorkIcon />,
  name: (item) => item.jobTitle,
  summary: (item) => ({
    title: item.jobTitle,
    subtitle: [item.company, item.location].filter(Boolean).join(' · '),
    period: { start: item.positionStart, end: item.positionEnd },
  }),
};

export const educationConfig: AnyEntryConfig<'education'> = {
  ...kindForm('education', 'education'),
  titleKey: 'pages.profileEdit.education',
  icon: <SchoolIcon />,
  name: (item) => item.degreeName,
  summary: (item) => ({
    title: item.degreeName,
    subtitle: [item.institution, item.level].filter(Boolean).join(' · '),
    period: { start: item.educationStart, end: item.educationEnd },
  }),
};

export const certificateConfig: AnyEntryConfig<'certificate'> = {
  ...kindForm('certificate', 'certificate'),
  titleKey: 'sections.certificate',
  icon: <WorkspacePremiumIcon />,
  name: (item) => item.name,
  summary: (item, t, locale) => ({
    title: item.name,
    subtitle: item.issuer ?? undefined,
    date: item.date,
    extra: (
      <>
        {item.expiry && (
          <Typography variant="body2" color="textSecondary">
            {t('profile.entries.certificate.validUntil', {
              date: formatMonthYear(item.expiry, locale),
            })}
          </Typography>
        )}
        <EntryLinks links={urlLink(item.url)} />
      </>
    ),
  }),
};

export const awardConfig: AnyEntryConfig<'award'> = {
  ...kindForm('award', 'award'),
  titleKey: 'sections.award',
  icon: <EmojiEventsIcon />,
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: item.awarder ?? undefined,
    date: item.date,
  }),
};

export const publicationConfig: AnyEntryConfig<'publication'> = {
  ...kindForm('publication', 'publication'),
  titleKey: 'sections.publication',
  icon: <ArticleIcon />,
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: item.publisher ?? undefined,
    date: item.date,
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
};

export const volunteeringConfig: AnyEntryConfig<'volunteering'> = {
  ...kindForm('volunteering', 'volunteering'),
  titleKey: 'sections.volunteering',
  icon: <VolunteerActivismIcon />,
  name: (item) => item.organization,
  summary: (item) => ({
    title: item.organization,
    subtitle: [item.role, item.location].filter(Boolean).join(' · '),
    period: { start: item.start, end: item.end },
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
};

export const interestConfig: AnyEntryConfig<'interest'> = {
  ...kindForm('interest', 'interest'),
  titleKey: 'sections.interest',
  icon: <InterestsIcon />,
  name: (item) => item.name,
  summary: (item) => ({
    title: item.name,
    subtitle: item.keywords.join(', ') || undefined,
  }),
};

export const referenceConfig: AnyEntryConfig<'reference'> = {
  ...kindForm('reference', 'reference'),
  titleKey: 'sections.reference',
  icon: <RecordVoiceOverIcon />,
  name: (item) => item.name,
  summary: (item) => ({
    title: item.name,
    subtitle: [item.relation, item.contact].filter(Boolean).join(' · '),
  }),
};

export const customEntryConfig: AnyEntryConfig<'custom-entry'> = {
  ...kindForm('custom-entry', 'customEntry'),
  titleKey: 'sections.custom-entry',
  icon: <LabelOutlinedIcon />,
  name: (item) => item.title,
  summary: (item) => ({
    title: item.title,
    subtitle: [item.subtitle, item.place].filter(Boolean).join(' · '),
    period: { start: item.start, end: item.end },
    extra: <EntryLinks links={urlLink(item.url)} />,
  }),
};
