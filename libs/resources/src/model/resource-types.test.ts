import { describe, expect, it } from 'vitest';
import {
  RESOURCE_TYPES,
  embeddedName,
  isResourceType,
  resourcePath,
  type ResourceType,
} from './resource-types.js';

// The list of P3-054, as the spec gives it.
const SPEC_TYPES = (
  'account, accountSetting, alert, alert_frequency, alert_type, campaign, competitor, contact, country, ' +
  'global_integration_account, group, issues, item, importLocation, importLocationCount, integration, kioskPage, ' +
  'listTriggerSetting, location, locationTopic, multiCampaign, note, oauthInboundAuthorization, oauthInboundClient, ' +
  'oauthToken, profile, response, review, review_status_label, review_tag, reviewImage, request, request_page, ' +
  'responseTemplate, settingUsage, source, state, tag, template, templateTag, url, user, user_type, ' +
  'user_activity_stat, whitelabel'
).split(', ');

describe('resource registry', () => {
  it('[P3-054] knows every resource type of the spec', () => {
    expect(SPEC_TYPES).toHaveLength(45);
    for (const type of SPEC_TYPES) expect(isResourceType(type), type).toBe(true);
    expect(isResourceType('toString')).toBe(false);
    expect(isResourceType('locations')).toBe(false);
  });

  it('[P3-055] importLocationCount uses the path import_locations/count', () => {
    expect(resourcePath('importLocationCount')).toBe('/import_locations/count');
  });

  it('[P3-056] oauthInboundAuthorization uses the path oauth/authorize', () => {
    expect(resourcePath('oauthInboundAuthorization')).toBe('/oauth/authorize');
  });

  it('[P7-059] groups, locations and sources are read from _embedded.groups/locations/sources', () => {
    expect(resourcePath('group')).toBe('/groups');
    expect(resourcePath('location')).toBe('/locations');
    expect(resourcePath('source')).toBe('/sources');
    expect(embeddedName('group')).toBe('groups');
    expect(embeddedName('location')).toBe('locations');
    expect(embeddedName('source')).toBe('sources');
  });

  it('other paths are the snake_case plural, named like their embedded rows', () => {
    const specials: ResourceType[] = ['importLocationCount', 'oauthInboundAuthorization'];
    for (const [type, info] of Object.entries(RESOURCE_TYPES)) {
      expect(info.path.startsWith('/'), type).toBe(true);
      if (specials.includes(type as ResourceType)) continue;
      expect(info.path, type).toBe(`/${info.embedded}`);
      expect(info.embedded, type).toMatch(/^[a-z_]+s$/);
    }
    expect(resourcePath('country')).toBe('/countries');
    expect(resourcePath('accountSetting')).toBe('/account_settings');
    expect(resourcePath('alert_frequency')).toBe('/alert_frequencies');
    expect(resourcePath('issues')).toBe('/issues');
  });
});
