/**
 * What both ways of counting a period's sums share (scoring-query.ts reads the roll-ups, direct-sums.ts the
 * rows): the scope, its locations as SQL, and the rows they return.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FigureSums } from '@locus/scoring/formula';
import type { AllowedLocations } from '../../http/location-scope.js';

/** A half-open range of whole UTC days. */
export interface Window {
  from: Date;
  to: Date;
}

/** Which locations and reviews count: the accounts' locations, narrowed by location and group; reviews by source. */
export interface Scope {
  accountIds: readonly number[];
  locationId: number | null;
  groupId: number | null;
  sourceId: number | null;
  /** A limited reader's locations (issue 29, http/location-scope.ts); null: all of the accounts'. */
  allowedLocationIds: AllowedLocations;
}

export interface LocationRow {
  id: number;
  account_id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface LocationSums {
  location: LocationRow;
  sums: FigureSums;
}

/** One location's sums as the SQL returns them (response_days as float8). */
export interface SumsRow extends LocationRow {
  total_reviews: number;
  rated: number;
  stars: number;
  responded: number;
  response_days: number;
  copies: number;
  in_sync: number;
  photos: number;
}

/** The accounts as an SQL list (the scope has at least one). */
export const accountList = (scope: Scope): RawBuilder<unknown> => sql.join(scope.accountIds);

/** `and <column> is an allowed location`, or nothing for an unlimited reader. */
export const allowedLocationsSql = (scope: Scope, column: string): RawBuilder<unknown> =>
  scope.allowedLocationIds === null ? sql`` : sql`and ${sql.ref(column)} = any(${[...scope.allowedLocationIds]}::int[])`;

/** The scope's locations (a `locs` CTE body). */
export function scopeLocations(scope: Scope): RawBuilder<unknown> {
  const byLocation = scope.locationId === null ? sql`` : sql`and l.id = ${scope.locationId}`;
  const byGroup = scope.groupId === null
    ? sql``
    : sql`and exists (select 1 from group_locations gl where gl.location_id = l.id and gl.group_id = ${scope.groupId})`;
  return sql`select l.id, l.account_id, l.name, l.address, l.city, l.state, l.zipcode, l.publishing_enabled
    from locations l where l.account_id in (${accountList(scope)}) ${byLocation} ${byGroup} ${allowedLocationsSql(scope, 'l.id')}`;
}

/** The final select over `locs` left-joined with `rv` (reviews), `cp` (copies) and `ph` (photos), in id order. */
export const SUMS_SELECT = sql`
  select locs.id, locs.account_id, locs.name, locs.address, locs.city, locs.state, locs.zipcode,
    coalesce(rv.total_reviews, 0) as total_reviews, coalesce(rv.rated, 0) as rated, coalesce(rv.stars, 0) as stars,
    coalesce(rv.responded, 0) as responded, coalesce(rv.response_days, 0) as response_days,
    coalesce(cp.copies, 0) as copies, coalesce(cp.in_sync, 0) as in_sync, coalesce(ph.photos, 0) as photos
  from locs
  left join rv on rv.location_id = locs.id
  left join cp on cp.location_id = locs.id
  left join ph on ph.location_id = locs.id
  order by locs.id`;

export const toLocationSums = (rows: readonly SumsRow[]): LocationSums[] => rows.map((r) => ({
  location: { id: r.id, account_id: r.account_id, name: r.name, address: r.address, city: r.city, state: r.state, zipcode: r.zipcode },
  sums: {
    totalReviews: r.total_reviews, rated: r.rated, stars: r.stars, responded: r.responded, responseDays: Number(r.response_days),
    copies: r.copies, inSync: r.in_sync, photos: r.photos,
  },
}));
