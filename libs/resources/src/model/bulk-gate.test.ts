import { describe, expect, it } from 'vitest';
import { BULK_GATE_MESSAGES, bulkGate } from './bulk-gate.js';

describe('bulk gate', () => {
  const on = { publishingEnabled: true, mainDirectoryOn: true };
  it('[F5-036] under Bulk Add Photos a selected location with Auto Sync off blocks the action', () => {
    expect(bulkGate([on, { ...on, publishingEnabled: false }], 'block')).toEqual({ kind: 'block', message: BULK_GATE_MESSAGES.autoSyncOff });
  });
  it('[F5-037] under Bulk Add Photos a missing or disabled main directory warns instead', () => {
    expect(bulkGate([on, { ...on, mainDirectoryOn: false }], 'block')).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
    expect(bulkGate([on, on], 'block')).toBeNull();
  });
  it('[F5-038] Add Holiday Hours warns when Auto Sync or the main directory is off', () => {
    expect(bulkGate([{ ...on, publishingEnabled: false }], 'warn')).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
    expect(bulkGate([{ ...on, mainDirectoryOn: false }], 'warn')?.kind).toBe('warn');
    expect(bulkGate([on], 'warn')).toBeNull();
  });
});
