/** Profile editor and profile API messages (English). */
export const profile = {
  errors: {
    notFound: 'Not Found - We could not find the profile you are looking for.',
    load: 'Failed to load profile',
    save: 'Failed to save profile',
    pictureInvalid: 'The file is not a supported image (JPEG, PNG, WebP or AVIF)',
    pictureDimensions: 'The image is too large: at most {{max}} megapixels',
    pictureNotFound: 'There is no profile picture yet',
    entryNotFound: 'This entry does not exist (any more)',
    entryLimit: 'You can keep at most {{max}} entries of this kind',
    entryOrder: 'The order must list each of your entries exactly once',
    unknownPart: 'Unexpected part "{{name}}"; send "data" and optionally "profilePicture"',
    themeSave: 'Failed to save the theme',
  },
  entries: {
    workExperience: {
      addError: 'Failed to add the work experience',
      updateError: 'Failed to update the work experience',
      deleteError: 'Failed to delete the work experience',
    },
    education: {
      addError: 'Failed to add the education entry',
      updateError: 'Failed to update the education entry',
      deleteError: 'Failed to delete the education entry',
    },
    skill: {
      addError: 'Failed to add the skill',
      updateError: 'Failed to update the skill',
      deleteError: 'Failed to delete the skill',
    },
    project: {
      addError: 'Failed to add the project',
      updateError: 'Failed to update the project',
      deleteError: 'Failed to delete the project',
    },
  },
};
