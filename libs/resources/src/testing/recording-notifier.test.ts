import { describe, expect, it } from 'vitest';
import { recordingNotifier } from './recording-notifier.js';

describe('recordingNotifier', () => {
  it('records each message with its level, and the server text and duration only when given', () => {
    const notifier = recordingNotifier();
    notifier.alert('Could not save', 'Name is taken', { durationMs: 5000 });
    notifier.alert('Could not load');
    notifier.info('Nothing found', { durationMs: 3000 });
    notifier.success('Saved');
    expect(notifier.notes).toEqual([
      { level: 'alert', message: 'Could not save', serverText: 'Name is taken', durationMs: 5000 },
      { level: 'alert', message: 'Could not load' },
      { level: 'info', message: 'Nothing found', durationMs: 3000 },
      { level: 'success', message: 'Saved' },
    ]);
  });
});
