/** publicProfile messages (English). The feature that owns publicProfile fills this file. */
export const publicProfile = {};
