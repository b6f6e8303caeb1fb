import type { FastifyRequest } from 'fastify';
import { cvLayoutSettings, type CvSettings } from '@cv/shared';
import type { CvRenderService } from '../cv-engine/cv-design-previews';
import type { CvEmbeddedFile, CvRenderFormat } from '../cv-engine/cv-render';
import { cvHttpError, renderShare } from '../cv-engine/cv-render-service';
import type { CvDataLoader, CvOwner, CvProfileLink } from '../profile/profile-cv';
import { qrSvg } from '../platform/profile-qr';
import { cvErrors } from './cv-documents.errors';

/**
 * The owner's data as one CV document prints it: the profile less what the
 * CV leaves out, with the CV's accent colour. Every export of a CV document
 * (PDF, preview, Word, Markdown, JSON Resume) starts here.
 */
export async function loadCvDocumentData(
  loadCvData: CvDataLoader,
  accountId: string,
  settings: CvSettings,
) {
  const loaded = await loadCvData(accountId, settings.lang, settings);
  if (!loaded) throw cvErrors.profileNotFound();
  const { theme } = loaded.data;
  const data = {
    ...loaded.data,
    theme: settings.accentColor ? { ...theme, surfaceColor: settings.accentColor } : theme,
  };
  return {
    data,
    picture: loaded.picture,
    outline: loaded.outline,
    profileLink: loaded.profileLink,
    owner: loaded.owner,
  };
}

/** The QR code the CV prints when its owner asks for one and the app has an address to link. */
async function profileQrFor(settings: CvSettings, profileLink: CvProfileLink | null) {
  if (!settings.qrCode || !profileLink) return null;
  const svg = new TextEncoder().encode(await qrSvg(profileLink.url));
  return { svg, url: profileLink.url };
}

/**
 * The files a CV's PDF carries beside what it prints (its data, so that an
 * import restores it), made from the profile the CV was loaded with, for the
 * CV's settings; null settings: the whole profile.
 */
export type CvFilesLoader = (
  owner: CvOwner,
  settings: Pick<CvSettings, 'hiddenSections' | 'excludedEntries'> | null,
) => CvEmbeddedFile[];

/** Renders a CV document of the logged-in owner as its settings say. */
export async function renderCvDocument(
  {
    loadCvData,
    renderer,
    cvFiles,
  }: { loadCvData: CvDataLoader; renderer: CvRenderService; cvFiles?: CvFilesLoader | undefined },
  request: FastifyRequest,
  settings: CvSettings,
  format: CvRenderFormat,
) {
  const { data, picture, outline, profileLink, owner } = await loadCvDocumentData(
    loadCvData,
    request.accountId,
    settings,
  );
  const files = format === 'pdf' && cvFiles ? cvFiles(owner(), settings) : undefined;
  const profileQr = await profileQrFor(settings, profileLink);
  try {
    const result = await renderer.renderCv(
      {
        design: settings.design,
        data,
        picture,
        profileQr,
        format,
        paper: settings.paper,
        font: settings.font ?? undefined,
        dateFormat: settings.dateFormat,
        sectionOrder: settings.sectionOrder,
        sectionBreaks: {
          newPage: settings.newPageSections,
          keptTogether: settings.keptTogetherSections,
        },
        layout: cvLayoutSettings(settings),
        fitPages: settings.fitPages,
        files,
      },
      renderShare(request),
    );
    return { result, data, outline, profileLink };
  } catch (error) {
    throw cvHttpError(error, request);
  }
}
