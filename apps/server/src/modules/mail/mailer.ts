import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';
import type { MailMessage } from './mail-templates';

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const RETRY_EVERY_MS = 30_000;

/**
 * Outgoing mail through an outbox table: a message is stored first, then delivered, and retried
 * with back-off when the SMTP server fails, so an outage loses nothing. Without SMTP_URL the
 * message is written to the log instead (development: read codes without a mail server).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private delivering: Promise<void> | undefined;
  private isRunRequested = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Stores a message and starts delivering it; resolves once it is safely in the outbox. */
  async send(message: MailMessage): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    void this.deliverDue();
  }

  /**
   * Delivers every due message. Calls during a run share it, and make it look again when it
   * ends, so a message stored meanwhile is not left for the retry timer.
   */
  deliverDue(): Promise<void> {
    this.isRunRequested = true;
    this.delivering ??= (async () => {
      while (this.isRunRequested) {
        this.isRunRequested = false;
        await this.deliverBatch();
      }
    })().finally(() => {
      this.delivering = undefined;
    });
    return this.delivering;
  }

  /** Retries failed deliveries in the background until `stop()`. */
  start(): void {
    this.timer = setInterval(() => void this.deliverDue(), RETRY_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.delivering;
    this.transport?.close();
  }

  private async deliverBatch(): Promise<void> {
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date().toISOString())
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    for (const message of due) {
      const now = new Date();
      if (!this.transport) {
        this.log.info(
          { mail: { to: message.to_address, subject: message.subject, text: message.text_body } },
          'mail (no SMTP_URL set; not sent)',
        );
        await this.db
          .updateTable('outbox')
          .set({ status: 'logged', sent_at: now.toISOString() })
          .where('id', '=', message.id)
          .execute();
        continue;
      }
      try {
        await this.transport.sendMail({
          from: this.from,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          ...(message.headers ? { headers: JSON.parse(message.headers) as Record<string, string> } : {}),
        });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: now.toISOString(), attempts: message.attempts + 1 })
          .where('id', '=', message.id)
          .execute();
      } catch (error) {
        const attempts = message.attempts + 1;
        const backoffMs = Math.min(2 ** attempts * 15_000, 3_600_000);
        this.log.warn({ err: error, outboxId: message.id, attempts }, 'mail delivery failed; will retry');
        await this.db
          .updateTable('outbox')
          .set({
            attempts,
            last_error: String(error).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            next_attempt_at: new Date(now.getTime() + backoffMs).toISOString(),
          })
          .where('id', '=', message.id)
          .execute();
      }
    }
    if (due.length === BATCH_SIZE) await this.deliverBatch();
  }
}
