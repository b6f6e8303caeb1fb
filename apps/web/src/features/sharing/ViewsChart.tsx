import type { Locale, ProfileStatsDay } from '@cv/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate } from '../../app/dates';

export interface ViewsChartProps {
  days: ProfileStatsDay[];
  locale: Locale;
  labels: { publicViews: string; shareViews: string; pdfDownloads: string };
}

/** A label every two weeks: 90 days of dates would not fit under the bars. */
const TICK_EVERY = 14;

/**
 * Views per day as stacked bars (public page, share links, PDF downloads).
 * Its own module, loaded only when the card shows it: the chart library is
 * the largest part of the account page.
 */
export default function ViewsChart({ days, locale, labels }: ViewsChartProps) {
  const last = days.length - 1;
  return (
    <BarChart
      height={220}
      skipAnimation
      margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((day) => day.day),
          valueFormatter: (day: string) => formatDate(day, locale).slice(0, 5),
          tickInterval: (_day: string, index: number) => (last - index) % TICK_EVERY === 0,
          categoryGapRatio: 0.25,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 32 }]}
      series={[
        { data: days.map((d) => d.publicViews), label: labels.publicViews, stack: 'views' },
        { data: days.map((d) => d.shareViews), label: labels.shareViews, stack: 'views' },
        { data: days.map((d) => d.pdfDownloads), label: labels.pdfDownloads, stack: 'views' },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom' } } }}
    />
  );
}
