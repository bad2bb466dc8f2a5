import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mail-templates';
import type { OutboxRepository } from './outbox.repository';

/** Tries per message before it is marked failed: with the back-off below, about 16 hours of retries. */
export const MAIL_MAX_ATTEMPTS = 12;
const BATCH_SIZE = 20;
const RETRY_EVERY_MS = 30_000;
/** How long one server may hold a claimed message before another may try it. */
const LEASE_MS = 5 * 60_000;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Finished messages (delivered, failed, discarded) are deleted this long after they were made. */
  retentionMs: number;
  /**
   * Without SMTP_URL, whether a message's text (one-time codes, links) goes into the log, so a
   * developer can read it. Never on a site served over HTTPS: a real deployment's log is no
   * place for codes that open accounts.
   */
  logBodies?: boolean;
  now?: () => Date;
}

/**
 * Outgoing mail through an outbox table: a message is stored first, then delivered, and retried
 * with back-off when the SMTP server fails, so an outage loses nothing. Each server claims the
 * rows it sends, so several servers on one database never send a message twice. Without
 * SMTP_URL the message is written to the log instead (development: read codes without a mail
 * server). Bodies are blanked once a message has left; finished rows are pruned.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly now: () => Date;
  private delivering: Promise<void> | undefined;
  private isRunRequested = false;
  private isStopping = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    this.now = options.now ?? (() => new Date());
  }

  /** What to say, at start-up, about where mail goes; nothing when it is sent by SMTP. */
  startupNotice(): string | undefined {
    if (this.transport) return undefined;
    const bar = '='.repeat(78);
    return (this.options.logBodies ?? true)
      ? `\n${bar}\n  E-MAIL IS NOT SENT: SMTP_URL is not set.\n  Every message, one-time codes included, is written to this log instead.\n  Fine on your own machine; set SMTP_URL before anyone else uses the site.\n${bar}`
      : `\n${bar}\n  E-MAIL IS NOT SENT: SMTP_URL is not set, and this site is served over HTTPS.\n  Nobody receives codes, notices or newsletters, and none are written to the log.\n  Set SMTP_URL.\n${bar}`;
  }

  /**
   * Stores a message and starts delivering it; resolves once it is safely in the outbox. Once the
   * mailer is stopping, the message waits there for the next server (or this one's next start).
   */
  async send(message: MailMessage): Promise<void> {
    await this.outbox.insert(message, this.now());
    void this.deliverDue();
  }

  /**
   * Delivers every due message. Calls during a run share it, and make it look again when it
   * ends, so a message stored meanwhile is not left for the retry timer.
   */
  deliverDue(): Promise<void> {
    if (this.isStopping) return this.delivering ?? Promise.resolve();
    this.isRunRequested = true;
    this.delivering ??= (async () => {
      while (this.isRunRequested) {
        this.isRunRequested = false;
        await this.deliverBatches();
      }
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery run failed'))
      .finally(() => {
        this.delivering = undefined;
      });
    return this.delivering;
  }

  /** Retries failed deliveries and tidies the outbox in the background until `stop()`. */
  start(): void {
    const run = () => {
      void this.deliverDue();
      void this.tidy().catch((error: unknown) => this.log.error({ err: error }, 'outbox tidy-up failed'));
    };
    run();
    this.timer = setInterval(run, RETRY_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Stops delivering without losing a claimed message: the one being sent is finished (and marked
   * sent or failed), those claimed but not yet tried are given back at once for any server, and
   * nothing more is claimed. Resolves when the run in progress has ended.
   */
  async stop(): Promise<void> {
    this.isStopping = true;
    clearInterval(this.timer);
    await this.delivering;
    this.transport?.close();
  }

  /** Discards messages that are no longer useful and deletes finished ones past retention. */
  async tidy(): Promise<void> {
    const now = this.now();
    await this.outbox.discardExpired(now);
    await this.outbox.pruneFinished(new Date(now.getTime() - this.options.retentionMs));
  }

  /** Erases every message about an account (account deletion). */
  eraseFor(userId: number, email: string): Promise<void> {
    return this.outbox.eraseFor(userId, email);
  }

  private async deliverBatches(): Promise<void> {
    for (;;) {
      const now = this.now();
      await this.outbox.discardExpired(now);
      if (this.isStopping) return;
      const claimed = await this.outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
      for (const [index, message] of claimed.entries()) {
        if (this.isStopping) {
          await this.outbox.release(
            claimed.slice(index).map((left) => left.id),
            this.now(),
          );
          return;
        }
        await this.deliver(message);
      }
      if (claimed.length < BATCH_SIZE) return;
    }
  }

  private async deliver(message: Awaited<ReturnType<OutboxRepository['claimDue']>>[number]): Promise<void> {
    const attempts = message.attempts + 1;
    if (!this.transport) {
      if (this.options.logBodies ?? true)
        this.log.info(
          { mail: { to: message.to_address, subject: message.subject, text: message.text_body } },
          'mail (no SMTP_URL set; not sent)',
        );
      else this.log.error({ outboxId: message.id }, 'mail NOT SENT: SMTP_URL is not set');
      await this.outbox.markDelivered(message.id, 'logged', attempts, this.now());
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        ...(message.headers ? { headers: JSON.parse(message.headers) as Record<string, string> } : {}),
      });
      await this.outbox.markDelivered(message.id, 'sent', attempts, this.now());
    } catch (error) {
      const isLastTry = attempts >= MAIL_MAX_ATTEMPTS;
      const backoffMs = Math.min(2 ** attempts * 15_000, 3_600_000 * 8);
      if (isLastTry)
        this.log.error({ err: error, outboxId: message.id, attempts }, 'mail delivery failed; giving up');
      else this.log.warn({ err: error, outboxId: message.id, attempts }, 'mail delivery failed; will retry');
      await this.outbox.markFailed(message.id, {
        attempts,
        error: String(error),
        retryAt: isLastTry ? null : new Date(this.now().getTime() + backoffMs),
      });
    }
  }
}
