import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { iso } from '../../http/wire.js';

/** 10 digits with optional parentheses, dashes, dots or spaces (features.md section 5). */
const PHONE = /^[\s().-]*(\d[\s().-]*){10}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function selectOverrides(db: Kysely<Database>) {
  return db.selectFrom('location_source_overrides as o').selectAll('o');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOverrides>['executeTakeFirstOrThrow']>>;

export function overrideToWire(row: Row) {
  return {
    id: row.id,
    account_id: row.account_id,
    location_id: row.location_id,
    source_id: row.source_id,
    phone: row.phone,
    website: row.website,
    enabled: row.enabled,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** An override's phone: null or '' clears it; otherwise the spec's format. */
export function checkedPhone(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!PHONE.test(text)) throw badRequest('Phone must be 10 digits, with optional parentheses, dashes, dots or spaces', 'phone');
  return text;
}

export function checkedWebsite(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!WEBSITE.test(text)) throw badRequest('Enter a valid website. Example: https://www.example.com', 'website');
  return text;
}
