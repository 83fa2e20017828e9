/**
 * The target score settings of an account (features.md section 3, F3-043; docs/scoring.md): six targets, each
 * with its weight. One row per account, written only when an admin sets them; without a row the product's
 * defaults apply (DEFAULT_TARGETS of `@locus/scoring/formula`), so the defaults can improve without rewriting rows.
 */
import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const TARGETS = ['avg_rating', 'total_reviews', 'response_rate', 'response_time', 'owner_photos_count', 'll_sync_ratio'] as const;

export const locationCustomTargetsMigration: Migration = {
  async up(db: AnyDb) {
    let table = db.schema
      .createTable('location_custom_targets')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'));
    for (const target of TARGETS) {
      table = table
        .addColumn(target, 'double precision', (c) => c.notNull())
        .addColumn(`${target}_weight`, 'double precision', (c) => c.notNull());
    }
    await table
      .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('location_custom_targets').ifExists().execute();
  },
};
