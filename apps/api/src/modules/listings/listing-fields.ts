/**
 * The listing fields a directory shows, and their comparison between Locus and a directory's copy
 * (the Sync From Google diff and the listing scans).
 */
import type { ListingData, OpenStatus, WeeklyHours } from '../../db/schema.js';

/** Compared fields, in the order the diff lists them. */
export const LISTING_FIELDS = [
  'public_name', 'address', 'address_2', 'city', 'state', 'zipcode', 'phone', 'website', 'category_name', 'hours', 'open_status',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Listing fields with every key present (null when empty). */
export type Listing = Required<{ [K in keyof ListingData]: Exclude<ListingData[K], undefined> }>;

export interface LocusListingSource {
  public_name: string | null;
  address: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  website: string | null;
  category_name: string | null;
  hours: WeeklyHours | null;
  open_status: OpenStatus;
}

/** Locus's side of a listing, from a location as the API sends it. */
export function listingOf(location: LocusListingSource): Listing {
  return Object.fromEntries(LISTING_FIELDS.map((f) => [f, location[f] ?? null])) as Listing;
}

/** A directory's copy with every field present (a field it lacks is null; open_status defaults to active). */
export function completeListing(data: ListingData): Listing {
  const out = Object.fromEntries(LISTING_FIELDS.map((f) => [f, data[f] ?? null])) as Listing;
  return { ...out, open_status: data.open_status ?? 'active' };
}

const blank = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (value: string | null) => (value ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const url = (value: string | null) => blank(value).replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');

/** Hours compared by meaning: a closed day's pairs and a missing day ignored, pairs in time order. */
function hoursKey(hours: WeeklyHours | null): string {
  if (!hours) return '';
  const days = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => {
    const d = hours[day];
    if (!d || !d.open) return `${day}:closed`;
    if (d.is_24_hours) return `${day}:24`;
    const pairs = [...d.hours].map((p) => `${p.open_time}-${p.close_time}`).sort();
    return `${day}:${pairs.join(',')}`;
  });
  return days.every((d) => d.endsWith(':closed')) && Object.keys(hours).length === 0 ? '' : days.join('|');
}

/** Whether two values of a field mean the same (case, spacing, phone punctuation and URL scheme do not count). */
export function sameValue(field: ListingField, a: Listing[ListingField], b: Listing[ListingField]): boolean {
  switch (field) {
    case 'phone':
      return digits(a as string | null) === digits(b as string | null);
    case 'website':
      return url(a as string | null) === url(b as string | null);
    case 'hours':
      return hoursKey(a as WeeklyHours | null) === hoursKey(b as WeeklyHours | null);
    case 'open_status':
      return (a ?? 'active') === (b ?? 'active');
    default:
      return blank(a as string | null) === blank(b as string | null);
  }
}

/** The fields whose values differ, in LISTING_FIELDS order. */
export function changedFields(locus: Listing, directory: Listing): ListingField[] {
  return LISTING_FIELDS.filter((f) => !sameValue(f, locus[f], directory[f]));
}

/** Only the given fields of a listing. */
export function pickFields(listing: Listing, fields: readonly ListingField[]): Partial<Listing> {
  return Object.fromEntries(fields.map((f) => [f, listing[f]])) as Partial<Listing>;
}
