/**
 * Account-setting codes. Flags are stored as 'true' / 'false' strings (data-model.md).
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
  // issue 12: Auto Sync bought (F4-064), and the internal listing provider (F2-028)
  'auto_sync', 'local_listings_internal',
] as const;

export type FeatureSettingCode = (typeof FEATURE_SETTING_CODES)[number];

/** Settings that restrict rather than enable (P6-009): 'true' would block location changes, so the demo has 'false'. */
export const RESTRICTION_SETTING_CODES = ['prevent_location_additions', 'prevent_location_deletions'] as const;
