import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3226);
export const MAIL_DIR = path.join(tmpdir(), `jaliya-e2e-mail-${SMTP_PORT}`);

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

/** Global set-up: a real SMTP server that writes each message it receives to MAIL_DIR as JSON. */
export default async function startMailCapture() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((message) => {
        const groups = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
        const stored: StoredMail = {
          to: groups.flatMap((group) => group.value.map((entry) => entry.address ?? '')),
          subject: message.subject ?? '',
          text: message.text ?? '',
        };
        // Written aside, then renamed: a reader never sees a half-written message.
        const file = path.join(MAIL_DIR, `${Date.now()}-${++count}.json`);
        writeFileSync(`${file}.partial`, JSON.stringify(stored));
        renameSync(`${file}.partial`, file);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Waits for a message to an address whose subject matches, and returns its text. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as StoredMail;
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail for ${to} (${subject}) within ${timeoutMs} ms`);
}

/** Waits for a message like waitForMail and returns the 6-digit code in it. */
export async function waitForCode(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const text = await waitForMail(to, subject, timeoutMs);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code in the mail for ${to}`);
  return code;
}
