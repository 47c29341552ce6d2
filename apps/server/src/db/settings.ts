import type { DbOrTx } from './database';

/** One site setting's stored text (the `settings` table: key and value), undefined when never set. */
export async function readSetting(dbOrTx: DbOrTx, key: string): Promise<string | undefined> {
  const row = await dbOrTx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(dbOrTx: DbOrTx, key: string, value: string): Promise<void> {
  const updated = await dbOrTx.updateTable('settings').set({ value }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await dbOrTx.insertInto('settings').values({ key, value }).execute();
}
