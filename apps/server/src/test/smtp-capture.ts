import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps every message it receives, parsed. */
export async function startSmtpCapture() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for a message to an address, after the first `since` messages, whose subject matches. */
  async function nextMessageTo(
    address: string,
    since = 0,
    subject: RegExp = /./,
    timeoutMs = 5000,
  ): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.slice(since).find((message) => {
        const to = Array.isArray(message.to) ? message.to : message.to ? [message.to] : [];
        return (
          subject.test(message.subject ?? '') &&
          to.some((group) => group.value.some((entry) => entry.address === address))
        );
      });
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No message to ${address} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMessageTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a message's text. */
export function codeIn(message: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
  if (!code) throw new Error(`No code in: ${message.text}`);
  return code;
}
