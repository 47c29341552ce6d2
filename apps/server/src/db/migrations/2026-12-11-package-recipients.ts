import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * The people a package was sent to (issue 37, decision 118): each with their own link (a token as secret as the
 * package's), language, and when it was sent, revoked and reminded before the package closes. Openings and picks name the recipient whose link was used
 * (NULL: the package's own link), and openings the kind of device. A pick holds the client's status (shortlist,
 * select, decline, none; NULL for picks before: picked says shortlist or none). A package has an English title
 * beside its own, and the booker's name, phone and e-mail for the client's page. A queued notification may go to someone other
 * than the agency (to_address: a recipient's package mail); one still waiting to go can be rewritten by the next of
 * its batch (batch_key: a client's answers on a package, gathered into one mail).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('package_recipients')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('reminded_at', 'text')
    .execute();
  await db.schema.createIndex('package_recipients_package').on('package_recipients').columns(['package_id']).execute();
  await db.schema.createIndex('package_recipients_sender').on('package_recipients').columns(['sent_by', 'sent_at']).execute();
  for (const table of ['package_views', 'package_picks']) {
    await db.schema
      .alterTable(table)
      .addColumn('recipient_id', 'integer', (c) => c.references('package_recipients.id').onDelete('set null'))
      .execute();
  }
  await db.schema.alterTable('package_views').addColumn('device', 'text').execute();
  await db.schema.alterTable('package_picks').addColumn('status', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('to_address', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('batch_key', 'text').execute();
  for (const column of PACKAGE_COLUMNS) await db.schema.alterTable('packages').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
}

const PACKAGE_COLUMNS = ['title_en', 'booker_name', 'booker_phone', 'booker_email'];

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of PACKAGE_COLUMNS) await db.schema.alterTable('packages').dropColumn(column).execute();
  await db.schema.alterTable('mail_outbox').dropColumn('batch_key').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('to_address').execute();
  await db.schema.alterTable('package_picks').dropColumn('status').execute();
  await db.schema.alterTable('package_views').dropColumn('device').execute();
  for (const table of ['package_views', 'package_picks']) await db.schema.alterTable(table).dropColumn('recipient_id').execute();
  await db.schema.dropTable('package_recipients').execute();
}
