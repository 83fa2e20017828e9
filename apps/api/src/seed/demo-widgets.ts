import type { Kysely } from 'kysely';
import type { Database, WidgetSettingsDoc, WidgetType } from '../db/schema.js';

/**
 * A few Amplify widgets for Harbor Dental Group. Their public keys are fixed so the docs and a developer can
 * paste a working snippet; real widgets get random keys (routes/widgets.ts).
 */
export const DEMO_WIDGET_KEYS = {
  starSnapshot: 's-demo-harbor-snapshot',
  carousel: 't-demo-harbor-carousel',
  feed: 'f-demo-harbor-feed-draft',
} as const;

export async function seedDemoWidgets(db: Kysely<Database>, accountId: number): Promise<void> {
  const location = await db.selectFrom('locations').select('id').where('account_id', '=', accountId).orderBy('id').executeTakeFirstOrThrow();
  const featured = await db
    .selectFrom('reviews')
    .select('id')
    .where('account_id', '=', accountId)
    .where('rating', '=', 5)
    .where('content', 'is not', null)
    .orderBy('published_at', 'desc')
    .limit(5)
    .execute();
  const widgets: { name: string; type: WidgetType; key: string; published: boolean; settings: WidgetSettingsDoc }[] = [
    { name: 'Homepage rating', type: 'star_snapshot', key: DEMO_WIDGET_KEYS.starSnapshot, published: true, settings: { min_rating: 1 } },
    {
      name: 'Patient testimonials',
      type: 'teaser',
      key: DEMO_WIDGET_KEYS.carousel,
      published: true,
      settings: { min_rating: 4, featured_review_ids: featured.map((r) => r.id), auto_publish: true },
    },
    { name: 'Downtown review feed', type: 'full_page', key: DEMO_WIDGET_KEYS.feed, published: false, settings: { location_ids: [location.id], min_rating: 3 } },
  ];
  for (const w of widgets) {
    await db
      .insertInto('widgets')
      .values({ account_id: accountId, name: w.name, widget_type: w.type, settings: JSON.stringify(w.settings), published: w.published, public_key: w.key })
      .execute();
  }
}
