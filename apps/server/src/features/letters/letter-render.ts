import { cvDataSchema, defaultCvSettings, type CvData, type Letter } from '@cv/shared';
import type { CvLetterRenderService } from '../cv-engine/cv-design-previews';
import { CvError } from '../cv-engine/cv-errors';
import type { CvDataLoader } from '../profile/profile-cv';
import { letterCheckList } from './letter-checks';
import { letterTemplateInput, printLetter, type PrintedLetter } from './letter-document';
import { letterErrors } from './letters.errors';
import type { LetterService } from './letters.service';

/**
 * Everything that turns a saved letter into output: the sender's profile
 * loaded in the letter's language, the printed form, the render through the
 * shared pool. `readLetter` and `renderLetterPdf` are what other rooms call
 * (an application freezes what was sent from them).
 */
export interface LetterRenderDeps {
  letters: LetterService;
  loadCvData: CvDataLoader;
  renderer: CvLetterRenderService;
}

/** A letter with everything it prints, as of `today`. */
export interface FullLetter {
  letter: Letter;
  printed: PrintedLetter;
  /** The sender's profile in the letter's language, as the letterhead prints it. */
  data: CvData;
}

export function createLetterRenderer({ letters, loadCvData, renderer }: LetterRenderDeps) {
  async function senderData(accountId: string, letter: Letter) {
    const loaded = await loadCvData(accountId, letter.settings.lang, {
      ...defaultCvSettings(letter.settings.lang),
      photo: false,
    });
    if (!loaded) throw letterErrors.profileMissing();
    const data = cvDataSchema.parse(loaded.data);
    const { accentColor } = letter.settings;
    return accentColor ? { ...data, theme: { ...data.theme, surfaceColor: accentColor } } : data;
  }

  /** A letter's full data and its printed lines: what an application freezes as sent. */
  async function readLetter(
    accountId: string,
    id: string,
    today = new Date(),
  ): Promise<FullLetter> {
    const letter = await letters.get(accountId, id);
    const data = await senderData(accountId, letter);
    return { letter, data, printed: printLetter(letter, data, today) };
  }

  async function render<F extends 'pdf' | 'svg-pages'>(
    accountId: string,
    full: FullLetter,
    format: F,
    share: string,
  ) {
    const { letter, data, printed } = full;
    const signature = printed.signatureImage ? await letters.signature(accountId) : null;
    const result = await renderer.renderLetter(
      {
        cv: {
          design: letter.settings.design,
          data,
          paper: letter.settings.paper,
          font: letter.settings.font,
        },
        letter: letterTemplateInput(printed, { design: letter.settings.design }),
        signature: signature ? new Uint8Array(signature) : null,
        format,
      },
      share,
    );
    if (result.format !== format) throw new CvError('cv_render_failed', 'unexpected format');
    return result as Extract<typeof result, { format: F }>;
  }

  return {
    readLetter,

    /** The letter as a tagged PDF (PDF/UA-1), as its settings say. */
    async renderLetterPdf(accountId: string, id: string, share = `account:${accountId}`) {
      const full = await readLetter(accountId, id);
      const result = await render(accountId, full, 'pdf', share);
      return { ...full, pdf: result.pdf, pages: result.pages };
    },

    /** Every page as SVG and the checks, for the studio. */
    async preview(accountId: string, id: string, share: string) {
      const full = await readLetter(accountId, id);
      const result = await render(accountId, full, 'svg-pages', share);
      return {
        pages: result.svgs,
        checks: letterCheckList(full.letter, full.printed, { pages: result.pages }),
      };
    },
  };
}

export type LetterRenderer = ReturnType<typeof createLetterRenderer>;
