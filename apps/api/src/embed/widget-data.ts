import { sql, type Kysely } from 'kysely';
import type { Database, WidgetSettingsDoc, WidgetType } from '../db/schema.js';
import { settingIsOn } from '../modules/accounts/account-settings.js';
import { dateOnly } from '../http/wire.js';
import { addressLine } from '../modules/locations/address-line.js';
import { resolveSettings, WIDGET_TYPE_SETTING, type ResolvedSettings } from '../modules/widgets/widget-settings.js';

/** Accounts whose widgets render (inactive and suspended accounts' snippets show nothing). */
const RENDERING_STATUSES = ['active', 'trial'] as const;

export interface EmbedReview {
  author: string;
  rating: number;
  text: string | null;
  date: string;
  source: string;
}

/** What the loader renders: only what a visitor of the host page may see (no ids, no e-mails). */
export interface EmbedData {
  type: WidgetType;
  name: string;
  business: string;
  layout: ResolvedSettings['layout'];
  colors: ResolvedSettings['colors'];
  show_review_text: boolean;
  json_ld: boolean;
  rating: { average: number | null; count: number };
  location: { name: string; address: string; phone: string | null; website: string | null } | null;
  reviews: EmbedReview[];
}

/** "Jane Doe" shows as "Jane D.": the reviewer's full name stays on the review site. */
export function shortAuthor(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Anonymous';
  const first = parts[0] as string;
  const last = parts.length > 1 ? (parts[parts.length - 1] as string) : '';
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

/**
 * The embed data of a published widget of a rendering account, or null (the caller answers 404 without
 * saying why). Reviews come from the account's stored reviews with the widget's settings: its locations and
 * sources, at least min_rating stars, featured ones first; without auto_publish only reviews published
 * before the widget was last saved.
 */
export async function loadEmbedData(db: Kysely<Database>, publicKey: string): Promise<EmbedData | null> {
  const widget = await db
    .selectFrom('widgets as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .select(['w.account_id', 'w.name', 'w.widget_type', 'w.settings', 'w.updated_at', 'a.name as business'])
    .where('w.public_key', '=', publicKey)
    .where('w.published', '=', true)
    .where('a.status', 'in', RENDERING_STATUSES)
    .executeTakeFirst();
  if (!widget) return null;
  const type = widget.widget_type;
  const enabled = (await settingIsOn(db, widget.account_id, 'amplify')) && (await settingIsOn(db, widget.account_id, WIDGET_TYPE_SETTING[type]));
  if (!enabled) return null;
  const settings = resolveSettings(type, widget.settings as WidgetSettingsDoc);

  const totals = await reviewScope(db, widget.account_id, settings)
    .select([sql<string | null>`avg(r.rating)`.as('average'), sql<string>`count(*)`.as('count')])
    .where('r.rating', '>', 0)
    .executeTakeFirstOrThrow();
  const average = totals.average === null ? null : Math.round(Number(totals.average) * 10) / 10;

  const reviews = type === 'star_snapshot' || type === 'location_info' ? [] : await pickReviews(db, widget.account_id, settings, widget.updated_at);
  const location = type === 'location_info' ? await locationOf(db, widget.account_id, settings.location_ids[0]) : null;
  return {
    type,
    name: widget.name,
    business: widget.business,
    layout: settings.layout,
    colors: settings.colors,
    show_review_text: settings.show_review_text,
    json_ld: settings.json_ld,
    rating: { average, count: Number(totals.count) },
    location,
    reviews,
  };
}

/**
 * The account's reviews the widget draws from: its locations and sources (all when none are named), never
 * those of an internal source (the private feedback customers leave on a request's landing page).
 */
function reviewScope(db: Kysely<Database>, accountId: number, settings: ResolvedSettings) {
  let scope = db
    .selectFrom('reviews as r')
    .where('r.account_id', '=', accountId)
    .where('r.source_id', 'not in', db.selectFrom('sources').select('id').where('kind', '=', 'internal'));
  if (settings.location_ids.length > 0) scope = scope.where('r.location_id', 'in', settings.location_ids);
  if (settings.source_ids.length > 0) scope = scope.where('r.source_id', 'in', settings.source_ids);
  return scope;
}

async function pickReviews(db: Kysely<Database>, accountId: number, settings: ResolvedSettings, savedAt: Date): Promise<EmbedReview[]> {
  const base = reviewScope(db, accountId, settings)
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .select(['r.id', 'r.author_name', 'r.rating', 'r.content', 'r.published_at', 's.name as source']);
  const featuredRows: Row[] =
    settings.featured_review_ids.length > 0 ? await base.where('r.id', 'in', settings.featured_review_ids).execute() : [];
  const byId = new Map(featuredRows.map((row) => [row.id, row]));
  const featured = settings.featured_review_ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  let rest = base.where('r.rating', '>=', settings.min_rating).orderBy('r.published_at', 'desc').orderBy('r.id', 'desc').limit(settings.max_reviews);
  if (!settings.auto_publish) rest = rest.where('r.published_at', '<=', savedAt);
  if (featured.length > 0) rest = rest.where('r.id', 'not in', featured.map((row) => row.id));
  const others: Row[] = featured.length >= settings.max_reviews ? [] : await rest.execute();
  return [...featured, ...others].slice(0, settings.max_reviews).map((row) => ({
    author: shortAuthor(row.author_name),
    rating: row.rating,
    text: settings.show_review_text ? row.content : null,
    date: dateOnly(row.published_at) ?? '',
    source: row.source,
  }));
}

interface Row {
  id: number;
  author_name: string | null;
  rating: number;
  content: string | null;
  published_at: Date;
  source: string;
}

async function locationOf(db: Kysely<Database>, accountId: number, locationId: number | undefined): Promise<EmbedData['location']> {
  if (locationId === undefined) return null;
  const row = await db
    .selectFrom('locations')
    .select(['name', 'public_name', 'address', 'address_2', 'city', 'state', 'zipcode', 'phone', 'website'])
    .where('id', '=', locationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return { name: row.public_name ?? row.name, address: addressLine(row), phone: row.phone, website: row.website };
}
