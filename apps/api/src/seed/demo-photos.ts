/**
 * Demo photos: a few owner photos on the main directory for the first published Harbor locations
 * (a cover, a logo, interiors; one refused by Google so the 'Failed' bar shows), and customer photos with a
 * rating for the /photos gallery. The pictures are made with sharp at seed time (well under a second); they go to
 * the server's file store, so this runs where the store is known (main.ts after the demo seed).
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, PublishedStatus } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { makeThumbnail } from '../modules/media/image-files.js';
import { SEED_NOW } from './constants.js';

const DAY = 24 * 60 * 60 * 1000;

/** A tinted noise picture (a stand-in for a photograph: real pixels, large enough for the size checks). */
function picture(width: number, height: number, tint: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .tint(tint).jpeg({ quality: 80 }).toBuffer();
}

interface Planned { category: string | null; width: number; height: number; tint: { r: number; g: number; b: number }; status: PublishedStatus; type: 'owner' | 'customer'; rating: number | null }

const OWNER: Planned[] = [
  { category: 'COVER', width: 640, height: 360, tint: { r: 40, g: 110, b: 200 }, status: 'published', type: 'owner', rating: null },
  { category: 'LOGO', width: 400, height: 400, tint: { r: 230, g: 160, b: 40 }, status: 'published', type: 'owner', rating: null },
  { category: 'INTERIOR', width: 400, height: 300, tint: { r: 90, g: 180, b: 120 }, status: 'published', type: 'owner', rating: null },
  { category: 'EXTERIOR', width: 400, height: 300, tint: { r: 180, g: 90, b: 160 }, status: 'pending', type: 'owner', rating: null },
];
const REFUSED: Planned = { category: 'INTERIOR', width: 400, height: 300, tint: { r: 120, g: 120, b: 120 }, status: 'dead', type: 'owner', rating: null };
const CUSTOMER: Planned[] = [5, 4, 2].map((rating, i) => ({
  category: null, width: 300, height: 300, tint: { r: 200 - i * 50, g: 100 + i * 40, b: 90 }, status: 'published' as const, type: 'customer' as const, rating,
}));

export async function seedDemoPhotos(db: Kysely<Database>, services: ServerServices, accountName = 'Harbor Dental Group', locationCount = 6): Promise<number> {
  const account = await db.selectFrom('accounts').select('id').where('name', '=', accountName).executeTakeFirst();
  const admin = account && await db.selectFrom('users').select('id').where('account_id', '=', account.id).orderBy('id').executeTakeFirst();
  if (!account || !admin) return 0;
  const locations = await db.selectFrom('directory_listings').select('location_id').where('account_id', '=', account.id)
    .where('directory', '=', 'google').where('status', 'in', ['in_sync', 'not_in_sync']).orderBy('location_id').limit(locationCount).execute();
  const [google, categories] = await Promise.all([
    db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow(),
    db.selectFrom('media_categories').select(['id', 'code']).execute(),
  ]);
  const sources = await db.selectFrom('sources').select(['id', 'code']).where('code', 'in', ['yelp', 'facebook']).execute();
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));

  // Each picture is stored once and shared by the locations that show it, as a bulk upload does.
  const store = async (p: Planned, name: string) => {
    const file = await picture(p.width, p.height, p.tint);
    const [key, thumbnailKey] = await Promise.all([services.files.save(name, file), makeThumbnail(file).then((t) => services.files.save(`thumb-${name}`, t))]);
    const upload = await db.insertInto('uploads').values({
      account_id: account.id, user_id: admin.id, filename: name, mime_type: 'image/jpeg', size: file.length, storage_key: key,
      width: p.width, height: p.height, thumbnail_key: thumbnailKey, processed_at: new Date(SEED_NOW.getTime() - 30 * DAY), created_at: new Date(SEED_NOW.getTime() - 30 * DAY),
    }).returning('id').executeTakeFirstOrThrow();
    return { p, name, key, thumbnailKey, uploadId: upload.id };
  };
  const stored = await Promise.all([
    ...OWNER.map((p, i) => store(p, `${(p.category ?? 'photo').toLowerCase()}-${i + 1}.jpg`)),
    store(REFUSED, 'dim-hallway.jpg'),
    ...CUSTOMER.map((p, i) => store(p, `customer-${i + 1}.jpg`)),
  ]);
  const rows = locations.flatMap(({ location_id }, index) => stored
    .filter((s) => s.p !== REFUSED || index === 0)
    .map((s, i) => {
      const created = new Date(SEED_NOW.getTime() - (index * 7 + i + 1) * DAY);
      const source = s.p.type === 'customer' ? (sources[i % Math.max(sources.length, 1)]?.id ?? google.id) : google.id;
      return {
        account_id: account.id, location_id, source_id: source, upload_id: s.uploadId, category_id: s.p.category ? (categoryId.get(s.p.category) ?? null) : null,
        name: s.name, media_type: s.p.type, rating: s.p.rating, storage_key: s.key, thumbnail_key: s.thumbnailKey, width: s.p.width, height: s.p.height,
        published_status: s.p.status, published_at: s.p.status === 'published' ? created : null, created_at: created,
      };
    }));
  if (rows.length > 0) await db.insertInto('media').values(rows).execute();
  return rows.length;
}
