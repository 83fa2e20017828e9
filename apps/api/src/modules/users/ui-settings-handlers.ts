import type { Kysely } from 'kysely';
import type { Database, PreferenceType } from '../../db/schema.js';
import type { AuthContext, HandlerMap, OperationContext } from '../../http/handler-types.js';
import { requireSelf } from './self-only.js';

/** Stored as one user preference per user (name `default`), so it goes with the user's other preferences. */
const UI_SETTINGS: PreferenceType = 'ui_settings';
const NAME = 'default';

export interface UiSettings {
  toast_duration_ms: number | null;
}

function selectOwn(db: Kysely<Database>, auth: AuthContext) {
  return db
    .selectFrom('user_preferences')
    .select(['id', 'config'])
    .where('user_id', '=', auth.user.id)
    .where('account_id', '=', auth.user.accountId)
    .where('preference_type', '=', UI_SETTINGS);
}

function toWire(config: unknown): UiSettings {
  const value = (config as Record<string, unknown> | null)?.['toast_duration_ms'];
  return { toast_duration_ms: typeof value === 'number' ? value : null };
}

/** P4-075: null until the user stores a duration (the 4000 ms default of P4-074 applies). */
const getUiSettings = async (ctx: OperationContext<'getUiSettings'>) => {
  const auth = requireSelf(ctx);
  const row = await selectOwn(ctx.db, auth).executeTakeFirst();
  return toWire(row?.config ?? null);
};

const updateUiSettings = async (ctx: OperationContext<'updateUiSettings'>) => {
  const auth = requireSelf(ctx);
  const settings: UiSettings = { toast_duration_ms: ctx.body.toast_duration_ms };
  const config = JSON.stringify(settings);
  const now = ctx.services.now();
  const row = await selectOwn(ctx.db, auth).executeTakeFirst();
  if (row) {
    await ctx.db.updateTable('user_preferences').set({ config, updated_at: now }).where('id', '=', row.id).execute();
  } else {
    await ctx.db
      .insertInto('user_preferences')
      .values({ account_id: auth.user.accountId, user_id: auth.user.id, preference_type: UI_SETTINGS, name: NAME, config, created_at: now, updated_at: now })
      .execute();
  }
  return settings;
};

export const uiSettingsHandlers = { getUiSettings, updateUiSettings } satisfies HandlerMap;
