import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** One round trip to the database; rejects when it does not answer. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await sql`select 1`.execute(db);
}
