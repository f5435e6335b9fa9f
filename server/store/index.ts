import type { CommitPlace } from './commit-placement';
import { PostgresStore } from './postgres';
import { SqliteStore } from './sqlite';
import type { Store } from './types';

export type * from './types';
export { LEADERBOARD_KINDS } from './types';
export { COMMIT_PLACES, type CommitPlace } from './commit-placement';

/**
 * The store a deployment configures: PostgreSQL when `databaseUrl` is set (every process of a
 * cluster shares it), else the SQLite file at `sqlitePath` (one process).
 */
export async function openStore(config: { databaseUrl?: string; sqlitePath: string; sqliteCommits?: CommitPlace }): Promise<Store> {
  if (config.databaseUrl) return PostgresStore.open(config.databaseUrl);
  return SqliteStore.open(config.sqlitePath, config.sqliteCommits);
}
