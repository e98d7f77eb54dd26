import { createTransport } from 'nodemailer';

/** One outbox mail as the mail server is handed it. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  /** The one-click unsubscribe address, sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe: string | null;
}

/** What the mail server answered when it took a mail. */
export interface Accepted {
  /** The Message-ID header it went with. */
  messageId: string;
  /** The server's reply line, which names its own queue id ("250 2.0.0 Ok: queued as 4Xb…"). */
  response: string;
}

/** Hands mail to a mail server. Throws on a failure; `isPermanentRefusal` tells which failures are final. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<Accepted>;
  close(): void;
}

/** Short enough that a delivery run that hangs on a dead server ends well inside its claim. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** The domain of MAIL_FROM's address, for the Message-IDs we make. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * The headers of a mail its reader may turn off in one click (RFC 8058): the mail reader POSTs
 * `List-Unsubscribe=One-Click` to the address, which works without signing in.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The SMTP driver: `smtp://user:password@host:587` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start), every mail from `from`. The Message-ID is made of the outbox
 * row's id, so a mail sent again by hand (`admin mail retry`) carries the same one.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transport = createTransport(
    {
      url,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from },
  );
  const domain = domainOf(from);
  return {
    async send(mail) {
      const info = await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        date: mail.createdAt,
        messageId: `<${mail.id}@${domain}>`,
        headers: mail.listUnsubscribe ? unsubscribeHeaders(mail.listUnsubscribe) : {},
      });
      return { messageId: info.messageId, response: info.response };
    },
    close: () => transport.close(),
  };
}

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * A refusal of this mail that sending again will not change: a 5xx answer to its envelope or its
 * content (a recipient the server does not take, a message it rejects). Everything else is
 * temporary and retried: a 4xx, a refused or lost connection, a timeout, and a refused login (our
 * settings, not the mail, are wrong, and mail waits for them to be put right).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/** One line saying why a mail was not taken, for the outbox and the administrator. */
export function failureReason(error: unknown): string {
  const { code } = (error ?? {}) as SmtpFailure;
  const message = error instanceof Error ? error.message : String(error);
  const response = (error as { response?: unknown } | null)?.response;
  const detail = typeof response === 'string' && !message.includes(response) ? `: ${response}` : '';
  return `${typeof code === 'string' ? `${code} ` : ''}${message}${detail}`
    .replace(/\s+/g, ' ')
    .slice(0, 1000);
}
