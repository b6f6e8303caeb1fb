import { z } from 'zod';
import { DEFAULT_LOCALE } from '../constants';
import { isAcceptedText, MESSAGE_KEYS } from '../validation';
import { hexColor, isoDate, requiredText } from './common';
import { cvFontSchema } from './cv-documents';
import { cvDesignIdSchema, cvLangSchema, cvPaperSchema } from './cv';

/**
 * Cover letters: documents of their own, many per account, written for one
 * recipient and set as a business letter in one of the CV designs. The sender
 * is never typed: it comes from the profile (the letter only says which of its
 * lines show). German letters follow DIN 5008 (form B or A), English ones a
 * block layout.
 */

export const LETTER_LIMITS = {
  /** Letters one account may keep. */
  lettersMax: 100,
  /** Reusable paragraphs one account may keep. */
  paragraphsMax: 50,
  nameMax: 100,
  lineMax: 200,
  subjectMax: 300,
  bodyMax: 12_000,
  paragraphTitleMax: 80,
  paragraphBodyMax: 4_000,
  /** The signature picture's upload, before it is re-encoded. */
  signatureBytesMax: 2 * 1024 * 1024,
} as const;

/** How the contact person is addressed: as a woman, a man, or by name only. */
export const LETTER_CONTACT_FORMS = ['ms', 'mr', 'name'] as const;
export const letterContactFormSchema = z.enum(LETTER_CONTACT_FORMS);
export type LetterContactForm = z.infer<typeof letterContactFormSchema>;

/** DIN 5008's two address field positions: B (45 mm from the top, the default) or A (27 mm). */
export const LETTER_FORMS = ['B', 'A'] as const;
export const letterFormSchema = z.enum(LETTER_FORMS);

/** The signature: the uploaded picture above the typed name, the typed name alone, or nothing. */
export const LETTER_SIGNATURES = ['image', 'typed', 'none'] as const;

/**
 * A text the owner may clear: trimmed and bounded; blank (or null) becomes
 * null, which a change stores as "empty" (an absent key keeps the text).
 */
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: MESSAGE_KEYS.tooLong })
    .refine(isAcceptedText, { message: MESSAGE_KEYS.text })
    .nullable()
    .transform((v) => (v ? v : null));
const line = clearable(LETTER_LIMITS.lineMax);
/** Stored texts read back as they were written: absent and blank are the same. */
const storedLine = z.string().max(LETTER_LIMITS.lineMax).optional();

export const letterRecipientSchema = z
  .object({
    company: line,
    /** The contact person's name with any title ("Dr. Anna Schmidt"). */
    contactName: line,
    contactForm: letterContactFormSchema.nullable(),
    department: line,
    street: line,
    postcode: clearable(20),
    city: line,
    country: line,
  })
  .strict();
export type LetterRecipient = z.output<typeof letterRecipientSchema>;

/** The recipient's lines of text (everything but the form of address), in the order the letter prints them. */
export const LETTER_RECIPIENT_LINES = [
  'company',
  'contactName',
  'department',
  'street',
  'postcode',
  'city',
  'country',
] as const satisfies readonly (keyof LetterRecipient)[];

/** The letter's own texts, each stored as null when empty. */
export const LETTER_TEXT_FIELDS = [
  'subject',
  'salutation',
  'body',
  'closing',
  'enclosures',
  'place',
] as const;

/** Which of the profile's sender lines the letterhead shows. */
export const letterSenderSchema = z
  .object({
    address: z.boolean(),
    phone: z.boolean(),
    email: z.boolean(),
    website: z.boolean(),
  })
  .strict();
export type LetterSender = z.infer<typeof letterSenderSchema>;

/** What the owner writes. Empty salutation or closing: the one proposed for the language and contact. */
export const letterContentSchema = z
  .object({
    recipient: letterRecipientSchema,
    subject: clearable(LETTER_LIMITS.subjectMax),
    salutation: line,
    /** Formatted text (the Markdown subset of descriptions), paragraphs separated by blank lines. */
    body: clearable(LETTER_LIMITS.bodyMax),
    closing: line,
    /** The enclosures line ("Lebenslauf, Zeugnisse"); empty: none. */
    enclosures: line,
    place: line,
    /** The letter's date; empty: today (fixed once the letter was sent). */
    date: isoDate.nullable(),
    sender: letterSenderSchema,
    signature: z.enum(LETTER_SIGNATURES),
  })
  .strict();
export type LetterContent = z.output<typeof letterContentSchema>;

/** A change of the content: the fields named (the recipient's too) replace theirs. */
export const letterContentChangeSchema = letterContentSchema
  .extend({ recipient: letterRecipientSchema.partial().strict() })
  .partial()
  .strict();
export type LetterContentChange = z.output<typeof letterContentChangeSchema>;

export const letterSettingsSchema = z
  .object({
    lang: cvLangSchema,
    /** Any CV design: the letterhead matches that CV's header, colours and fonts. */
    design: cvDesignIdSchema,
    /** DIN 5008 form of a German letter. */
    form: letterFormSchema,
    paper: cvPaperSchema,
    /** null: the design's own font. */
    font: cvFontSchema.nullable(),
    /** null: the profile theme's header colour. */
    accentColor: hexColor.nullable(),
  })
  .strict();
export type LetterSettings = z.infer<typeof letterSettingsSchema>;

export function defaultLetterSettings(lang = DEFAULT_LOCALE): LetterSettings {
  return {
    lang,
    design: 'classic',
    form: 'B',
    paper: 'a4',
    font: null,
    accentColor: null,
  };
}

export function defaultLetterContent(): StoredLetterContent {
  return {
    recipient: {},
    sender: { address: true, phone: true, email: true, website: false },
    signature: 'typed',
  };
}

const letterName = requiredText(LETTER_LIMITS.nameMax);

/** The content as the API answers it: every text as stored (absent when empty). */
export const storedLetterContentSchema = z.object({
  recipient: z.object({
    company: storedLine,
    contactName: storedLine,
    contactForm: letterContactFormSchema.optional(),
    department: storedLine,
    street: storedLine,
    postcode: storedLine,
    city: storedLine,
    country: storedLine,
  }),
  subject: z.string().optional(),
  salutation: storedLine,
  body: z.string().optional(),
  closing: storedLine,
  enclosures: storedLine,
  place: storedLine,
  date: z.string().optional(),
  sender: letterSenderSchema,
  signature: z.enum(LETTER_SIGNATURES),
});

export type StoredLetterContent = z.infer<typeof storedLetterContentSchema>;

export const letterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The CV this letter accompanies (its paper and accent follow), or null. */
  cvId: z.uuid().nullable(),
  content: storedLetterContentSchema,
  settings: letterSettingsSchema,
  /** When the letter was marked sent: its date is fixed from then on. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;
export const letterListSchema = z.array(letterSchema);

/** `POST /api/letters`: a new letter (defaults in the request's language), or a copy of `copyOf`. */
export const letterCreateSchema = z
  .object({
    name: letterName,
    copyOf: z.uuid().optional(),
    cvId: z.uuid().nullable().optional(),
    content: letterContentChangeSchema.optional(),
    settings: letterSettingsSchema.partial().strict().optional(),
  })
  .strict();
export type LetterCreate = z.input<typeof letterCreateSchema>;

/** `PATCH /api/letters/{id}`: what to change; content and settings not named keep theirs. */
export const letterUpdateSchema = z
  .object({
    name: letterName.optional(),
    cvId: z.uuid().nullable().optional(),
    content: letterContentChangeSchema.optional(),
    settings: letterSettingsSchema.partial().strict().optional(),
    /** true: mark sent (the date is fixed to today unless one is set); false: not sent. */
    sent: z.boolean().optional(),
  })
  .strict();
export type LetterUpdate = z.input<typeof letterUpdateSchema>;

/** Something to look at before the letter is sent. */
export const LETTER_CHECK_CODES = [
  'longerThanOnePage',
  'noSalutation',
  'longSubject',
  'companyMissing',
  'placeholder',
] as const;
export type LetterCheckCode = (typeof LETTER_CHECK_CODES)[number];
export const letterCheckSchema = z.object({
  code: z.enum(LETTER_CHECK_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LetterCheck = z.infer<typeof letterCheckSchema>;

/** `GET /api/letters/{id}/preview`: every page as SVG (user text: show as images) and the checks. */
export const letterPreviewSchema = z.object({
  pages: z.array(z.string()),
  checks: z.array(letterCheckSchema),
});
export type LetterPreview = z.infer<typeof letterPreviewSchema>;

export const letterParagraphSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LetterParagraph = z.infer<typeof letterParagraphSchema>;
export const letterParagraphListSchema = z.array(letterParagraphSchema);

export const letterParagraphInputSchema = z
  .object({
    title: requiredText(LETTER_LIMITS.paragraphTitleMax),
    body: requiredText(LETTER_LIMITS.paragraphBodyMax),
  })
  .strict();
export type LetterParagraphInput = z.input<typeof letterParagraphInputSchema>;

export const letterSignatureSchema = z.object({ hasImage: z.boolean() });

/** The words a letter prints in its own language (not the interface's). */
export const LETTER_WORDS = {
  en: {
    ms: 'Ms',
    mr: 'Mr',
    dear: 'Dear',
    noContact: 'Dear Hiring Manager,',
    closing: 'Kind regards',
    enclosures: 'Enclosures',
    phone: 'Phone',
    email: 'Email',
  },
  de: {
    ms: 'Frau',
    mr: 'Herr',
    dear: 'Sehr geehrte',
    noContact: 'Sehr geehrte Damen und Herren,',
    closing: 'Mit freundlichen Grüßen',
    enclosures: 'Anlagen',
    phone: 'Telefon',
    email: 'E-Mail',
  },
} as const;

/** Who the letter is addressed to, as far as the salutation needs. */
export interface ContactPerson {
  contactName?: string | null | undefined;
  contactForm?: LetterContactForm | null | undefined;
}

/** Academic titles at the start of a name ("Dr. Anna Schmidt", "Prof. Dr. Kim Lee"). */
const TITLE = /^(?:prof\.?|dr\.?(?:\s*(?:med|rer\.\s*nat|phil|ing|jur)\.?)?)$/i;

/** The contact person's name split into leading titles and the rest. */
function splitTitles(name: string): { titles: string[]; words: string[] } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const titles: string[] = [];
  while (words.length > 1 && TITLE.test(words[0]!)) titles.push(words.shift()!);
  return { titles, words };
}

/**
 * The salutation a letter proposes from its contact person: "Sehr geehrte
 * Frau Dr. Schmidt," / "Dear Ms Schmidt,"; without one "Sehr geehrte Damen
 * und Herren," / "Dear Hiring Manager,".
 */
export function proposedSalutation(recipient: ContactPerson, lang: 'en' | 'de'): string {
  const words = LETTER_WORDS[lang];
  const name = recipient.contactName?.trim();
  if (!name) return words.noContact;
  const { titles, words: rest } = splitTitles(name);
  const surname = rest.at(-1) ?? name;
  const form = recipient.contactForm ?? 'name';
  if (lang === 'de') {
    if (form === 'name') return `Guten Tag ${rest.join(' ')},`;
    const titled = [words[form], ...titles, surname].join(' ');
    return form === 'ms' ? `Sehr geehrte ${titled},` : `Sehr geehrter ${titled},`;
  }
  if (form === 'name') return `Dear ${rest.join(' ')},`;
  // British and American usage alike: "Dr Schmidt" replaces "Ms Schmidt".
  const title = titles.length > 0 ? titles.at(-1)!.replace(/\.$/, '') : words[form];
  return `Dear ${title} ${surname},`;
}

/**
 * The contact person's line of the address: "Frau Dr. Anna Schmidt" /
 * "Ms Anna Schmidt"; in English a title replaces Ms/Mr ("Dr Anna Schmidt").
 */
export function contactAddressLine(
  recipient: ContactPerson,
  lang: 'en' | 'de',
): string | undefined {
  const name = recipient.contactName?.trim();
  if (!name) return undefined;
  const form = recipient.contactForm;
  if (!form || form === 'name') return name;
  if (lang === 'en') {
    const { titles, words } = splitTitles(name);
    if (titles.length > 0) return [titles.at(-1)!.replace(/\.$/, ''), ...words].join(' ');
  }
  return `${LETTER_WORDS[lang][form]} ${name}`;
}
