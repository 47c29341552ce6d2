import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * How a delivered mail left (issue 35, decision 107): 'smtp' when an SMTP server accepted it, 'log' when no SMTP
 * server was configured and the mail was only written to the log. NULL for mails delivered before this column (not
 * known) and for those not delivered yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['inquiries', 'mail_outbox']) {
    await db.schema.alterTable(table).addColumn('sent_by', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['inquiries', 'mail_outbox']) {
    await db.schema.alterTable(table).dropColumn('sent_by').execute();
  }
}
