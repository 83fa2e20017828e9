import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * Wraps a dialect so `onCommit` runs after every committed transaction. The caches drop entries when a write
 * statement runs, but on PostgreSQL another connection can still read the rows as they were until the
 * writer commits, and cache that; dropping the recently written tables again at commit closes the gap.
 */
export function withCommitHook(dialect: Dialect, onCommit: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      // Only commit changes; every other call goes to the driver itself, bound so `this` stays the driver.
      return new Proxy(driver, {
        get(target, key, receiver) {
          if (key === 'commitTransaction') {
            return async (connection: DatabaseConnection) => {
              await target.commitTransaction(connection);
              onCommit();
            };
          }
          const value: unknown = Reflect.get(target, key, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
}
