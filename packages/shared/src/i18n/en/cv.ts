/** cv messages (English). The feature that owns cv fills this file. */
export const cv = {};
