import {
  CV_DESIGN_IDS,
  type CvDesign,
  type CvDesignId,
  type Locale,
  type Translate,
} from '@cv/shared';

/** The designs on offer, named and described in the reader's language. */
export function listCvDesigns(t: Translate, lang: Locale): CvDesign[] {
  return CV_DESIGN_IDS.map((id) => ({
    id,
    name: t(`cv.designs.${id}.name`),
    description: t(`cv.designs.${id}.description`),
    previewUrl: designPreviewUrl(id, lang),
  }));
}

/** Where the picture of a design filled with the sample profile is served. */
export function designPreviewUrl(id: CvDesignId, lang: Locale): string {
  return `/api/cv/designs/${id}/preview.png?lang=${lang}`;
}
