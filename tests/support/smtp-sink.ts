// A real SMTP server on loopback that keeps what it receives, for tests of the e-mails the app sends.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded, for matching codes and links. */
  decoded: string;
  subject: string;
  messageId: string;
  /** A header's value (unfolded), or '' when absent. */
  header(name: string): string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** While down, every message is refused with a temporary error (451), as a server in trouble does. */
  setDown(down: boolean): void;
  /** Each message is answered this long after it has arrived, as a slow server does (0: at once). */
  setSlowness(ms: number): void;
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (seq) =>
    Buffer.from(
      seq
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let down = false;
  let slowness = 0;
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!down) return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Kept once answered, as the client then counts it sent; not if the client has gone by then.
        setTimeout(() => {
          if (gone.has(session.id)) return;
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
            subject: decodeSubject(raw),
            messageId: headerOf(raw, 'Message-ID'),
            header: (name) => headerOf(raw, name),
          });
          callback();
        }, slowness);
      });
    },
    onClose(session) {
      gone.add(session.id);
    },
  });
  // A client killed mid-session resets its connection (the fault tests do it on purpose): not an error here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setDown: (value) => {
      down = value;
    },
    setSlowness: (ms) => {
      slowness = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
