import type { Kysely } from 'kysely';
import type { Database, WidgetSettingsDoc, WidgetType } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/http-error.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';

/** The account setting that switches each widget type on (F6-031..F6-034). */
export const WIDGET_TYPE_SETTING: Readonly<Record<WidgetType, SettingCode>> = {
  teaser: 'amplify_testimonial_widgets',
  full_page: 'amplify_review_feed_widgets',
  star_snapshot: 'amplify_star_snapshot_widgets',
  location_info: 'amplify_location_information_widgets',
};

/** The names a user sees for each type (F3-046..F3-049). */
export const WIDGET_TYPE_NAME: Readonly<Record<WidgetType, string>> = {
  teaser: 'Testimonial Carousel',
  full_page: 'Location Review Feed',
  star_snapshot: 'Star Snapshot',
  location_info: 'Location Information',
};

export const FEATURED_MAX = 15;

/** Settings with every default filled in: what the embed reads. */
export type ResolvedSettings = Required<Omit<WidgetSettingsDoc, 'colors'>> & { colors: Required<NonNullable<WidgetSettingsDoc['colors']>> };

const DEFAULT_LAYOUT: Readonly<Record<WidgetType, ResolvedSettings['layout']>> = {
  teaser: 'carousel',
  full_page: 'list',
  star_snapshot: 'compact',
  location_info: 'compact',
};

export function resolveSettings(type: WidgetType, doc: WidgetSettingsDoc): ResolvedSettings {
  return {
    location_ids: doc.location_ids ?? [],
    source_ids: doc.source_ids ?? [],
    min_rating: doc.min_rating ?? 4,
    featured_review_ids: type === 'teaser' ? (doc.featured_review_ids ?? []) : [],
    max_reviews: doc.max_reviews ?? 10,
    layout: doc.layout ?? DEFAULT_LAYOUT[type],
    colors: { primary: '#1a73e8', background: '#ffffff', text: '#202124', star: '#f5a623', ...doc.colors },
    show_review_text: doc.show_review_text ?? true,
    auto_publish: doc.auto_publish ?? true,
    json_ld: doc.json_ld ?? false,
  };
}

/** 403 when the account has the type's widgets switched off (the server gates what the cards gate). */
export async function assertTypeEnabled(db: Kysely<Database>, accountId: number, type: WidgetType): Promise<void> {
  if (!(await settingIsOn(db, accountId, WIDGET_TYPE_SETTING[type]))) {
    throw forbidden(`${WIDGET_TYPE_NAME[type]} widgets are not enabled for this account`);
  }
}

/**
 * Checks what the contract cannot: the ids name rows of this account (or known sources), a location_info
 * widget names exactly one location, featured reviews are the teaser's.
 */
export async function checkSettings(db: Kysely<Database>, accountId: number, type: WidgetType, doc: WidgetSettingsDoc): Promise<void> {
  const locationIds = doc.location_ids ?? [];
  if (type === 'location_info' && locationIds.length !== 1) {
    throw badRequest('A Location Information widget shows exactly one location', 'settings.location_ids');
  }
  if (locationIds.length > 0) {
    const rows = await db.selectFrom('locations').select('id').where('account_id', '=', accountId).where('id', 'in', locationIds).execute();
    if (rows.length !== locationIds.length) throw badRequest('location_ids must name locations of this account', 'settings.location_ids');
  }
  const sourceIds = doc.source_ids ?? [];
  if (sourceIds.length > 0) {
    const rows = await db.selectFrom('sources').select('id').where('id', 'in', sourceIds).execute();
    if (rows.length !== sourceIds.length) throw badRequest('source_ids must name known review sites', 'settings.source_ids');
  }
  const featured = doc.featured_review_ids ?? [];
  if (featured.length > 0) {
    if (type !== 'teaser') throw badRequest('Only a Testimonial Carousel features reviews', 'settings.featured_review_ids');
    if (featured.length > FEATURED_MAX) throw badRequest(`At most ${FEATURED_MAX} featured reviews`, 'settings.featured_review_ids');
    const rows = await db.selectFrom('reviews').select('id').where('account_id', '=', accountId).where('id', 'in', featured).execute();
    if (rows.length !== featured.length) throw badRequest('featured_review_ids must name reviews of this account', 'settings.featured_review_ids');
  }
}
