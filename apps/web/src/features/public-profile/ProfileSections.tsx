import type { PublicProfile } from '@cv/shared';
import BuildIcon from '@mui/icons-material/Build';
import PersonIcon from '@mui/icons-material/Person';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { RichText } from '../../components/rich-text/RichText';
import { EntryLinks } from './EntryLinks';
import { formatPeriod, groupByType } from './format';
import { ProfileSection } from './ProfileSection';
import { SkillLevel } from './SkillLevel';
import { joinParts, useTextLang } from './textLang';
import { Timeline, TimelineEntry } from './Timeline';

/**
 * The classic sections of a CV (about, work, education, skills, projects)
 * and volunteering, which reads like work.
 */

export function AboutSection({ bio, lang }: { bio: string; lang?: string }) {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('publicProfile.sections.about')} icon={<PersonIcon />}>
      <Box sx={{ '& .MuiTypography-root': { lineHeight: 1.7, fontSize: '1.02rem' } }}>
        <RichText text={bio} variant="body1" lang={lang} />
      </Box>
    </ProfileSection>
  );
}

export function ExperienceSection({ items }: { items: PublicProfile['workExperiences'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.work-experience')} icon={<WorkIcon />}>
      <Timeline>
        {items.map((job, i) => (
          <TimelineEntry
            key={i}
            title={job.jobTitle}
            titleLang={langOf(job.langs, 'jobTitle')}
            subtitle={joinParts([
              { text: job.company },
              { text: job.location, lang: langOf(job.langs, 'location') },
            ])}
            period={formatPeriod(job.positionStart, job.positionEnd, locale, t)}
            description={job.description}
            descriptionLang={langOf(job.langs, 'description')}
            highlights={job.highlights}
            highlightsLang={langOf(job.langs, 'highlights')}
          />
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function VolunteeringSection({ items }: { items: PublicProfile['volunteering'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.volunteering')} icon={<VolunteerActivismIcon />}>
      <Timeline>
        {items.map((entry, i) => (
          <TimelineEntry
            key={i}
            // The role heads the entry like a job title; without one, the organisation does.
            title={entry.role ?? entry.organization}
            titleLang={entry.role ? langOf(entry.langs, 'role') : undefined}
            subtitle={joinParts([
              { text: entry.role ? entry.organization : undefined },
              { text: entry.location, lang: langOf(entry.langs, 'location') },
            ])}
            period={formatPeriod(entry.start, entry.end, locale, t)}
            description={entry.description}
            descriptionLang={langOf(entry.langs, 'description')}
            highlights={entry.highlights}
            highlightsLang={langOf(entry.langs, 'highlights')}
          >
            <EntryLinks links={[{ url: entry.url }]} />
          </TimelineEntry>
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function EducationSection({ items }: { items: PublicProfile['educations'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.education')} icon={<SchoolIcon />}>
      <Timeline>
        {items.map((entry, i) => (
          <TimelineEntry
            key={i}
            title={entry.degreeName}
            titleLang={langOf(entry.langs, 'degreeName')}
            subtitle={joinParts([
              { text: entry.institution },
              { text: entry.level, lang: langOf(entry.langs, 'level') },
            ])}
            period={formatPeriod(entry.educationStart, entry.educationEnd, locale, t)}
            description={entry.description}
            descriptionLang={langOf(entry.langs, 'description')}
          />
        ))}
      </Timeline>
    </ProfileSection>
  );
}

/** A skill's name, its keywords under it, and its level as dots. */
function SkillRow({ skill }: { skill: PublicProfile['skills'][number] }) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          lang={langOf(skill.langs, 'name')}
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {skill.name}
        </Typography>
        {skill.keywords.length > 0 && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={visuallyHidden}>
              {`${t('fields.keywords')}: `}
            </Box>
            <span lang={langOf(skill.langs, 'keywords')}>{skill.keywords.join(', ')}</span>
          </Typography>
        )}
      </Box>
      <SkillLevel level={skill.level} />
    </Box>
  );
}

export function SkillsSection({ items }: { items: PublicProfile['skills'] }) {
  const { t } = useTranslation();
  const langOf = useTextLang();
  const groups = groupByType(items);
  return (
    <ProfileSection title={t('sections.skill')} icon={<BuildIcon />}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, sm: 4 },
          rowGap: 3,
          gridTemplateColumns: { xs: '1fr', sm: groups.length > 1 ? '1fr 1fr' : '1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {groups.map((group) => (
          <Box
            key={group.type}
            component="section"
            aria-label={group.type}
            sx={{ breakInside: 'avoid', pageBreakInside: 'avoid', minWidth: 0 }}
          >
            <Typography
              variant="overline"
              component="h3"
              // A group is one type's text: the language of its first skill's.
              lang={langOf(group.items[0]?.langs, 'type')}
              sx={{
                display: 'block',
                color: 'text.secondary',
                fontWeight: 700,
                letterSpacing: '0.08em',
                lineHeight: 1.6,
                mb: 1,
                overflowWrap: 'anywhere',
              }}
            >
              {group.type}
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.items.map((skill, i) => (
                <SkillRow key={i} skill={skill} />
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}

export function ProjectsSection({ items }: { items: PublicProfile['projects'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langOf = useTextLang();
  return (
    <ProfileSection title={t('sections.project')} icon={<RocketLaunchIcon />}>
      <Timeline>
        {items.map((project, i) => (
          <TimelineEntry
            key={i}
            title={project.name}
            subtitle={joinParts([{ text: project.role, lang: langOf(project.langs, 'role') }])}
            period={formatPeriod(project.projectStart, project.projectEnd, locale, t)}
            description={project.description}
            descriptionLang={langOf(project.langs, 'description')}
          >
            <EntryLinks links={[{ url: project.url }, ...project.links]} />
          </TimelineEntry>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
