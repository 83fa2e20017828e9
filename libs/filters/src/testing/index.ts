// Test helpers of the filters domain (tests only; not part of the lib's main surface).
export { scheduledExportRow } from './scheduled-export-row.js';
