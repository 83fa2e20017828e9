// The scoring charts, an entry of their own (`@locus/design-system/scoring-charts`): @mui/x-charts is heavy, so
// pages import this lazily and the signed-in shell never pulls it in.
export {
  RatingVolumeTrendChart,
  type RatingVolumePoint,
  type RatingVolumeTrendChartProps,
} from './RatingVolumeTrendChart.js';
export { ReviewSourcesPie, type ReviewSourcesPieProps } from './ReviewSourcesPie.js';
export { MIN_SLICE_SHARE, OTHER_ID, drawnSlices, topSlices, type SourceSlice } from './top-slices.js';
