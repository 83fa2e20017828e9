// Test helpers of the location area (tests only; not part of the lib's main surface).
export { fakeClient, failure, type FakeReply, type SeenRequest } from './fake-client.js';
export { recordingNotifier, type RecordedNote } from '@locus/resources/testing';
