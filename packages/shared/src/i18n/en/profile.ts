/** profile messages (English). The feature that owns profile fills this file. */
export const profile = {};
