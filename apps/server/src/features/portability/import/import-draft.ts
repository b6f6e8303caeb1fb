import type { ImportCut, ImportFormat, ImportSkippedItem, Locale, SectionKind } from '@cv/shared';

/**
 * What a reader makes of a file, before anything is checked: the general
 * texts and, per section kind, entries shaped like that kind's input (the
 * fields of `entries.ts`, dates as `YYYY-MM-DD`, descriptions in the
 * formatting subset, never HTML). The import service validates every entry
 * with its kind's schema; the ones that fail are reported, not written.
 */
export interface ImportDraft {
  format: ImportFormat;
  general: DraftGeneral;
  /** The owner's phone and postal address: the account keeps them, not the profile. */
  contact: DraftContact;
  /** Entries per fixed section kind, in the file's order. */
  entries: Partial<Record<SectionKind, DraftEntry[]>>;
  /** Sections of the file that become custom sections ("Teaching", "Patents", …). */
  customSections: { title: string; entries: DraftEntry[] }[];
  /** Items the reader could not map at all (the service adds those that fail validation). */
  skipped: DraftSkipped[];
  /** Lists read only from their start: they hold more than their section can. */
  cut: ImportCut[];
  /** The language the file says it is written in (a PDF made here says so). */
  language?: Locale | undefined;
  /** The same CV in the file's other language (a PDF made here carries it): its translations. */
  translation?: { lang: Locale; draft: ImportDraft } | undefined;
}

export interface DraftGeneral {
  displayName?: string | undefined;
  jobTitle?: string | undefined;
  location?: string | undefined;
  bio?: string | undefined;
  website?: string | undefined;
}

export interface DraftContact {
  phone?: string | undefined;
  /** The e-mail a CV prints: shown in the preview, never written (the account has its own). */
  email?: string | undefined;
  address?: DraftAddress | undefined;
}

/** An address in the account's parts; a line that would not part stays whole in `street`. */
export interface DraftAddress {
  street?: string;
  houseNumber?: string;
  postcode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, as the account stores it. */
  country?: string;
}

/** One entry: the kind's input fields, plus where it came from (for the preview and the report). */
export interface DraftEntry {
  /** "work[2]", "Positions.csv, row 4". */
  source: string;
  /**
   * The kind's input fields; an education's may hold its `grade` too, which
   * the profile has no field for: the plan writes it into the description,
   * labelled in the reader's language.
   */
  fields: Record<string, unknown>;
}

export type DraftSkipped = Omit<ImportSkippedItem, 'message'>;

/** A file that is not the format it claims (or any format we read): the reader says why, in a word. */
export class ImportFileError extends Error {
  constructor(
    readonly reason:
      | 'not-json'
      | 'not-zip'
      | 'wrong-format'
      | 'archive-too-large'
      | 'unreadable'
      /** A PDF that needs a password to open. */
      | 'encrypted'
      /** A PDF or Word file without text: a scan, or pictures of text. */
      | 'no-text'
      /** A PDF of more pages than a CV has. */
      | 'too-many-pages',
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'ImportFileError';
  }
}
