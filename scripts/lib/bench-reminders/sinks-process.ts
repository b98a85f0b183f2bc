// The reminder benchmark's sinks, in their own process so they do not share the dispatcher's event loop: an
// SMTP server and a push service on loopback that accept everything, count it and throw it away. Unlike
// tests/support's sinks they neither keep, decrypt nor verify messages: they must cost next to nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FromSinks, SinkCounts, ToSinks } from './sink-protocol';

const PUSH_PATH = /^\/push\/[^/]+$/;

let counts: SinkCounts;
let recipients = new Set<string>();
let topics = new Set<string>();
reset();

function reset(): void {
  counts = { emails: 0, emailBytes: 0, recipients: 0, pushes: 0, pushBytes: 0, topics: 0 };
  recipients = new Set();
  topics = new Set();
}

function send(message: FromSinks): void {
  process.send?.(message);
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    stream.on('end', () => {
      counts.emails += 1;
      counts.emailBytes += bytes;
      for (const to of session.envelope.rcptTo) recipients.add(to.address);
      callback();
    });
  },
});
// A client that goes away mid-session is not the sink's problem.
smtp.on('error', () => {});

const push = http.createServer((req, res) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    if (req.method !== 'POST' || !PUSH_PATH.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    counts.pushes += 1;
    counts.pushBytes += bytes;
    const topic = req.headers.topic;
    if (typeof topic === 'string') topics.add(topic);
    res.writeHead(201).end();
  });
});
push.keepAliveTimeout = 60_000;

function listen(server: { listen(port: number, host: string, done: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

await Promise.all([listen(smtp), listen(push)]);

process.on('message', (message: ToSinks) => {
  if (message.type === 'reset') {
    reset();
    send({ type: 'reset' });
  } else {
    send({ type: 'counts', counts: { ...counts, recipients: recipients.size, topics: topics.size } });
  }
});
// The benchmark gone (finished, failed or killed): nothing left to sink.
process.on('disconnect', () => process.exit(0));

send({
  type: 'ready',
  smtpPort: (smtp.server.address() as AddressInfo).port,
  pushPort: (push.address() as AddressInfo).port,
});
