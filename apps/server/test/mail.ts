import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable (soft line breaks, =XX bytes) of a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The verification link of a decoded mail, as its text part shows it. */
export function verificationLinkIn(mail: string): URL {
  const match = /https?:\/\/\S+\/ui\/account\/verification\?id=[\w-]+&token=[\w-]+/.exec(mail);
  if (!match) throw new Error(`no verification link in mail:\n${mail}`);
  return new URL(match[0]);
}

/** The messages in DATA_DIR/outbox, oldest first, decoded. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .sort()
      .map(async (file) => decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'))),
  );
}

/** The mails in the outbox sent to `address`. */
export async function mailsTo(dataDir: string, address: string): Promise<string[]> {
  const mails = await outboxMails(dataDir);
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return mails.filter((mail) => new RegExp(`^To: ${escaped}$`, 'mi').test(mail));
}

/**
 * The mails to `address` once there are `count` of them: security mails go
 * out after the answer, so a test waits for them (at most five seconds).
 */
export async function waitForMails(dataDir: string, address: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(dataDir, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}
