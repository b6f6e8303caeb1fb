import InsightsIcon from '@mui/icons-material/Insights';
import { PROFILE_STATS_DAYS, type ProfileStats } from '@cv/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates';
import { useLocale } from '../../app/useLocale';
import { QueryContent } from '../../components/feedback/QueryContent';
import { LoadingSkeleton, SkeletonSuspense } from '../../components/feedback/SkeletonSuspense';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { useProfileStats } from './sharing.queries';

const ViewsChart = lazy(() => import('./ViewsChart'));

type Totals = Record<'publicViews' | 'shareViews' | 'pdfDownloads' | 'visitors', number>;

function totalsOf(stats: ProfileStats): Totals {
  const totals: Totals = { publicViews: 0, shareViews: 0, pdfDownloads: 0, visitors: 0 };
  for (const day of stats.days) {
    totals.publicViews += day.publicViews;
    totals.shareViews += day.shareViews;
    totals.pdfDownloads += day.pdfDownloads;
    totals.visitors += day.visitors;
  }
  return totals;
}

/** The four sums of the window, large, each with its name. */
function TotalsRow({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 2,
        m: 0,
        mb: 2,
      }}
    >
      {(Object.keys(totals) as (keyof Totals)[]).map((key) => (
        <div key={key}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {t(`account.sharing.stats.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {number.format(totals[key])}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** The window's totals, the views per day (chart and table) and the views per share link. */
function StatsReport({ stats }: { stats: ProfileStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const days = PROFILE_STATS_DAYS;
  const totals = totalsOf(stats);
  const seen = stats.days.filter((day) => day.publicViews + day.shareViews + day.pdfDownloads > 0);
  const links = stats.shareLinks.filter((link) => link.views > 0);
  return (
    <>
      <TotalsRow totals={totals} />
      {seen.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('account.sharing.stats.noViews', { days })}
        </Typography>
      ) : (
        <>
          <Box role="img" aria-label={t('account.sharing.stats.chartLabel', { days })}>
            <SkeletonSuspense
              variant="rounded"
              height={220}
              label={t('account.sharing.stats.chartLoading')}
            >
              <ViewsChart
                days={stats.days}
                locale={locale}
                labels={{
                  publicViews: t('account.sharing.stats.publicViews'),
                  shareViews: t('account.sharing.stats.shareViews'),
                  pdfDownloads: t('account.sharing.stats.pdfDownloads'),
                }}
              />
            </SkeletonSuspense>
          </Box>
          {/* The box hides the table: a table itself grows to its content whatever width it is given. */}
          <Box sx={visuallyHidden}>
            <table>
              <caption>{t('account.sharing.stats.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.sharing.stats.day')}</th>
                  <th scope="col">{t('account.sharing.stats.publicViews')}</th>
                  <th scope="col">{t('account.sharing.stats.shareViews')}</th>
                  <th scope="col">{t('account.sharing.stats.pdfDownloads')}</th>
                  <th scope="col">{t('account.sharing.stats.visitors')}</th>
                </tr>
              </thead>
              <tbody>
                {seen.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDate(day.day, locale)}</th>
                    <td>{day.publicViews}</td>
                    <td>{day.shareViews}</td>
                    <td>{day.pdfDownloads}</td>
                    <td>{day.visitors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        </>
      )}
      {links.length > 0 && (
        <Stack component="section" spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('account.sharing.stats.perLink')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {links.map((link) => (
              <Typography component="li" variant="body2" key={link.id}>
                {link.label ?? t('account.sharing.links.unnamed')}:{' '}
                {t('account.sharing.links.views', { count: link.views })}
              </Typography>
            ))}
          </Box>
        </Stack>
      )}
    </>
  );
}

/**
 * The owner's statistics: totals of the last 90 days, views per day as a
 * chart (with the same figures as a table for screen readers) and views per
 * share link. Counts only: nothing about who the visitors are.
 */
export function ProfileStatsCard() {
  const { t } = useTranslation();
  const stats = useProfileStats();

  return (
    <SectionCard icon={<InsightsIcon />} title={t('account.sharing.stats.title')}>
      <SectionIntro>{t('account.sharing.stats.intro', { days: PROFILE_STATS_DAYS })}</SectionIntro>
      <QueryContent
        query={stats}
        loading={<LoadingSkeleton variant="rounded" height={260} label={t('app.loading')} />}
        errorTitle={t('account.sharing.stats.loadError')}
      >
        {(loaded) => <StatsReport stats={loaded} />}
      </QueryContent>
    </SectionCard>
  );
}
