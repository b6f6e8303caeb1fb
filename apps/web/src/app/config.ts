/**
 * Build-time settings. The footer's source-code link can be pointed at a fork
 * with VITE_SOURCE_URL when building.
 */
export const SOURCE_CODE_URL: string =
  import.meta.env.VITE_SOURCE_URL || 'https://github.com/cv-builder/cv-builder';
