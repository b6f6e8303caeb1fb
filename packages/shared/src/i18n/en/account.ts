/** account messages (English). The feature that owns account fills this file. */
export const account = {
  verification: {
    statusCheck: { error: "Your account verification status couldn't be checked" },
  },
};
