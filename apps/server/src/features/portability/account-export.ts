import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale, type Profile } from '@cv/shared';
import { toAccount } from '../identity/account.presenter';
import type { AccountService } from '../identity/account.service';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { asciiFileName } from '../cv-engine/cv-filename';
import { renderCvDocument, type CvFilesLoader } from '../cvs/cv-document-render';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import type { HistoryService } from '../history/history.service';
import type { LetterRenderer } from '../letters/letter-render';
import type { LetterService } from '../letters/letters.service';
import type { MediaStorage } from '../platform/storage';
import type { CvDataLoader } from '../profile/profile-cv';
import type { ProfileReader } from '../profile/profile-reader';
import type { ProfileService } from '../profile/profile.service';
import { toActiveSession } from '../identity/session.presenter';
import type { SessionService } from '../identity/session.service';
import { jsonFile, type ArchiveEntry } from './account-archive';
import { toJsonResume, type ResumePerson } from './export/json-resume';
import { profileInLanguage } from './profile-in-language';
import { bufferView } from '../../lib/buffer-view';

export interface AccountExportDeps {
  profiles: Pick<ProfileReader, 'pictureKeys'>;
  account: AccountService;
  profile: ProfileService;
  sessions: SessionService;
  storage: MediaStorage;
  /** The versions and the bin, as `history.json`. */
  history?: Pick<HistoryService, 'exportFor'>;
  /** The cover letters: `letters.json` (with the reusable paragraphs), each letter's PDF and the signature. */
  letters?: {
    letters: Pick<LetterService, 'list' | 'listParagraphs' | 'signature'>;
    rendering: Pick<LetterRenderer, 'renderLetterPdf'>;
  };
  /** The applications: `applications.json` and the documents as sent (a port the root fills). */
  applications?: {
    exportFor(accountId: string): Promise<unknown>;
    sentFiles(accountId: string): Promise<{ name: string; data: Buffer }[]>;
  };
}

/** What the archive's CV PDFs are rendered with. */
export interface ArchiveRendering {
  documents: CvDocumentService;
  loadCvData: CvDataLoader;
  renderer: CvRenderService;
  /** The data each PDF carries. */
  cvFiles?: CvFilesLoader;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Everything an account holds, for "take all my data": gathered here, written
 * as a ZIP by `streamArchive`. Files are produced one after the other while
 * the ZIP streams, so even many CVs never sit in memory together.
 */
export function createAccountExport({
  profiles,
  account,
  profile,
  sessions,
  storage,
  history,
  letters,
  applications,
}: AccountExportDeps) {
  /** The owner's profile and the account data a CV prints beside it. */
  async function owner(accountId: string): Promise<{ profile: Profile; person: ResumePerson }> {
    const [row, own] = await Promise.all([account.load(accountId), profile.getProfile(accountId)]);
    return {
      profile: own,
      person: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        street: row.street,
        houseNumber: row.houseNumber,
        postcode: row.postcode,
        city: row.city,
        country: row.country,
      },
    };
  }

  async function* mediaFile(key: string | null | undefined, name: string) {
    if (!key) return;
    const stored = await storage.get(key);
    if (stored) yield { name: `${name}${path.extname(key)}`, data: stored.body };
  }

  async function* entries(
    request: FastifyRequest,
    rendering: ArchiveRendering,
  ): AsyncGenerator<ArchiveEntry> {
    const { accountId, t } = request;
    const accountRow = await account.load(accountId);
    yield { name: 'README.txt', data: t('portability.archive.readme', { date: today() }) };
    yield jsonFile('account.json', toAccount(accountRow));
    const own = await profile.getProfile(accountId).catch(() => null);
    if (own) {
      yield jsonFile('profile.json', own);
      const { person } = await owner(accountId);
      // Both languages: the texts as written, and with their translations into the other.
      for (const lang of [
        own.contentLanguage,
        ...LOCALES.filter((l) => l !== own.contentLanguage),
      ]) {
        const name = lang === own.contentLanguage ? 'resume.json' : `resume.${lang}.json`;
        yield jsonFile(name, toJsonResume(profileInLanguage(own, lang), person));
      }
    }
    const cvs = await rendering.documents.list(accountId);
    yield jsonFile('cvs.json', cvs);
    if (history) yield jsonFile('history.json', await history.exportFor(accountId));
    const letterList = letters ? await letters.letters.list(accountId) : [];
    if (letters) {
      yield jsonFile('letters.json', {
        letters: letterList,
        paragraphs: await letters.letters.listParagraphs(accountId),
      });
      const signature = await letters.letters.signature(accountId);
      if (signature) yield { name: 'letters/signature.png', data: signature };
    }
    if (applications) {
      yield jsonFile('applications.json', await applications.exportFor(accountId));
      yield* await applications.sentFiles(accountId);
    }
    yield jsonFile(
      'sessions.json',
      (await sessions.list(accountId)).map((row) => toActiveSession(row, request.sessionId)),
    );
    const keys = await profiles.pictureKeys(accountId);
    yield* mediaFile(keys?.pictureKey, 'picture');
    yield* mediaFile(keys?.thumbnailKey, 'thumbnail');
    if (!own) return;
    for (const [index, cv] of cvs.entries()) {
      const { result } = await renderCvDocument(rendering, request, cv.settings, 'pdf');
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      const number = String(index + 1).padStart(2, '0');
      yield {
        name: `cvs/${number}-${asciiFileName(`${cv.name}.pdf`)}`,
        data: bufferView(result.pdf),
      };
    }
    for (const [index, letter] of letterList.entries()) {
      const { pdf } = await letters!.rendering.renderLetterPdf(accountId, letter.id);
      const number = String(index + 1).padStart(2, '0');
      yield {
        name: `letters/${number}-${asciiFileName(`${letter.name}.pdf`)}`,
        data: bufferView(pdf),
      };
    }
  }

  return {
    owner,

    /** In `lang` (default: the language the texts are written in). */
    async jsonResume(accountId: string, lang: Locale | undefined) {
      const { profile: own, person } = await owner(accountId);
      const texts = profileInLanguage(own, lang ?? own.contentLanguage);
      return { resume: toJsonResume(texts, person), person };
    },

    /** Checks the account first (a 4xx is still possible), then hands out the files lazily. */
    async archive(request: FastifyRequest, rendering: ArchiveRendering) {
      const row = await account.load(request.accountId);
      const who = asciiFileName(row.username ?? 'account').replace(/\.pdf$/, '');
      return {
        fileName: `cv-builder-${who}-${today()}.zip`,
        entries: entries(request, rendering),
      };
    },
  };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
