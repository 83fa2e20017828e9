// Test helpers of @locus/resources (tests only; not part of the lib's main surface).
export { recordingNotifier, type RecordedNote } from './recording-notifier.js';
export { manualScheduler } from './manual-scheduler.js';
