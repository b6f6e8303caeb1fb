import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

/**
 * One bar chart of the overview, a chunk of its own (the chart library loads
 * when the overview first shows). The table beside it says the same for
 * screen readers, so the picture is hidden from them.
 */
export default function OverviewChart({
  labels,
  values,
  horizontal = false,
}: {
  labels: string[];
  values: number[];
  horizontal?: boolean;
}) {
  const band = { scaleType: 'band' as const, data: labels };
  return (
    <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={240}
        layout={horizontal ? 'horizontal' : 'vertical'}
        series={[{ data: values }]}
        {...(horizontal
          ? { yAxis: [{ ...band, width: 110 }], xAxis: [{ tickMinStep: 1 }] }
          : { xAxis: [band], yAxis: [{ tickMinStep: 1 }] })}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        hideLegend
      />
    </Box>
  );
}
