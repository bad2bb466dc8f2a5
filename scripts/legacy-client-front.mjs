// The old web client's test bench (issue 33, docs/legacy-client-walk.md): the old client always
// calls `https://{REACT_APP_domain}`, so this serves its build over TLS, puts a TLS front before a
// running Jaliya, and catches Jaliya's mail in a local SMTP sink that the walk reads over HTTP.
//
//   LEGACY_CLIENT_BUILD=/path/to/old-client/build JALIYA_URL=http://127.0.0.1:3101 \
//     node scripts/legacy-client-front.mjs
//
// Env: LEGACY_CLIENT_BUILD (required), JALIYA_URL (http://127.0.0.1:3000), CLIENT_PORT (8443),
// API_PORT (8444), SMTP_PORT (2525), MAIL_PORT (8025), CERT_DIR (a temporary folder): a
// self-signed certificate for client.localhost and api.localhost is made there with openssl when
// it is missing. Start Jaliya with SMTP_URL=smtp://127.0.0.1:SMTP_PORT. Nothing here is secure:
// it is for a local test only and listens on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const env = process.env;
const build = env.LEGACY_CLIENT_BUILD;
if (!build || !existsSync(path.join(build, 'index.html'))) {
  console.error('LEGACY_CLIENT_BUILD must name the old client build folder (with index.html).');
  process.exit(2);
}
const jaliya = new URL(env.JALIYA_URL ?? 'http://127.0.0.1:3000');
const clientPort = Number(env.CLIENT_PORT ?? 8443);
const apiPort = Number(env.API_PORT ?? 8444);
const smtpPort = Number(env.SMTP_PORT ?? 2525);
const mailPort = Number(env.MAIL_PORT ?? 8025);
const certDir = env.CERT_DIR ?? path.join(tmpdir(), 'legacy-client-cert');

/** A self-signed certificate for the two local host names, made once. */
function certificate() {
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(certDir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:client.localhost,DNS:api.localhost,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain',
};

/** The old client's build as Netlify served it: a file if there is one, else index.html. */
function serveClient(request, response) {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'https://client').pathname);
  const wanted = path.normalize(path.join(build, pathname));
  const inside = wanted.startsWith(path.resolve(build));
  const file =
    inside && existsSync(wanted) && statSync(wanted).isFile() ? wanted : path.join(build, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

/** Passes a request on to Jaliya as it came, saying it came over https. */
function proxyToJaliya(request, response) {
  const upstream = http.request(
    {
      host: jaliya.hostname,
      port: jaliya.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-proto': 'https' },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`Jaliya did not answer: ${error.message}`);
  });
  request.pipe(upstream);
}

/** Every message Jaliya sent, newest last: {to, subject, text, date}. */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

/** `GET /messages?to=address` answers the messages sent to that address (all without `to`). */
function serveMail(request, response) {
  const url = new URL(request.url ?? '/', 'http://mail');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found));
}

const tls = certificate();
https.createServer(tls, serveClient).listen(clientPort, '127.0.0.1');
https.createServer(tls, proxyToJaliya).listen(apiPort, '127.0.0.1');
smtp.listen(smtpPort, '127.0.0.1');
http.createServer(serveMail).listen(mailPort, '127.0.0.1');
console.log(
  [
    `old client    https://client.localhost:${clientPort} (from ${build})`,
    `API front     https://api.localhost:${apiPort} -> ${jaliya.origin}`,
    `SMTP sink     smtp://127.0.0.1:${smtpPort} (messages at http://127.0.0.1:${mailPort}/messages?to=)`,
  ].join('\n'),
);
