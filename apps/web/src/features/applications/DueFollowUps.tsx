import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../app/dates';
import { PATHS, applicationPath } from '../../app/paths';
import { useLocale } from '../../app/useLocale';
import { useDueFollowUps } from './applications.queries';
import { PanelSection } from './PanelSection';

/**
 * Follow-ups due in the next days, overdue ones first: on the applications
 * page (saying so when there are none) and on the home page (only when some
 * are due).
 */
export function DueFollowUps({
  headingLevel = 'h2',
  showEmpty = false,
}: {
  headingLevel?: 'h2' | 'h3';
  showEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const due = useDueFollowUps();
  const items = due.data ?? [];
  if (due.isError || (!showEmpty && items.length === 0) || due.isPending) return null;
  const today = new Date().toISOString().slice(0, 10);
  const when = (date: string) =>
    date < today
      ? t('applications.due.overdue', { date: formatDate(date, locale) })
      : date === today
        ? t('applications.due.today')
        : t('applications.due.on', { date: formatDate(date, locale) });
  return (
    <PanelSection
      title={t('applications.due.title')}
      icon={<EventIcon color="primary" aria-hidden />}
      headingLevel={headingLevel}
    >
      {items.length === 0 ? (
        <Typography color="textSecondary">{t('applications.due.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}
            >
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 600,
                  color: item.followUpOn < today ? 'error.main' : 'text.primary',
                  minWidth: 150,
                }}
              >
                {when(item.followUpOn)}
              </Typography>
              <Link component={RouterLink} to={applicationPath(item.id)}>
                {item.role} – {item.company}
              </Link>
              {item.nextStep && (
                <Typography variant="body2" color="textSecondary">
                  {item.nextStep}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!showEmpty && (
        <Link
          component={RouterLink}
          to={PATHS.applications}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('applications.due.all')}
        </Link>
      )}
    </PanelSection>
  );
}
