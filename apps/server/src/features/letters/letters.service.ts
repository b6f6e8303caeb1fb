import { randomUUID } from 'node:crypto';
import {
  LETTER_LIMITS,
  LETTER_RECIPIENT_LINES,
  LETTER_TEXT_FIELDS,
  defaultLetterContent,
  defaultLetterSettings,
  letterContactFormSchema,
  letterSettingsSchema,
  letterSenderSchema,
  type Letter,
  type LetterContentChange,
  type LetterParagraph,
  type LetterSettings,
  type Locale,
  type StoredLetterContent,
} from '@cv/shared';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import { readFieldByField } from '../../lib/read-field-by-field';
import { NO_HISTORY, type HistoryRecorder } from '../history/history.ports';
import { ownedDocumentService, type NewDocument } from '../history/owned-documents';
import { PictureError, processTransparentPicture } from '../platform/picture';
import { cachedMediaBytes, type ReadMediaBytes } from '../platform/media-bytes';
import type { MediaStorage } from '../platform/storage';
import { letterBinEntry } from './letter-history';
import { letterErrors } from './letters.errors';
import type {
  LetterChange,
  LetterRow,
  LettersRepository,
  ParagraphRow,
} from './letters.repository';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The stored content over today's defaults, field by field: empty texts
 * (stored as null) read as absent, and a value that no longer passes its
 * schema falls back alone.
 */
export function readContent(stored: Record<string, unknown>): StoredLetterContent {
  const content = defaultLetterContent();
  const recipient = (stored.recipient ?? {}) as Record<string, unknown>;
  for (const field of LETTER_RECIPIENT_LINES) {
    const value = text(recipient[field]);
    if (value !== undefined) content.recipient[field] = value;
  }
  const form = letterContactFormSchema.safeParse(recipient.contactForm);
  if (form.success) content.recipient.contactForm = form.data;
  for (const field of LETTER_TEXT_FIELDS) {
    const value = text(stored[field]);
    if (value !== undefined) content[field] = value;
  }
  if (typeof stored.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored.date)) {
    content.date = stored.date;
  }
  const sender = letterSenderSchema.safeParse(stored.sender);
  if (sender.success) content.sender = sender.data;
  if (stored.signature === 'image' || stored.signature === 'none' || stored.signature === 'typed') {
    content.signature = stored.signature;
  }
  return content;
}

export function readLetterSettings(stored: Record<string, unknown>): LetterSettings {
  return readFieldByField(letterSettingsSchema.shape, defaultLetterSettings(), stored);
}

export function toLetter(row: LetterRow): Letter {
  return {
    id: row.id,
    name: row.name,
    cvId: row.cvId,
    content: readContent(row.content),
    settings: readLetterSettings(row.settings),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toParagraph(row: ParagraphRow): LetterParagraph {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signature picture's key: a fresh name per upload, under the account's media prefix. */
const signatureKey = (accountId: string) => `${accountId}/signature-${randomUUID()}.png`;

export interface LetterServiceDeps {
  repository: LettersRepository;
  cvs: CvDocumentService;
  storage: MediaStorage;
  /** How the signature is read (the app's one cached reader); by default a cache of this service's own. */
  mediaBytes?: ReadMediaBytes;
  /** Where every change is recorded as a version, and a deleted letter goes to the bin. */
  history?: HistoryRecorder;
}

/**
 * Cover letters: CRUD with the per-account limit, copies, the reusable
 * paragraphs and the signature picture. Other rooms use `get` to read a
 * letter's full data; rendering is in `letter-render.ts`.
 */
export function createLetterService({
  repository,
  cvs,
  storage,
  mediaBytes = cachedMediaBytes(storage),
  history = NO_HISTORY,
}: LetterServiceDeps) {
  const { insert, ...documents } = ownedDocumentService({
    type: 'letter',
    repository,
    history,
    present: toLetter,
    notFound: letterErrors.notFound,
    binEntry: letterBinEntry,
    max: LETTER_LIMITS.lettersMax,
    limitReached: letterErrors.limitReached,
  });
  const { get } = documents;

  async function checkCv(accountId: string, cvId: string | null | undefined): Promise<void> {
    if (cvId && !(await repository.ownsCv(accountId, cvId))) throw letterErrors.cvNotFound();
  }

  return {
    ...documents,

    /**
     * A new letter: defaults in `lang` (the layout of the CV it accompanies,
     * when named), or a copy of `copyOf`; then what the request gives over them.
     */
    async create(
      accountId: string,
      input: NewDocument & {
        cvId?: string | null | undefined;
        content?: LetterContentChange | undefined;
        settings?: Partial<LetterSettings> | undefined;
      },
      lang: Locale,
    ): Promise<Letter> {
      await checkCv(accountId, input.cvId);
      let base: { content: Record<string, unknown>; settings: LetterSettings; cvId: string | null };
      if (input.copyOf) {
        const original = await get(accountId, input.copyOf);
        base = { content: original.content, settings: original.settings, cvId: original.cvId };
      } else {
        let settings = defaultLetterSettings(lang);
        if (input.cvId) {
          const cv = (await cvs.get(accountId, input.cvId)).settings;
          settings = {
            ...settings,
            design: cv.design,
            lang: cv.lang,
            paper: cv.paper,
            font: cv.font,
            accentColor: cv.accentColor,
          };
        }
        base = { content: defaultLetterContent(), settings, cvId: null };
      }
      const { recipient, ...change } = input.content ?? {};
      const content = {
        ...base.content,
        ...change,
        recipient: { ...(base.content.recipient as object), ...recipient },
      };
      return insert(accountId, {
        name: input.name,
        cvId: input.cvId !== undefined ? input.cvId : base.cvId,
        content,
        settings: { ...base.settings, ...input.settings },
      });
    },

    async update(
      accountId: string,
      id: string,
      input: {
        name?: string | undefined;
        cvId?: string | null | undefined;
        content?: LetterContentChange | undefined;
        settings?: Partial<LetterSettings> | undefined;
        sent?: boolean | undefined;
      },
    ): Promise<Letter> {
      await checkCv(accountId, input.cvId);
      const change: LetterChange = {
        name: input.name,
        cvId: input.cvId,
        content: input.content,
        settings: input.settings,
      };
      if (input.sent !== undefined) {
        const current = await get(accountId, id);
        change.sentAt = input.sent
          ? current.sentAt
            ? new Date(current.sentAt)
            : new Date()
          : null;
        // Sent: the date is fixed to the day it went out unless the owner set one.
        if (input.sent && !current.content.date && !input.content?.date) {
          change.content = { ...input.content, date: new Date().toISOString().slice(0, 10) };
        }
      }
      return documents.update(accountId, id, change);
    },

    async listParagraphs(accountId: string): Promise<LetterParagraph[]> {
      return (await repository.listParagraphs(accountId)).map(toParagraph);
    },

    async createParagraph(
      accountId: string,
      input: { title: string; body: string },
    ): Promise<LetterParagraph> {
      const row = await repository.insertParagraphBelowLimit(
        accountId,
        input,
        LETTER_LIMITS.paragraphsMax,
      );
      if (!row) throw letterErrors.paragraphLimitReached();
      return toParagraph(row);
    },

    async updateParagraph(
      accountId: string,
      id: string,
      input: { title: string; body: string },
    ): Promise<LetterParagraph> {
      const row = await repository.updateParagraph(accountId, id, input);
      if (!row) throw letterErrors.paragraphNotFound();
      return toParagraph(row);
    },

    async removeParagraph(accountId: string, id: string): Promise<void> {
      if (!(await repository.deleteParagraph(accountId, id)))
        throw letterErrors.paragraphNotFound();
    },

    async hasSignature(accountId: string): Promise<boolean> {
      return (await repository.signatureKey(accountId)) !== null;
    },

    /** The signature picture's PNG bytes, or null when there is none. */
    async signature(accountId: string): Promise<Buffer | null> {
      const key = await repository.signatureKey(accountId);
      return key ? mediaBytes(key) : null;
    },

    /** Re-encodes the upload as PNG (metadata dropped, transparency kept) and keeps it. */
    async setSignature(accountId: string, bytes: Buffer): Promise<void> {
      let png: Buffer;
      try {
        png = await processTransparentPicture(bytes);
      } catch (error) {
        if (error instanceof PictureError) throw letterErrors.signatureInvalid();
        throw error;
      }
      const key = signatureKey(accountId);
      await storage.put(key, png, 'image/png');
      const old = await repository.setSignatureKey(accountId, key);
      if (old) await storage.delete(old);
    },

    async removeSignature(accountId: string): Promise<void> {
      const old = await repository.setSignatureKey(accountId, null);
      if (!old) throw letterErrors.signatureNotFound();
      await storage.delete(old);
    },
  };
}

export type LetterService = ReturnType<typeof createLetterService>;
