import { create as contentDisposition } from 'content-disposition';
import type { CvDataInput } from '@cv/shared';

/**
 * The download's name, `<First>-<Last>-CV.pdf`, and the Content-Disposition
 * header that carries it: an ASCII fallback for old clients plus the exact
 * UTF-8 name (RFC 6266 / RFC 8187) for everyone else.
 */

export function cvFileName(person: CvDataInput['person']): string {
  const parts = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const name = parts.length ? parts : [person.displayName?.trim() ?? ''];
  const base = name
    .join(' ')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-');
  return base ? `${base}-CV.pdf` : 'CV.pdf';
}

/** "Schäfer" -> "Schaefer"-like ASCII: accents dropped, ß spelled out, the rest removed. */
export function asciiFileName(name: string): string {
  const ascii = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-(?=\.pdf$)/g, '');
  return ascii === '.pdf' || ascii === '' ? 'CV.pdf' : ascii;
}

/**
 * The attachment header with the exact name and our ASCII fallback (the
 * library's own would be "J?rg-Wei?-CV.pdf").
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: asciiFileName(fileName) });
}
