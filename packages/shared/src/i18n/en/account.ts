/** account messages (English). The feature that owns account fills this file. */
export const account = {};
