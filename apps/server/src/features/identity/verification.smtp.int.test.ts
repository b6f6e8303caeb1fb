import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { signupBody } from '../../../test/factories';
import { client } from '../../../test/http';
import { decodeQuotedPrintable, verificationLinkIn } from '../../../test/mail';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (and wants a login). */
async function startSmtpServer() {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** The next mail (or the one received already). */
    next: () =>
      new Promise<Received>((resolve) => {
        const mail = received.shift();
        if (mail) resolve(mail);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const { app } = await buildTestApp({
  MAIL_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'CV Builder <no-reply@cv.example>',
  PUBLIC_URL: 'http://cv.example:8080',
});

describe('verification mail through SMTP', () => {
  it('delivers the signup mail (text and HTML), whose link verifies the account', async () => {
    const body = signupBody();
    const signup = await client(app).post('/api/auth/signup', body, { lang: 'de' });
    expect(signup.statusCode, signup.body).toBe(201);

    const mail = await smtp.next();
    expect(mail).toMatchObject({ from: 'no-reply@cv.example', to: [body.email], user: 'mailer' });
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toMatch(/^Subject: =\?UTF-8\?Q\?Best|^Subject: Bestätigen/m);
    expect(decoded).toContain('Content-Type: text/plain; charset=utf-8');
    expect(decoded).toContain('Content-Type: text/html; charset=utf-8');
    expect(decoded).toContain('Hallo Grace,');

    const link = verificationLinkIn(decoded);
    expect(link.origin).toBe('http://cv.example:8080');
    expect(link.pathname).toBe('/ui/account/verification');

    // The browser opens the page, which posts id and token: no session needed.
    const res = await client(app).post('/api/account/verification', {
      id: link.searchParams.get('id'),
      token: link.searchParams.get('token'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'VERIFIED' });

    const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const status = await client(app).get('/api/account/status', { cookie });
    expect(status.json()).toEqual({ status: 'VERIFIED' });
  });
});
