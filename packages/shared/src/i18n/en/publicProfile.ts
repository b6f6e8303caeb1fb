/** The public profile page and its API answers (English). */
export const publicProfile = {
  notFound: 'Not Found - We could not find the profile you are looking for.',
};
