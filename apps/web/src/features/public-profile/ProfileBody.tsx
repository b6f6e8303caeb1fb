import type { PublicProfile } from '@cv/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AwardsSection, CertificatesSection, PublicationsSection } from './AchievementSections';
import { CustomSection } from './CustomSection';
import { InterestsSection, LanguagesSection, ReferencesSection } from './PersonalSections';
import { useTextLang } from './textLang';
import {
  AboutSection,
  EducationSection,
  ExperienceSection,
  ProjectsSection,
  SkillsSection,
  VolunteeringSection,
} from './ProfileSections';

const filled = (list: readonly unknown[]) => list.length > 0;

/**
 * The cards under the header, in the PDF's order. A section the owner keeps
 * private arrives as an empty list and is left out like an unused one.
 */
export function ProfileBody({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  const sections = [
    profile.bio && (
      <AboutSection key="about" bio={profile.bio} lang={langOf(profile.langs, 'bio')} />
    ),
    filled(profile.workExperiences) && (
      <ExperienceSection key="work" items={profile.workExperiences} />
    ),
    filled(profile.educations) && <EducationSection key="education" items={profile.educations} />,
    filled(profile.skills) && <SkillsSection key="skills" items={profile.skills} />,
    filled(profile.projects) && <ProjectsSection key="projects" items={profile.projects} />,
    filled(profile.volunteering) && (
      <VolunteeringSection key="volunteering" items={profile.volunteering} />
    ),
    filled(profile.certificates) && (
      <CertificatesSection key="certificates" items={profile.certificates} />
    ),
    filled(profile.awards) && <AwardsSection key="awards" items={profile.awards} />,
    filled(profile.publications) && (
      <PublicationsSection key="publications" items={profile.publications} />
    ),
    filled(profile.languages) && <LanguagesSection key="languages" items={profile.languages} />,
    filled(profile.interests) && <InterestsSection key="interests" items={profile.interests} />,
    ...profile.customSections.map(
      (section, i) =>
        filled(section.entries) && <CustomSection key={`custom-${i}`} section={section} />,
    ),
    filled(profile.references) && <ReferencesSection key="references" items={profile.references} />,
  ].filter(Boolean);

  return (
    <Stack sx={{ gap: 3, '@media print': { gap: 1 } }}>
      {sections}
      {sections.length === 0 && (
        <Card sx={{ '@media print': { display: 'none' } }}>
          <CardContent sx={{ py: 5, textAlign: 'center' }}>
            <Typography color="textSecondary">{t('publicProfile.empty')}</Typography>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
