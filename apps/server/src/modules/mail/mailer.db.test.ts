import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { Mailer } from './mailer';
import { OutboxRepository } from './outbox.repository';

const silent = pino({ level: 'silent' });
const DAY_MS = 86_400_000;

describe.skipIf(isEngineUnavailable())(`mail outbox (${testEngine})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailer = (now?: () => Date) =>
    new Mailer(new OutboxRepository(t.db), silent, {
      smtpUrl: smtp.url,
      from: 'Test <t@example.org>',
      retentionMs: 7 * DAY_MS,
      ...(now ? { now } : {}),
    });
  const outboxRow = (to: string) =>
    t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
  const message = (to: string, text = 'Your code is 123456') => ({
    to,
    subject: 'Hello',
    text,
    html: `<p>${text}</p>`,
  });

  it('writes codes to the log without SMTP_URL only where that is safe, and says so at start-up', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const withoutSmtp = (logBodies: boolean) =>
      new Mailer(new OutboxRepository(t.db), log, {
        smtpUrl: undefined,
        from: 'Test <t@example.org>',
        retentionMs: DAY_MS,
        logBodies,
      });
    // On a developer's machine (http): the code is in the log, and a banner says mail is not sent.
    const local = withoutSmtp(true);
    await local.send(message(`local-${Date.now()}@example.org`, 'Your code is 246810'));
    await local.deliverDue();
    await local.stop();
    expect(lines.join('\n')).toContain('246810');
    expect(local.startupNotice()).toMatch(/E-MAIL IS NOT SENT/);
    // A site served over HTTPS never writes one, and says loudly that nothing is delivered.
    lines.length = 0;
    const served = withoutSmtp(false);
    await served.send(message(`served-${Date.now()}@example.org`, 'Your code is 135790'));
    await served.deliverDue();
    await served.stop();
    expect(lines.join('\n')).not.toContain('135790');
    expect(lines.join('\n')).toContain('SMTP_URL is not set');
    expect(served.startupNotice()).toMatch(/none are written to the log/);
    expect(mailer().startupNotice()).toBeUndefined();
  });

  it('sends every message once when two servers deliver from one database at the same time', async () => {
    const outbox = new OutboxRepository(t.db);
    const batch = `pair-${Date.now()}`;
    for (let index = 0; index < 25; index++)
      await outbox.insert(message(`${batch}-${index}@example.org`), new Date());
    const [first, second] = [mailer(), mailer()];
    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);
    await Promise.all([first.stop(), second.stop()]);
    const received = smtp.messages
      .flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []))
      .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
      .filter((address) => address.startsWith(batch));
    expect(received).toHaveLength(25);
    expect(new Set(received).size).toBe(25);
  });

  it('keeps no code in the table once a message has left, and prunes finished rows after the retention time', async () => {
    const to = `blank-${Date.now()}@example.org`;
    const sender = mailer();
    await sender.send(message(to, 'Your code is 654321'));
    await sender.deliverDue();
    await sender.stop();
    const row = await outboxRow(to);
    expect(row.status).toBe('sent');
    expect(`${row.text_body}${row.html_body}`).not.toContain('654321');

    const later = mailer(() => new Date(Date.now() + 8 * DAY_MS));
    await later.tidy();
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).toEqual([]);
  });

  it('discards a message whose code expired before it could be sent, instead of sending it late', async () => {
    const to = `late-${Date.now()}@example.org`;
    await new OutboxRepository(t.db).insert(
      { ...message(to, 'Your code is 111222'), discardAfter: new Date(Date.now() - 1000) },
      new Date(),
    );
    const sender = mailer();
    await sender.deliverDue();
    await sender.stop();
    const row = await outboxRow(to);
    expect(row.status).toBe('discarded');
    expect(row.text_body).toBe('');
    expect(smtp.messages.some((mail) => mail.text?.includes('111222'))).toBe(false);
  });

  it('takes back a message whose server died holding it, once the lease ends', async () => {
    const to = `lease-${Date.now()}@example.org`;
    const outbox = new OutboxRepository(t.db);
    await outbox.insert(message(to), new Date());
    // A server claims it and dies without sending.
    const claimed = await outbox.claimDue(new Date(), new Date(Date.now() + 60_000), 100);
    expect(claimed.some((row) => row.to_address === to)).toBe(true);
    expect(
      (await outbox.claimDue(new Date(), new Date(Date.now() + 60_000), 100)).some(
        (row) => row.to_address === to,
      ),
    ).toBe(false);
    const afterLease = mailer(() => new Date(Date.now() + 61_000));
    await afterLease.deliverDue();
    await afterLease.stop();
    await smtp.nextMessageTo(to);
  });

  it('on stop, finishes the message it is sending and gives back at once those it claimed but had not tried', async () => {
    // An SMTP server that takes a while over each message, so the stop comes mid-batch.
    let received = 0;
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        received++;
        stream.resume();
        stream.on('end', () => setTimeout(callback, 300));
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = slow.server.address() as AddressInfo;
      // Nothing else due, so the batch is these five.
      const flush = mailer();
      await flush.deliverDue();
      await flush.stop();
      const batch = `stop-${Date.now()}`;
      const outbox = new OutboxRepository(t.db);
      for (let index = 0; index < 5; index++)
        await outbox.insert(message(`${batch}-${index}@example.org`), new Date());
      const stopping = new Mailer(outbox, silent, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Test <t@example.org>',
        retentionMs: DAY_MS,
      });
      const run = stopping.deliverDue();
      await vi.waitFor(() => expect(received).toBe(1), { timeout: 5000, interval: 10 });
      await stopping.stop();
      await run;
      const rows = await t.db
        .selectFrom('outbox')
        .select(['to_address', 'status', 'attempts', 'next_attempt_at'])
        .where('to_address', 'like', `${batch}-%`)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending', 'pending', 'pending']);
      // Given back untried and due now, not held for the five-minute lease.
      for (const row of rows.slice(1)) {
        expect(row.attempts).toBe(0);
        expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
      }
      // A message stored while stopped waits for the next server instead of being tried.
      await stopping.send(message(`${batch}-late@example.org`));
      expect((await outboxRow(`${batch}-late@example.org`)).status).toBe('pending');
      expect(received).toBe(1);

      // Another server sends the rest, each once.
      const next = mailer();
      await next.deliverDue();
      await next.stop();
      for (let index = 1; index < 5; index++) await smtp.nextMessageTo(`${batch}-${index}@example.org`);
      await smtp.nextMessageTo(`${batch}-late@example.org`);
      const toBatch = smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(batch));
      expect(toBatch).toHaveLength(5);
      expect(JSON.stringify(toBatch)).not.toContain(`${batch}-0@`);
    } finally {
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
