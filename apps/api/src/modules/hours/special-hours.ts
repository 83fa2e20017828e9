/**
 * Special (holiday) hours: the rows, their wire form and the rules of features.md section 5, shared by
 * /special_hours and the location save that carries `special_hours_changes` (one transaction).
 */
import { sql, type Kysely } from 'kysely';
import moment from 'moment';
import type { Database, TimeRange } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { isUniqueViolation } from '../../http/db-errors.js';
import { iso } from '../../http/wire.js';

export const DUPLICATE_DATE = 'You already have special hours set for this date.';
export const DATE_REQUIRED = 'You must have a date selected';
export const TOO_FAR = 'Date cannot be more than 10 years in advance.';
export const NEEDS_HOURS = 'You must have an opening and closing time if location is open.';
export const IN_THE_PAST = 'Date cannot be in the past.';
const HORIZON_YEARS = 10;

export interface SpecialHoursInput {
  start_date?: string;
  closed?: boolean;
  is_24_hours?: boolean;
  hours?: TimeRange[];
}

/** The rows with start_date as YYYY-MM-DD (drivers would turn a `date` into a local-time Date). */
export function selectSpecialHours(db: Kysely<Database>) {
  return db
    .selectFrom('special_hours as sh')
    .select(['sh.id', 'sh.account_id', 'sh.location_id', 'sh.closed', 'sh.is_24_hours', 'sh.hours', 'sh.created_at', 'sh.updated_at'])
    .select(sql<string>`to_char(sh.start_date, 'YYYY-MM-DD')`.as('start_date'));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSpecialHours>['executeTakeFirstOrThrow']>>;

export function specialHoursToWire(row: Row) {
  return {
    id: row.id,
    account_id: row.account_id,
    location_id: row.location_id,
    start_date: row.start_date,
    closed: row.closed,
    is_24_hours: row.is_24_hours,
    hours: row.closed || row.is_24_hours ? [] : (row.hours ?? []),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Today as the server's clock gives it, in UTC (YYYY-MM-DD). */
export const todayOf = (now: Date) => moment.utc(now).format('YYYY-MM-DD');

/**
 * Checks one entry as it will be stored and returns its columns. `field` prefixes the offending field's
 * name (e.g. `special_hours_changes.create.0.`). A date a day before today is still accepted: the caller's
 * "today" may be behind UTC.
 */
export function checkedEntry(entry: Required<SpecialHoursInput>, now: Date, field = '') {
  const date = moment.utc(entry.start_date, 'YYYY-MM-DD', true);
  if (!entry.start_date || !date.isValid()) throw badRequest(DATE_REQUIRED, `${field}start_date`);
  const today = moment.utc(todayOf(now), 'YYYY-MM-DD');
  if (date.isBefore(today.clone().subtract(1, 'day'))) throw badRequest(IN_THE_PAST, `${field}start_date`);
  if (date.isAfter(today.clone().add(HORIZON_YEARS, 'years'))) throw badRequest(TOO_FAR, `${field}start_date`);
  const open = !entry.closed;
  const allDay = open && entry.is_24_hours;
  const hours = open && !allDay ? entry.hours : [];
  if (open && !allDay && hours.length === 0) throw badRequest(NEEDS_HOURS, `${field}hours`);
  hours.forEach((pair, i) => {
    if (pair.open_time === pair.close_time) throw badRequest(NEEDS_HOURS, `${field}hours.${i}`);
  });
  return { start_date: entry.start_date, closed: !open, is_24_hours: allDay, hours: JSON.stringify(hours) };
}

/** An entry with the defaults of a create (open, not 24 hours, no pairs). */
export function withDefaults(entry: SpecialHoursInput): Required<SpecialHoursInput> {
  return { start_date: entry.start_date ?? '', closed: entry.closed ?? false, is_24_hours: entry.is_24_hours ?? false, hours: entry.hours ?? [] };
}

/** A stored row merged with a patch's fields. */
export function merged(row: Row, patch: SpecialHoursInput): Required<SpecialHoursInput> {
  return {
    start_date: patch.start_date ?? row.start_date,
    closed: patch.closed ?? row.closed,
    is_24_hours: patch.is_24_hours ?? row.is_24_hours,
    hours: patch.hours ?? row.hours ?? [],
  };
}

/** Runs a write and turns the (location, date) unique violation into the spec's 409. */
export async function onDuplicateDate<T>(write: () => Promise<T>, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_DATE, field);
    throw error;
  }
}

export interface SpecialHoursChanges {
  create?: SpecialHoursInput[];
  update?: (SpecialHoursInput & { id: number })[];
  delete?: number[];
}

/**
 * Applies a location form's special-hours changes inside the caller's transaction: deletions, then updates,
 * then creates, each checked first (so the error names the entry). Any failure throws and the caller's
 * transaction, which also saves the location, rolls back.
 */
export async function applySpecialHoursChanges(
  trx: Kysely<Database>,
  location: { id: number; account_id: number },
  changes: SpecialHoursChanges,
  now: Date,
): Promise<void> {
  const prefix = 'special_hours_changes';
  const existing = await selectSpecialHours(trx).where('sh.location_id', '=', location.id).execute();
  const byId = new Map(existing.map((row) => [row.id, row]));
  const deletes = changes.delete ?? [];
  for (const id of deletes) if (!byId.has(id)) throw notFound('Special hours');
  const updates = (changes.update ?? []).map((patch, i) => {
    const row = byId.get(patch.id);
    if (!row) throw notFound('Special hours');
    if (deletes.includes(patch.id)) throw badRequest('Special hours cannot be updated and deleted together', `${prefix}.update.${i}.id`);
    return { id: patch.id, values: checkedEntry(merged(row, patch), now, `${prefix}.update.${i}.`), field: `${prefix}.update.${i}.start_date` };
  });
  const creates = (changes.create ?? []).map((entry, i) => ({
    values: checkedEntry(withDefaults(entry), now, `${prefix}.create.${i}.`),
    field: `${prefix}.create.${i}.start_date`,
  }));
  // The dates after the change must be distinct (the table's unique key, checked here to name the entry).
  const taken = new Map<string, number>();
  for (const row of existing) if (!deletes.includes(row.id)) taken.set(row.start_date, row.id);
  for (const u of updates) for (const [date, id] of taken) if (id === u.id) taken.delete(date);
  const dated: { id: number; date: string; field: string }[] = [
    ...updates.map((u) => ({ id: u.id, date: u.values.start_date, field: u.field })),
    ...creates.map((c) => ({ id: -1, date: c.values.start_date, field: c.field })),
  ];
  for (const change of dated) {
    if (taken.has(change.date)) throw conflict(DUPLICATE_DATE, change.field);
    taken.set(change.date, change.id);
  }
  if (deletes.length > 0) await trx.deleteFrom('special_hours').where('id', 'in', deletes).execute();
  for (const u of updates) {
    await onDuplicateDate(() => trx.updateTable('special_hours').set({ ...u.values, updated_at: now }).where('id', '=', u.id).execute(), u.field);
  }
  if (creates.length > 0) {
    await onDuplicateDate(
      () => trx.insertInto('special_hours')
        .values(creates.map((c) => ({ ...c.values, account_id: location.account_id, location_id: location.id, created_at: now, updated_at: now })))
        .execute(),
      creates[0]?.field ?? prefix,
    );
  }
}
