/**
 * Account-setting codes, in one place: the server reads them by these names and the demo seeds them all. Flags are stored as 'true' / 'false' strings (data-model.md).
 * FEATURE_SETTING_CODES: every feature flag of platform.md section 6 (P6-009) and features.md section 6, plus
 * the codes decisions.md #17 asks us to name for flags the spec leaves unnamed. All are 'true' in the demo.
 */
export const FEATURE_SETTING_CODES = [
  // platform.md section 6 (P6-009)
  'insights', 'local_listings', 'amplify', 'groups', 'groups_performance', 'competitor', 'local_search',
  'microsurveys', 'response_autopilot', 'ai_smart_responses', 'ghostwriter_response', 'generate_gpt_response',
  'dispute_reviews', 'sms_requests', 'sms_alerts', 'webhooks', 'custom_email', 'scorecards', 'media',
  'saved_filters', 'scheduled_exports', 'child_reviews', 'partner_account_reports', 'experience_analysis',
  'review_tags',
  // features.md section 6
  'async_file_download', 'trial_export', 'new_performance_score', 'custom_score', 'industry_score',
  'show_billing_location_price_preview', 'amplify_testimonial_widgets', 'amplify_review_feed_widgets',
  'amplify_star_snapshot_widgets', 'amplify_location_information_widgets', 'enable_ll_directory_specific_publishing',
  // decisions.md #17: flags the spec does not name
  'visual_reports', 'local_search_top_percent', 'location_photo_section', 'create_widget', 'bulk_holiday_hours',
  'special_hours', 'locations_groups_switch', 'zapier_integration', 'partner_scorecards',
  // Auto Sync bought (F4-064), and the internal listing provider (F2-028)
  'auto_sync', 'local_listings_internal',
] as const;

export type FeatureSettingCode = (typeof FEATURE_SETTING_CODES)[number];

/**
 * Settings that restrict rather than enable (P6-009): 'true' would block location changes, so the demo has 'false'.
 * healthcare_reply_check_blocks: a healthcare account's reply check blocks a risky reply instead of warning
 * (issue 22); 'false' (warn) in the demo, an account preference its admin may change.
 */
export const RESTRICTION_SETTING_CODES = ['prevent_location_additions', 'prevent_location_deletions', 'healthcare_reply_check_blocks'] as const;

export type RestrictionSettingCode = (typeof RESTRICTION_SETTING_CODES)[number];

/** Any account setting the server knows; a code outside the lists above does not compile. */
export type SettingCode = FeatureSettingCode | RestrictionSettingCode;

/** Auto Sync bought (F4-064); with ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING it allows per-directory publishing (F6-024). */
export const AUTO_SYNC_SETTING = 'auto_sync' satisfies SettingCode;
/** The account's listing provider is the internal one (the internal table variant, F2-028). */
export const INTERNAL_PROVIDER_SETTING = 'local_listings_internal' satisfies SettingCode;
/** Overrides per directory (features.md section 5). */
export const SPECIFIC_PUBLISHING_SETTING = 'enable_ll_directory_specific_publishing' satisfies SettingCode;
/** The setting decisions.md #17 names for the photo section of the location page (F6-011). */
export const PHOTO_SECTION_SETTING = 'location_photo_section' satisfies SettingCode;
/** A healthcare account's reply check blocks instead of warning (libs/reviews' checkHealthcareReply mode). */
export const HEALTHCARE_REPLY_BLOCKS_SETTING = 'healthcare_reply_check_blocks' satisfies SettingCode;
