import {
  LETTER_WORDS,
  contactAddressLine,
  proposedSalutation,
  type CvData,
  type Letter,
  type Locale,
} from '@cv/shared';
import { translator } from '../../http/i18n';
import { fullName, toTextBlocks, type TextBlock } from '../cv-engine/cv-document';

/**
 * A letter as it prints: every line worked out from what the owner wrote, the
 * profile (the sender) and the conventions of the letter's language. The PDF
 * (`letter.typ`), Word, Markdown and the checks all read this one form, so
 * they carry the same text.
 */
export interface PrintedLetter {
  lang: Locale;
  /** DIN 5008 form of a German letter; null for an English one. */
  form: 'A' | 'B' | null;
  title: string;
  sender: {
    name: string;
    /** The chosen sender lines, in print order: address, phone, e-mail, website. */
    details: {
      kind: 'address' | 'phone' | 'email' | 'website';
      text: string;
      url: string | null;
    }[];
    /** DIN 5008's return address line above the recipient: "Name · Street · Postcode City". */
    returnLine: string;
  };
  recipient: string[];
  /** "Berlin, 27. November 2026" / "27 November 2026". */
  date: string;
  subject: string | null;
  salutation: string;
  /** The body as written (the formatted-text subset) and as blocks. */
  body: string;
  bodyBlocks: TextBlock[];
  closing: string;
  /** The typed name under the closing; null when the letter signs with nothing. */
  signatureName: string | null;
  signatureImage: boolean;
  enclosures: { label: string; text: string } | null;
}

const DATE_LOCALES = { de: 'de-DE', en: 'en-GB', 'en-US': 'en-US' } as const;

/** "27. November 2026", "27 November 2026", or on US Letter "November 27, 2026". */
export function formatLetterDate(iso: string, lang: Locale, paper: 'a4' | 'letter'): string {
  const locale =
    lang === 'de' ? DATE_LOCALES.de : paper === 'letter' ? DATE_LOCALES['en-US'] : DATE_LOCALES.en;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The letter's date: the one written, else the day it was sent, else today (UTC). */
export function letterDate(letter: Letter, today: Date): string {
  if (letter.content.date) return letter.content.date;
  return (letter.sentAt ? new Date(letter.sentAt) : today).toISOString().slice(0, 10);
}

function senderAddress(person: CvData['person']): { street: string; city: string } {
  const address = person.address;
  const street = [address?.street, address?.houseNumber].filter(Boolean).join(' ').trim();
  const city = [address?.postcode, address?.city].filter(Boolean).join(' ').trim();
  return { street, city: city || person.location?.trim() || '' };
}

export function printLetter(letter: Letter, data: CvData, today = new Date()): PrintedLetter {
  const { lang, paper, form } = letter.settings;
  const { content } = letter;
  const words = LETTER_WORDS[lang];
  const t = translator(lang);
  const name = fullName(data.person);
  const { street, city } = senderAddress(data.person);
  const address = [street, city].filter(Boolean).join(', ');
  const details: PrintedLetter['sender']['details'] = [];
  if (content.sender.address && address)
    details.push({ kind: 'address', text: address, url: null });
  const phone = data.person.phone?.trim();
  if (content.sender.phone && phone) {
    details.push({ kind: 'phone', text: phone, url: `tel:${phone.replace(/[^\d+]/g, '')}` });
  }
  const email = data.person.email?.trim();
  if (content.sender.email && email)
    details.push({ kind: 'email', text: email, url: `mailto:${email}` });
  if (content.sender.website && data.website) {
    details.push({
      kind: 'website',
      text: data.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      url: data.website,
    });
  }

  const r = content.recipient;
  const recipient = [
    r.company,
    r.department,
    contactAddressLine(r, lang),
    r.street,
    [r.postcode, r.city].filter(Boolean).join(' '),
    r.country,
  ].filter((line): line is string => Boolean(line?.trim()));

  const iso = letterDate(letter, today);
  const day = formatLetterDate(iso, lang, paper);
  const place = content.place?.trim() || (lang === 'de' ? data.person.address?.city?.trim() : '');
  const body = content.body ?? '';
  return {
    lang,
    form: lang === 'de' ? form : null,
    title: name ? t('letters.document.title', { name }) : t('letters.document.untitled'),
    sender: {
      name,
      details,
      returnLine: [name, street, city].filter(Boolean).join(' · '),
    },
    recipient,
    date: place ? `${place}, ${day}` : day,
    subject: content.subject?.trim() || null,
    salutation: content.salutation?.trim() || proposedSalutation(r, lang),
    body,
    bodyBlocks: toTextBlocks(body),
    closing: content.closing?.trim() || words.closing,
    signatureName: content.signature === 'none' ? null : name || null,
    signatureImage: content.signature === 'image',
    enclosures: content.enclosures?.trim()
      ? { label: words.enclosures, text: content.enclosures.trim() }
      : null,
  };
}

/** What `letter.typ` reads from `/__input/letter.json`. */
export function letterTemplateInput(printed: PrintedLetter, options: { design: string }) {
  const t = translator(printed.lang);
  return {
    lang: printed.lang,
    design: options.design,
    form: printed.form,
    'page-of': t('letters.document.pageOf', { page: '{{page}}', total: '{{total}}' }),
    meta: { title: printed.title, author: printed.sender.name },
    sender: { details: printed.sender.details.map(({ text, url }) => ({ text, url })) },
    'return-line': printed.sender.returnLine,
    recipient: printed.recipient,
    date: printed.date,
    subject: printed.subject,
    salutation: printed.salutation,
    body: printed.bodyBlocks,
    closing: printed.closing,
    signature: {
      // The renderer fills in the mapped picture's path.
      image: null,
      alt: t('letters.document.signatureAlt', { name: printed.sender.name }),
      name: printed.signatureName,
    },
    enclosures: printed.enclosures,
  };
}

/** `<First>-<Last>-Cover-Letter.pdf` / `<First>-<Last>-Anschreiben.pdf`. */
export function letterFileName(
  person: CvData['person'],
  lang: Locale,
  extension: 'pdf' | 'docx' | 'md',
): string {
  const parts = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const name = (parts.length ? parts : [person.displayName?.trim() ?? ''])
    .join(' ')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-');
  const suffix = translator(lang)('letters.document.fileName');
  return name ? `${name}-${suffix}.${extension}` : `${suffix}.${extension}`;
}
