import type { CvData, CvDesignId } from '@cv/shared';
import { checkArtefacts } from './artefacts';
import { extractTexts } from './extracted-text';
import { printedCv } from './printed-cv';
import { checkStructure } from './structure';
import { readTagTree } from './tag-tree';
import { checkTextOrder } from './text-order';
import { checkUnbroken, unbrokenItems } from './unbroken';
import {
  checkHyphenBreaks,
  checkHyphenRuns,
  checkProtectedWords,
  wordBreaks,
  type HyphenFigures,
} from './word-breaks';

/**
 * Every quality check on one rendered CV: the PDF, the data it was rendered
 * from and its design in, the violations of each check out (each a line
 * saying what and where; none is a pass).
 */

export const CHECK_IDS = [
  'unbroken',
  'protected-words',
  'hyphen-breaks',
  'hyphen-runs',
  'text-order',
  'artefacts',
  'structure',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface CvQualityResult {
  pages: number;
  violations: Record<CheckId, string[]>;
  hyphens: HyphenFigures;
}

export async function checkCv(
  pdf: Uint8Array,
  data: CvData,
  design: CvDesignId,
): Promise<CvQualityResult> {
  const [texts, tree] = await Promise.all([extractTexts(pdf), readTagTree(pdf)]);
  const printed = printedCv(data, design);
  const breaks = wordBreaks(texts, printed.sourceText);
  const runs = checkHyphenRuns(texts.layout);
  const unbroken = unbrokenItems(printed).map((item) => item.text);
  return {
    pages: texts.pdfjs.length,
    violations: {
      unbroken: checkUnbroken(texts, printed),
      'protected-words': checkProtectedWords(breaks, printed.protectedWords, unbroken),
      'hyphen-breaks': checkHyphenBreaks(breaks, printed.protectedWords, unbroken),
      'hyphen-runs': runs.violations,
      'text-order': checkTextOrder(texts, printed),
      artefacts: checkArtefacts(texts, printed),
      structure: checkStructure(tree, printed),
    },
    hyphens: runs.figures,
  };
}
