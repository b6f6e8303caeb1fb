import {
  LETTER_RECIPIENT_LINES,
  LETTER_TEXT_FIELDS,
  type Letter,
  type LetterContactForm,
  type LetterSettings,
} from '@cv/shared';
import type { LetterChange } from './letters.queries';

/** The studio's form: every text as a string ('' = empty), the CV as its id or ''. */
export interface LetterFormValues {
  name: string;
  cvId: string;
  company: string;
  contactName: string;
  contactForm: LetterContactForm | '';
  department: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  subject: string;
  salutation: string;
  body: string;
  closing: string;
  enclosures: string;
  place: string;
  date: string;
  sender: Letter['content']['sender'];
  signature: Letter['content']['signature'];
  settings: LetterSettings;
}

export function toFormValues(letter: Letter): LetterFormValues {
  const { content } = letter;
  const r = content.recipient;
  return {
    name: letter.name,
    cvId: letter.cvId ?? '',
    company: r.company ?? '',
    contactName: r.contactName ?? '',
    contactForm: r.contactForm ?? '',
    department: r.department ?? '',
    street: r.street ?? '',
    postcode: r.postcode ?? '',
    city: r.city ?? '',
    country: r.country ?? '',
    subject: content.subject ?? '',
    salutation: content.salutation ?? '',
    body: content.body ?? '',
    closing: content.closing ?? '',
    enclosures: content.enclosures ?? '',
    place: content.place ?? '',
    date: content.date ?? '',
    sender: content.sender,
    signature: content.signature,
    settings: letter.settings,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed between two states of the form, as one save; null when nothing did. */
export function changeBetween(
  before: LetterFormValues,
  after: LetterFormValues,
): LetterChange | null {
  const change: LetterChange = {};
  const content: NonNullable<LetterChange['content']> = {};
  const recipient: Record<string, string | null> = {};
  if (before.name !== after.name && after.name.trim()) change.name = after.name;
  if (before.cvId !== after.cvId) change.cvId = after.cvId || null;
  for (const field of LETTER_RECIPIENT_LINES) {
    if (before[field] !== after[field]) recipient[field] = after[field] || null;
  }
  if (before.contactForm !== after.contactForm) {
    (recipient as Record<string, unknown>).contactForm = after.contactForm || null;
  }
  if (Object.keys(recipient).length > 0) content.recipient = recipient;
  for (const field of LETTER_TEXT_FIELDS) {
    if (before[field] !== after[field]) content[field] = after[field] || null;
  }
  if (before.date !== after.date) content.date = after.date || null;
  if (!same(before.sender, after.sender)) content.sender = after.sender;
  if (before.signature !== after.signature) content.signature = after.signature;
  if (Object.keys(content).length > 0) change.content = content;
  const settings = Object.fromEntries(
    Object.entries(after.settings).filter(
      ([key, value]) => !same(value, (before.settings as Record<string, unknown>)[key]),
    ),
  );
  if (Object.keys(settings).length > 0) change.settings = settings;
  return Object.keys(change).length > 0 ? change : null;
}
