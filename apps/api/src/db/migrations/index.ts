import type { Migration } from 'kysely';
import { initialMigration } from './0001_initial.js';
import { listIndexesMigration } from './0002_list_indexes.js';
import { exportsMigration } from './0003_exports_and_review_indexes.js';
import { locationSearchTextMigration } from './0004_location_search_text.js';
import { exportDeliveriesMigration } from './0005_export_deliveries.js';
import { locationAreaMigration } from './0006_location_area.js';
import { uniqueNamesAndTokenExpiryMigration } from './0007_unique_names_and_token_expiry.js';
import { widgetsMigration } from './0008_widgets.js';
import { mediaMigration } from './0009_media.js';
import { reviewKeywordsMigration } from './0010_review_keywords.js';
import { listingSimulatorMigration } from './0011_listing_simulator.js';
import { mediaDayCountsMigration } from './0012_media_day_counts.js';
import { listingSummariesMigration } from './0013_listing_summaries.js';
import { keywordGroupCountsMigration } from './0014_keyword_group_counts.js';
import { locationCustomTargetsMigration } from './0015_location_custom_targets.js';
import { scoringRollupsMigration } from './0016_scoring_rollups.js';
import { answeringReviewsMigration } from './0017_answering_reviews.js';
import { reviewHistoryMigration } from './0018_review_history.js';
import { reviewAlertsMigration } from './0019_review_alerts.js';
import { reviewListCoveringIndexMigration } from './0020_review_list_covering_index.js';
import { reviewRequestsMigration } from './0021_review_requests.js';
import { microsurveysMigration } from './0022_microsurveys.js';
import { integrationsMigration } from './0023_integrations.js';
import { userSignInsMigration } from './0024_user_sign_ins.js';
import { profileSettingsMigration } from './0025_profile_settings.js';
import { locationAccessMigration } from './0026_location_access.js';
import { listingHistoryMigration } from './0027_listing_history.js';

/**
 * Every migration, by name. Names sort in run order; never rename or edit one that has shipped:
 * add a new entry instead (databases record the names they have run).
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initialMigration,
  '0002_list_indexes': listIndexesMigration,
  '0003_exports_and_review_indexes': exportsMigration,
  '0004_location_search_text': locationSearchTextMigration,
  '0005_export_deliveries': exportDeliveriesMigration,
  '0006_location_area': locationAreaMigration,
  '0007_unique_names_and_token_expiry': uniqueNamesAndTokenExpiryMigration,
  '0008_widgets': widgetsMigration,
  '0009_media': mediaMigration,
  '0010_review_keywords': reviewKeywordsMigration,
  '0011_listing_simulator': listingSimulatorMigration,
  '0012_media_day_counts': mediaDayCountsMigration,
  '0013_listing_summaries': listingSummariesMigration,
  '0014_keyword_group_counts': keywordGroupCountsMigration,
  '0015_location_custom_targets': locationCustomTargetsMigration,
  '0016_scoring_rollups': scoringRollupsMigration,
  '0017_answering_reviews': answeringReviewsMigration,
  '0018_review_history': reviewHistoryMigration,
  '0019_review_alerts': reviewAlertsMigration,
  '0020_review_list_covering_index': reviewListCoveringIndexMigration,
  '0021_review_requests': reviewRequestsMigration,
  '0022_microsurveys': microsurveysMigration,
  '0023_integrations': integrationsMigration,
  '0024_user_sign_ins': userSignInsMigration,
  '0025_profile_settings': profileSettingsMigration,
  '0026_location_access': locationAccessMigration,
  '0027_listing_history': listingHistoryMigration,
};
