// The overview's chart as its own module, so the chart library is a chunk of its own that the page loads
// lazily (a dynamic import of the design system itself would make every static import of it lazy too).
export { RequestsTrendChart as default } from '@locus/design-system/requests-charts';
