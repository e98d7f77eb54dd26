import { SMTPServer } from 'smtp-server';
import { freePort } from '../free-port';

/** A message as the test's mail server received it. */
export interface ReceivedMail {
  /** The envelope: who the client said it is from, and whom to deliver to. */
  mailFrom: string;
  rcptTo: string[];
  /** The header fields, unfolded, by lower-cased name. */
  headers: Map<string, string>;
  /** The body, its transfer encoding undone. */
  body: string;
}

/** How the server answers the next message to a recipient: taken, or refused with this SMTP reply. */
export type PlannedAnswer = { code: number; message: string };

export interface TestSmtpServer {
  /** The SMTP_URL that reaches it, with the credentials it takes. */
  url: string;
  received: ReceivedMail[];
  /** Every message to `to` it takes from now on is refused with `answer` at RCPT TO, `times` times. */
  refuse(to: string, answer: PlannedAnswer, times?: number): void;
  /** Stops listening (as a server that is down): connections are refused. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

const USER = 'tightlines';
const PASSWORD = 'secret-smtp-password';

/**
 * A real SMTP server on a loopback port, in the test's process (the `smtp-server` package): it
 * takes plain SMTP with AUTH PLAIN/LOGIN (no TLS), answers a queue id for each message, keeps what it
 * received, and refuses recipients as the test plans.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { answer: PlannedAnswer; times: number }>();
  let queued = 0;
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      closeTimeout: 1_000,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        const planned = refusals.get(address.address);
        if (!planned || planned.times <= 0) return callback();
        planned.times -= 1;
        return callback(
          Object.assign(new Error(planned.answer.message), { responseCode: planned.answer.code }),
        );
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          });
          queued += 1;
          callback(null, `Ok: queued as TEST${queued}`);
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = make();
      listening.on('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });
  await start();
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse: (to, answer, times = 1) => refusals.set(to.toLowerCase(), { answer, times }),
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const listening = server;
        server = null;
        if (!listening) return resolve();
        listening.close(() => resolve());
      }),
  };
}

/** Header fields and body of a message; the body's quoted-printable or base64 encoding undone. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? Buffer.from(
          encoded
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}
