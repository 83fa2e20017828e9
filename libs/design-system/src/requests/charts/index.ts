// The Ask for Reviews charts, an entry of their own (`@locus/design-system/requests-charts`): @mui/x-charts is
// heavy, so the overview page imports this lazily and hands the chart to RequestsOverview's `chart` slot.
export { RequestsTrendChart, type RequestsTrendChartProps } from './RequestsTrendChart.js';
