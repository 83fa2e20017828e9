import { describe, expect, it } from 'vitest';
import { featureParams, isFeatureEnabled, isSettingOn, settingValue, toAccountSettings } from './settings.js';

describe('account settings', () => {
  it('[P3-006] settings are read by code and value', () => {
    const settings = toAccountSettings([
      { code: 'insights', value: 'true' },
      { code: 'toast_duration', value: '6000' },
    ]);
    expect(Object.keys(settings).sort()).toEqual(['insights', 'toast_duration']);
    expect(settings.toast_duration).toBe('6000');
  });

  it("[P3-007] the strings 'true' and 'false' become booleans", () => {
    expect(settingValue('true')).toBe(true);
    expect(settingValue('false')).toBe(false);
    expect(settingValue('TRUE')).toBe('TRUE');
    const settings = toAccountSettings([
      { code: 'media', value: 'false' },
      { code: 'insights', value: 'true' },
    ]);
    expect(settings).toEqual({ media: false, insights: true });
    expect(isSettingOn(settings, 'insights')).toBe(true);
    expect(isSettingOn(settings, 'media')).toBe(false);
    expect(isSettingOn({ odd: 'true' }, 'odd')).toBe(false);
  });

  it('[P5-051] a feature check reads the account setting or a features. URL parameter', () => {
    const settings = { insights: true, media: false };
    expect(isFeatureEnabled(settings, 'insights', '')).toBe(true);
    expect(isFeatureEnabled(settings, 'media', '')).toBe(false);
    expect(isFeatureEnabled(settings, 'media', '?features.media=true')).toBe(true);
    expect(isFeatureEnabled(settings, 'media', '?features.media')).toBe(true);
    expect(isFeatureEnabled(settings, 'media', new URLSearchParams('features.media=1'))).toBe(true);
    expect(isFeatureEnabled(settings, 'media', '?features.media=false')).toBe(false);
    expect(isFeatureEnabled(settings, 'media', '?media=true')).toBe(false);
    expect(isFeatureEnabled(null, 'visual_reports', '?from=x&features.visual_reports=true')).toBe(true);
    expect([...featureParams('?features.=x&features.a=0&features.b=yes')]).toEqual(['b']);
  });
});
