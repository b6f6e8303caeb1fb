import type { PublicProfile } from '@cv/shared';
import BuildIcon from '@mui/icons-material/Build';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { displayUrl, formatPeriod, groupByType, safeHttpUrl } from './format';
import { ProfileSection } from './ProfileSection';
import { SkillLevel } from './SkillLevel';
import { Timeline, TimelineEntry } from './Timeline';

const joinDot = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

export function AboutSection({ bio }: { bio: string }) {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('publicProfile.sections.about')} icon={<PersonIcon />}>
      <Typography
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          lineHeight: 1.7,
          fontSize: '1.02rem',
        }}
      >
        {bio}
      </Typography>
    </ProfileSection>
  );
}

export function ExperienceSection({ items }: { items: PublicProfile['workExperiences'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSection title={t('publicProfile.sections.experience')} icon={<WorkIcon />}>
      <Timeline>
        {items.map((job, i) => (
          <TimelineEntry
            key={i}
            title={job.jobTitle}
            subtitle={joinDot([job.company, job.location])}
            period={formatPeriod(job.positionStart, job.positionEnd, locale, t)}
            description={job.description}
          />
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function EducationSection({ items }: { items: PublicProfile['educations'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSection title={t('publicProfile.sections.education')} icon={<SchoolIcon />}>
      <Timeline>
        {items.map((entry, i) => (
          <TimelineEntry
            key={i}
            title={entry.degreeName}
            subtitle={joinDot([entry.institution, entry.level])}
            period={formatPeriod(entry.educationStart, entry.educationEnd, locale, t)}
            description={entry.description}
          />
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function SkillsSection({ items }: { items: PublicProfile['skills'] }) {
  const { t } = useTranslation();
  const groups = groupByType(items);
  return (
    <ProfileSection title={t('publicProfile.sections.skills')} icon={<BuildIcon />}>
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
                <Box
                  component="li"
                  key={i}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 2,
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {skill.name}
                  </Typography>
                  <SkillLevel level={skill.level} />
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}

/** A project link as a pill; in print the address itself follows the label. */
function ProjectLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const address = displayUrl(url);
  return (
    <Link
      href={url}
      // Read by the print style: user text never becomes CSS source.
      data-print-url={label === address ? undefined : address}
      target="_blank"
      // User content: no referrer, no ranking credit.
      rel="noopener noreferrer nofollow ugc"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        px: 1.25,
        py: 0.5,
        borderRadius: 99,
        fontSize: '0.85rem',
        fontWeight: 600,
        border: 1,
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.3),
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
        '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12) },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: (theme) => alpha(theme.palette.primary.main, 0.5),
          outlineOffset: 2,
        },
        '@media print': {
          border: 'none',
          bgcolor: 'transparent',
          p: 0,
          '&[data-print-url]::after': { content: '" (" attr(data-print-url) ")"' },
        },
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
      <OpenInNewIcon aria-hidden sx={{ fontSize: 15, '@media print': { display: 'none' } }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${t('app.opensInNewTab')}`}
      </Box>
    </Link>
  );
}

export function ProjectsSection({ items }: { items: PublicProfile['projects'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ProfileSection title={t('publicProfile.sections.projects')} icon={<RocketLaunchIcon />}>
      <Timeline>
        {items.map((project, i) => {
          const main = safeHttpUrl(project.url);
          const links = project.links
            .map((link) => ({ label: link.label, url: safeHttpUrl(link.url) }))
            .filter((link): link is { label: string; url: string } => link.url !== null);
          return (
            <TimelineEntry
              key={i}
              title={project.name}
              subtitle={project.role}
              period={formatPeriod(project.projectStart, project.projectEnd, locale, t)}
              description={project.description}
            >
              {(main || links.length > 0) && (
                <Box
                  component="ul"
                  aria-label={t('publicProfile.links')}
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    mt: 1.5,
                    p: 0,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    '@media print': { display: 'block', '& li': { mb: 0.25 } },
                  }}
                >
                  {main && (
                    <li>
                      <ProjectLink url={main} label={displayUrl(main)} />
                    </li>
                  )}
                  {links.map((link, j) => (
                    <li key={j}>
                      <ProjectLink url={link.url} label={link.label} />
                    </li>
                  ))}
                </Box>
              )}
            </TimelineEntry>
          );
        })}
      </Timeline>
    </ProfileSection>
  );
}
