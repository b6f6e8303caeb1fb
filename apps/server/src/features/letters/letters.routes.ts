import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LETTER_LIMITS,
  errorBodySchema,
  idParamSchema,
  letterCreateSchema,
  letterListSchema,
  letterParagraphInputSchema,
  letterParagraphListSchema,
  letterParagraphSchema,
  letterPreviewSchema,
  letterSchema,
  letterSignatureSchema,
  letterUpdateSchema,
} from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import { privateDownload } from '../cv-engine/private-download';
import { cvHttpError, renderShare } from '../cv-engine/cv-render-service';
import { renderCvDocument } from '../cvs/cv-document-render';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import type { CvDataLoader } from '../profile/profile-cv';
import { bundlePdf } from './letter-bundle';
import { letterFileName, type PrintedLetter } from './letter-document';
import type { FullLetter, LetterRenderer } from './letter-render';
import { letterErrors } from './letters.errors';
import type { LetterService } from './letters.service';
import { translator } from '../../http/i18n';
import { errorResponses } from '../../http/responses';
import { bufferView } from '../../lib/buffer-view';
import {
  deleteByIdRoute,
  deleteForOwnerRoute,
  fileByIdRoute,
  ownedItemRoutes,
  ownedListRoutes,
  updateByIdRoute,
} from '../../http/owner-routes';

/** The Word and Markdown writers (the portability room's), handed in by the composition root. */
export interface LetterExporters {
  docx(printed: PrintedLetter, options: { paper: 'a4' | 'letter' }): Promise<Buffer>;
  markdown(printed: PrintedLetter): string;
}

export interface LetterRoutesOptions {
  letters: LetterService;
  rendering: LetterRenderer;
  exporters: LetterExporters;
  documents: CvDocumentService;
  loadCvData: CvDataLoader;
  renderer: CvRenderService;
}

const errors = errorResponses(400, 401, 403, 404);
const tags = ['letters'];
const SIGNATURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The content type of each file a letter downloads as. */
const LETTER_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
} as const;

/** A letter's file download, named after the sender in the letter's language. */
function letterDownload(
  reply: FastifyReply,
  { letter, data }: Pick<FullLetter, 'letter' | 'data'>,
  extension: keyof typeof LETTER_FILE_TYPES,
) {
  const fileName = letterFileName(data.person, letter.settings.lang, extension);
  return privateDownload(reply, LETTER_FILE_TYPES[extension], fileName);
}

/**
 * Cover letters, `/api/letters...` (VERIFIED accounts): list, create (new or
 * a copy), change, delete; each as PDF (alone or bundled with its CV), Word
 * and Markdown, and as a live preview with the checks; the reusable
 * paragraphs and the signature picture.
 */
export const letterRoutes: FastifyPluginAsyncZod<LetterRoutesOptions> = async (
  app,
  { letters, rendering, exporters, documents, loadCvData, renderer },
) => {
  app.addHook('onRequest', app.requireStatus('VERIFIED'));
  // The signature comes as the picture's bytes; the decoder decides what it is.
  app.addContentTypeParser(
    SIGNATURE_TYPES,
    { parseAs: 'buffer', bodyLimit: LETTER_LIMITS.signatureBytesMax },
    (_request, body, done) => done(null, body),
  );

  ownedListRoutes(
    app,
    '/letters',
    {
      tags,
      errors,
      list: letterListSchema,
      body: letterCreateSchema,
      response: letterSchema,
      summaries: {
        list: "The owner's letters, oldest first",
        create: "A new letter (defaults in the request's language, or the CV's layout), or a copy",
      },
    },
    letters,
  );

  ownedListRoutes(
    app,
    '/letters/paragraphs',
    {
      tags,
      errors,
      list: letterParagraphListSchema,
      body: letterParagraphInputSchema,
      response: letterParagraphSchema,
      summaries: {
        list: "The owner's reusable paragraphs, by title",
        create: 'Keep a paragraph for any letter',
      },
    },
    { list: letters.listParagraphs, create: letters.createParagraph },
  );

  updateByIdRoute(
    app,
    'PUT',
    '/letters/paragraphs/:id',
    {
      tags,
      summary: 'Change a paragraph',
      body: letterParagraphInputSchema,
      response: letterParagraphSchema,
      errors,
    },
    (accountId, id, body) => letters.updateParagraph(accountId, id, body),
  );

  deleteByIdRoute(
    app,
    '/letters/paragraphs/:id',
    { tags, summary: 'Delete a paragraph (letters keep the text they took from it)', errors },
    (accountId, id) => letters.removeParagraph(accountId, id),
  );

  app.get(
    '/letters/signature',
    {
      schema: {
        tags,
        summary: 'Whether the owner has a signature picture',
        response: { 200: letterSignatureSchema, ...errors },
      },
    },
    async (request) => ({ hasImage: await letters.hasSignature(request.accountId) }),
  );

  app.get(
    '/letters/signature/image',
    {
      schema: {
        tags,
        summary: 'The signature picture (PNG)',
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const png = await letters.signature(request.accountId);
      if (!png) throw letterErrors.signatureNotFound();
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  app.put(
    '/letters/signature',
    {
      schema: {
        tags,
        summary:
          'Upload the signature picture (PNG, JPEG or WebP as the body); kept as PNG, metadata dropped, transparency kept',
        response: {
          200: letterSignatureSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw letterErrors.signatureInvalid();
      await letters.setSignature(request.accountId, request.body);
      return { hasImage: true };
    },
  );

  deleteForOwnerRoute(
    app,
    '/letters/signature',
    { tags, summary: 'Remove the signature picture (letters then print the typed name)', errors },
    (accountId) => letters.removeSignature(accountId),
  );

  ownedItemRoutes(
    app,
    '/letters/:id',
    {
      tags,
      errors,
      method: 'PATCH',
      body: letterUpdateSchema,
      response: letterSchema,
      summaries: {
        get: 'One letter',
        update: 'Change a letter; what is not named keeps its value',
        remove: 'Delete a letter',
      },
    },
    letters,
  );

  const renderPdf = async (
    accountId: string,
    id: string,
    share: string,
    request: Parameters<typeof cvHttpError>[1],
  ) => {
    try {
      return await rendering.renderLetterPdf(accountId, id, share);
    } catch (error) {
      throw cvHttpError(error, request);
    }
  };

  fileByIdRoute(
    app,
    '/letters/:id/pdf',
    { tags, summary: 'The letter as a tagged PDF', errors: { ...errors, 503: errorBodySchema } },
    async (request, reply) => {
      const rendered = await renderPdf(
        request.accountId,
        request.params.id,
        renderShare(request),
        request,
      );
      return letterDownload(reply, rendered, 'pdf').send(bufferView(rendered.pdf));
    },
  );

  fileByIdRoute(
    app,
    '/letters/:id/bundle',
    {
      tags,
      summary: 'One PDF of the letter and the CV it accompanies (letter first), with an outline',
      errors: { ...errors, 409: errorBodySchema, 503: errorBodySchema },
    },
    async (request, reply) => {
      const letter = await letters.get(request.accountId, request.params.id);
      if (!letter.cvId) throw letterErrors.noCv();
      const cv = await documents.get(request.accountId, letter.cvId);
      const [own, { result }] = await Promise.all([
        renderPdf(request.accountId, letter.id, renderShare(request), request),
        renderCvDocument({ loadCvData, renderer }, request, cv.settings, 'pdf'),
      ]);
      if (result.format !== 'pdf') throw new Error('expected a PDF');
      const t = translator(letter.settings.lang);
      const pdf = await bundlePdf(own.pdf, result.pdf, {
        letter: t('letters.document.bookmarkLetter'),
        cv: t('letters.document.bookmarkCv'),
      });
      return letterDownload(reply, { letter, data: own.data }, 'pdf').send(bufferView(pdf));
    },
  );

  // The portability room's formats: the same text as the PDF.
  const textFiles = [
    {
      path: 'docx',
      extension: 'docx',
      summary: 'The letter as a Word document (the same text as the PDF)',
      write: (read: FullLetter) =>
        exporters.docx(read.printed, { paper: read.letter.settings.paper }),
    },
    {
      path: 'markdown',
      extension: 'md',
      summary: 'The letter as Markdown (the same text as the PDF)',
      write: async (read: FullLetter) => exporters.markdown(read.printed),
    },
  ] as const;
  for (const { path, extension, summary, write } of textFiles) {
    fileByIdRoute(
      app,
      `/letters/:id/${path}`,
      { tags, summary, errors },
      async (request, reply) => {
        const read = await rendering.readLetter(request.accountId, request.params.id);
        return letterDownload(reply, read, extension).send(await write(read));
      },
    );
  }

  app.get(
    '/letters/:id/preview',
    {
      schema: {
        tags,
        summary:
          'Every page of the letter as SVG (show as images: the SVG holds user text) and the checks',
        params: idParamSchema,
        response: { 200: letterPreviewSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      try {
        return await rendering.preview(request.accountId, request.params.id, renderShare(request));
      } catch (error) {
        throw cvHttpError(error, request);
      }
    },
  );
};
