import type { DbOrTx } from '../../db/database';
import { pingDatabase } from './health-repository';

/** Whether the database answers a query now. */
export async function databaseIsUp(db: DbOrTx): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}
