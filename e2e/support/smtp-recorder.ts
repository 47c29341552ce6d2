import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

export type RecordedMail = { from: string; to: string[]; raw: string; receivedAt: string };

/** A loopback SMTP server that appends every received message to a JSON file. */
export async function startSmtpRecorder(port: number, mailFile: string): Promise<SMTPServer> {
  fs.writeFileSync(mailFile, '[]');
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mails = JSON.parse(fs.readFileSync(mailFile, 'utf8')) as RecordedMail[];
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        fs.writeFileSync(mailFile, JSON.stringify(mails, null, 2));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // smtp-server emits a client's broken connection (the site's server stopped mid-session) on the server: not ours.
  server.on('error', () => undefined);
  return server;
}

export function readMails(mailFile: string): RecordedMail[] {
  try {
    return JSON.parse(fs.readFileSync(mailFile, 'utf8')) as RecordedMail[];
  } catch {
    return [];
  }
}
