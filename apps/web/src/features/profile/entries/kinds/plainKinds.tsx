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
import { urlLink } from '../EntryLinks';
import { kindConfig } from '../kindConfig';

/*
 * The kinds whose form is their fields as SECTION_FIELDS describes them: only
 * their icon, their name and their list row are their own.
 */

export const workExperienceConfig = kindConfig('work-experience', 'workExperience', {
  titleKey: 'pages.profileEdit.workExperience',
  icon: <WorkIcon />,
  title: 'jobTitle',
  subtitle: ['company', 'location'],
});

export const educationConfig = kindConfig('education', 'education', {
  titleKey: 'pages.profileEdit.education',
  icon: <SchoolIcon />,
  title: 'degreeName',
  subtitle: ['institution', 'level'],
});

export const certificateConfig = kindConfig('certificate', 'certificate', {
  titleKey: 'sections.certificate',
  icon: <WorkspacePremiumIcon />,
  title: 'name',
  subtitle: ['issuer'],
  extra: (item, t, locale) =>
    item.expiry && (
      <Typography variant="body2" color="textSecondary">
        {t('profile.entries.certificate.validUntil', {
          date: formatMonthYear(item.expiry, locale),
        })}
      </Typography>
    ),
  links: (item) => urlLink(item.url),
});

export const awardConfig = kindConfig('award', 'award', {
  titleKey: 'sections.award',
  icon: <EmojiEventsIcon />,
  title: 'title',
  subtitle: ['awarder'],
});

export const publicationConfig = kindConfig('publication', 'publication', {
  titleKey: 'sections.publication',
  icon: <ArticleIcon />,
  title: 'title',
  subtitle: ['publisher'],
  links: (item) => urlLink(item.url),
});

export const volunteeringConfig = kindConfig('volunteering', 'volunteering', {
  titleKey: 'sections.volunteering',
  icon: <VolunteerActivismIcon />,
  title: 'organization',
  subtitle: ['role', 'location'],
  links: (item) => urlLink(item.url),
});

export const interestConfig = kindConfig('interest', 'interest', {
  titleKey: 'sections.interest',
  icon: <InterestsIcon />,
  title: 'name',
  subtitle: (item) => item.keywords.join(', '),
});

export const referenceConfig = kindConfig('reference', 'reference', {
  titleKey: 'sections.reference',
  icon: <RecordVoiceOverIcon />,
  title: 'name',
  subtitle: ['relation', 'contact'],
});

export const customEntryConfig = kindConfig('custom-entry', 'customEntry', {
  titleKey: 'sections.custom-entry',
  icon: <LabelOutlinedIcon />,
  title: 'title',
  subtitle: ['subtitle', 'place'],
  links: (item) => urlLink(item.url),
});
