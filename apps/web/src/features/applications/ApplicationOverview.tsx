import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApplicationSummary } from '@cv/shared';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates';
import { useLocale } from '../../app/useLocale';
import { SkeletonSuspense } from '../../components/feedback/SkeletonSuspense';
import { overviewStats } from './overviewStats';
import { PanelSection } from './PanelSection';

const OverviewChart = lazy(() => import('./OverviewChart'));

/** Applications per week, the response rate, the time to a first answer, the stage funnel and the sources. */
export function ApplicationOverview({
  applications,
}: {
  applications: readonly ApplicationSummary[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stats = useMemo(() => overviewStats(applications), [applications]);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          m: 0,
        }}
      >
        <Figure label={t('applications.overview.total')} value={String(stats.total)} />
        <Figure label={t('applications.overview.sent')} value={String(stats.sent)} />
        <Figure
          label={t('applications.overview.responseRate')}
          value={stats.responseRate === null ? '–' : percent.format(stats.responseRate)}
          help={t('applications.overview.responseRateHelp')}
        />
        <Figure
          label={t('applications.overview.timeToAnswer')}
          value={
            stats.medianDaysToAnswer === null
              ? '–'
              : t('applications.overview.days', { count: Math.round(stats.medianDaysToAnswer) })
          }
          help={t('applications.overview.median')}
        />
      </Box>
      <ChartWithTable
        title={t('applications.overview.perWeek')}
        keyHeading={t('applications.overview.week')}
        valueHeading={t('applications.overview.count')}
        rows={stats.perWeek.map((w) => ({ key: formatDate(w.week, locale), value: w.count }))}
      />
      <ChartWithTable
        title={t('applications.overview.funnel')}
        keyHeading={t('applications.fields.stage')}
        valueHeading={t('applications.overview.reached')}
        rows={stats.funnel.map((f) => ({
          key: t(`applications.stages.${f.stage}`),
          value: f.count,
        }))}
        horizontal
      />
      <ChartWithTable
        title={t('applications.overview.sources')}
        keyHeading={t('applications.overview.source')}
        valueHeading={t('applications.overview.count')}
        rows={stats.sources.map((s) => ({
          key: s.source ?? t('applications.overview.unknownSource'),
          value: s.count,
        }))}
        horizontal
      />
    </Box>
  );
}

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
      {help && (
        <Typography component="dd" variant="caption" color="textSecondary" sx={{ m: 0 }}>
          {help}
        </Typography>
      )}
    </Paper>
  );
}

function ChartWithTable({
  title,
  keyHeading,
  valueHeading,
  rows,
  horizontal = false,
}: {
  title: string;
  keyHeading: string;
  valueHeading: string;
  rows: { key: string; value: number }[];
  horizontal?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PanelSection title={title}>
      {rows.length === 0 ? (
        <Typography color="textSecondary">{t('applications.overview.noData')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <SkeletonSuspense
            variant="rectangular"
            height={240}
            label={t('applications.overview.chartLoading')}
          >
            <OverviewChart
              labels={rows.map((r) => r.key)}
              values={rows.map((r) => r.value)}
              horizontal={horizontal}
            />
          </SkeletonSuspense>
          <Table size="small" aria-label={t('applications.overview.tableOf', { chart: title })}>
            <TableHead>
              <TableRow>
                <TableCell>{keyHeading}</TableCell>
                <TableCell align="right">{valueHeading}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{row.key}</TableCell>
                  <TableCell align="right">{row.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </PanelSection>
  );
}
