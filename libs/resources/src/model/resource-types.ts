/**
 * The resource types the product knows (P3-054), each with its path under the API root and the
 * name of its rows in a list reply's `_embedded`. Paths are snake_case plurals, except the two
 * the spec names (P3-055, P3-056). The last four are types of the contract the spec's list omits.
 */
export const RESOURCE_TYPES = {
  account: { path: '/accounts', embedded: 'accounts' },
  accountSetting: { path: '/account_settings', embedded: 'account_settings' },
  alert: { path: '/alerts', embedded: 'alerts' },
  alert_frequency: { path: '/alert_frequencies', embedded: 'alert_frequencies' },
  alert_type: { path: '/alert_types', embedded: 'alert_types' },
  campaign: { path: '/campaigns', embedded: 'campaigns' },
  competitor: { path: '/competitors', embedded: 'competitors' },
  contact: { path: '/contacts', embedded: 'contacts' },
  country: { path: '/countries', embedded: 'countries' },
  global_integration_account: {
    path: '/global_integration_accounts',
    embedded: 'global_integration_accounts',
  },
  group: { path: '/groups', embedded: 'groups' },
  issues: { path: '/issues', embedded: 'issues' },
  item: { path: '/items', embedded: 'items' },
  importLocation: { path: '/import_locations', embedded: 'import_locations' },
  importLocationCount: { path: '/import_locations/count', embedded: 'import_locations' },
  integration: { path: '/integrations', embedded: 'integrations' },
  kioskPage: { path: '/kiosk_pages', embedded: 'kiosk_pages' },
  listTriggerSetting: { path: '/list_trigger_settings', embedded: 'list_trigger_settings' },
  location: { path: '/locations', embedded: 'locations' },
  locationTopic: { path: '/location_topics', embedded: 'location_topics' },
  multiCampaign: { path: '/multi_campaigns', embedded: 'multi_campaigns' },
  note: { path: '/notes', embedded: 'notes' },
  oauthInboundAuthorization: { path: '/oauth/authorize', embedded: 'oauth_inbound_authorizations' },
  oauthInboundClient: { path: '/oauth_inbound_clients', embedded: 'oauth_inbound_clients' },
  oauthToken: { path: '/oauth_tokens', embedded: 'oauth_tokens' },
  profile: { path: '/profiles', embedded: 'profiles' },
  response: { path: '/responses', embedded: 'responses' },
  review: { path: '/reviews', embedded: 'reviews' },
  review_status_label: { path: '/review_status_labels', embedded: 'review_status_labels' },
  review_tag: { path: '/review_tags', embedded: 'review_tags' },
  reviewImage: { path: '/review_images', embedded: 'review_images' },
  request: { path: '/requests', embedded: 'requests' },
  request_page: { path: '/request_pages', embedded: 'request_pages' },
  responseTemplate: { path: '/response_templates', embedded: 'response_templates' },
  settingUsage: { path: '/setting_usages', embedded: 'setting_usages' },
  source: { path: '/sources', embedded: 'sources' },
  state: { path: '/states', embedded: 'states' },
  tag: { path: '/tags', embedded: 'tags' },
  template: { path: '/templates', embedded: 'templates' },
  templateTag: { path: '/template_tags', embedded: 'template_tags' },
  url: { path: '/urls', embedded: 'urls' },
  user: { path: '/users', embedded: 'users' },
  user_type: { path: '/user_types', embedded: 'user_types' },
  user_activity_stat: { path: '/user_activity_stats', embedded: 'user_activity_stats' },
  whitelabel: { path: '/whitelabels', embedded: 'whitelabels' },
  // In the contract (docs/api-conventions.md) though not in P3-054.
  category: { path: '/categories', embedded: 'categories' },
  accountExperiment: { path: '/account_experiments', embedded: 'account_experiments' },
  userPreference: { path: '/user_preferences', embedded: 'user_preferences' },
  scheduledExport: { path: '/scheduled_exports', embedded: 'scheduled_exports' },
} as const satisfies Record<string, ResourceTypeInfo>;

export interface ResourceTypeInfo {
  /** Path under the API root, with a leading slash. */
  readonly path: string;
  /** Key of the rows in `_embedded` of a list reply. */
  readonly embedded: string;
}

export type ResourceType = keyof typeof RESOURCE_TYPES;

export function isResourceType(name: string): name is ResourceType {
  return Object.hasOwn(RESOURCE_TYPES, name);
}

export function resourceInfo(type: ResourceType): ResourceTypeInfo {
  return RESOURCE_TYPES[type];
}

export function resourcePath(type: ResourceType): string {
  return RESOURCE_TYPES[type].path;
}

export function embeddedName(type: ResourceType): string {
  return RESOURCE_TYPES[type].embedded;
}
