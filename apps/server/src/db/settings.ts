import type { DbOrTx } from './database';

/** One site setting's stored text (the `settings` table: key and value), undefined when never set. */
export async function readSetting(dbOrTx: DbOrTx, key: string): Promise<string | undefined> {
  const row = await dbOrTx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** One statement, so two first writes of a key at once never both insert it. */
export async function writeSetting(dbOrTx: DbOrTx, key: string, value: string): Promise<void> {
  await dbOrTx
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
