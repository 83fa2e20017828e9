/** What both export calls (a file now, a schedule) check and write the same way. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../http/handler-types.js';
import { badRequest, forbidden, HttpError } from '../../http/http-error.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { Values } from '../../http/query-values.js';
import { EXPORT_SOURCES } from '../../jobs/export-sources.js';

/** Where links in e-mails point: the configured PUBLIC_URL, never the request's Host header. */
export function requestOrigin(ctx: RequestContext): string {
  return ctx.services.publicUrl;
}

/** Checks an export's filters now, so a bad one is a 400 naming it (`filters.rating`) instead of a failed export later. */
export function validateExportFilters(resource: string, filters: Values, accountId: number): void {
  try {
    EXPORT_SOURCES[resource]?.validate(filters, accountId);
  } catch (error) {
    if (error instanceof HttpError && error.field !== undefined) throw badRequest(error.message, `filters.${error.field}`);
    throw error;
  }
}

/** The account settings the export needs (the source's, and those its filters ask for): 403 when one is off. */
export async function assertExportSettings(db: Kysely<Database>, resource: string, filters: Values, accountId: number): Promise<void> {
  const source = EXPORT_SOURCES[resource];
  if (!source) return;
  for (const code of [...(source.requiresSetting ? [source.requiresSetting] : []), ...(source.settingsFor?.(filters) ?? [])]) {
    if (!(await settingIsOn(db, accountId, code))) throw forbidden(`The ${code} setting is off for this account`);
  }
}

/** What the source checks in the database (a microsurvey export's resource_id is the account's): 400 naming it. */
export async function checkExportFilters(db: Kysely<Database>, resource: string, filters: Values, accountId: number): Promise<void> {
  await EXPORT_SOURCES[resource]?.checkFilters?.(db, filters, accountId);
}

/** Exports one user may have waiting or running at once: one user cannot fill the queue for everyone. */
export const MAX_QUEUED_EXPORTS_PER_USER = 5;
