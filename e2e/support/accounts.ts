import { expect, type APIRequestContext } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's data directory of this run: playwright.config.ts creates it
 * and hands it to the server as DATA_DIR and to every worker through the
 * environment. Mails land in its outbox/ as one .eml file each.
 */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user no other test (or earlier run against the same server) has. */
export function buildUser(prefix = 'e2e'): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    username: `${prefix}-${id}`,
    email: `${prefix}-${id}@example.test`,
    password: 'Secret-pass-1!',
  };
}

/**
 * A client address of its own for X-Forwarded-For (the e2e server trusts the
 * header): the server rate-limits signups per IP, and a whole suite signing up
 * from 127.0.0.1 would run into the limit.
 */
export function testClientIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Creates the account through the API (UNVERIFIED). With the page's
 * `request` the session cookies land in the browser; with the `request`
 * fixture they do not.
 */
export async function signUpByApi(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/auth/signup', {
    data: { ...user, confirmPassword: user.password },
    headers: { 'X-Forwarded-For': testClientIp() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function newestMailTo(email: string): Promise<string | undefined> {
  const outbox = path.join(dataDir(), 'outbox');
  let names: string[];
  try {
    names = await readdir(outbox);
  } catch {
    return undefined;
  }
  // File names start with the ISO time: the last one sorts newest. Tests run
  // in parallel, so the newest mail *to this address* is the one wanted.
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(outbox, name), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (to.toLowerCase().includes(email.toLowerCase())) return raw;
  }
  return undefined;
}

/** Verifies the account with the link of its newest mail, without a browser. */
export async function verifyByApi(request: APIRequestContext, email: string) {
  const link = new URL(await verificationLinkFor(email));
  const response = await request.post('/api/account/verification', {
    data: { id: link.searchParams.get('id'), token: link.searchParams.get('token') },
    // Verifications are rate-limited per address too.
    headers: { 'X-Forwarded-For': testClientIp() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The verification link of the newest mail to `email`, exactly as the mail
 * has it. Waits for it: the mail may be written after the signup answers.
 */
export async function verificationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const raw = await newestMailTo(email);
        const text = raw ? decodeQuotedPrintable(raw).replace(/&amp;/g, '&') : '';
        link = /https?:\/\/[^\s"'<>]+\/ui\/account\/verification\?[^\s"'<>]+/.exec(text)?.[0];
        return link;
      },
      { message: `a verification mail to ${email} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
