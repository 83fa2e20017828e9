import { RatingVolumeTrendChart, ReviewSourcesPie, type RatingVolumeTrendChartProps, type ReviewSourcesPieProps } from '@locus/design-system/scoring-charts';

export interface DashboardChartsProps {
  trend: RatingVolumeTrendChartProps;
  sources: ReviewSourcesPieProps;
}

/**
 * The dashboard's trend and source pie: a module of their own, loaded with the page (never in the shell), as
 * the chart library is the heaviest part of it.
 */
export default function DashboardCharts({ trend, sources }: DashboardChartsProps) {
  return (
    <>
      <RatingVolumeTrendChart {...trend} />
      <ReviewSourcesPie {...sources} />
    </>
  );
}
