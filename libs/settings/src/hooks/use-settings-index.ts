import type { RouteSession } from '@locus/auth';
import { useMemo } from 'react';
import { settingsIndex, type SettingsIndexView } from '../model/settings-index.js';

/** The /settings cards for this session (its permissions are fixed while it lasts). */
export function useSettingsIndex(session: RouteSession): SettingsIndexView {
  return useMemo(() => settingsIndex(session), [session]);
}
