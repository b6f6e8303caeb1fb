import { LIMITS } from '@cv/shared';
import { AppError, fixedRefusals, limitReached } from '../../http/errors';
import { PICTURE, type PictureRejection } from '../platform/picture';

const fileSize = { key: 'validation.fileSize', params: { maxSize: LIMITS.pictureMaxMb } };

/** The profile feature's domain errors: stable codes, messages from the i18n resources. */
export const profileErrors = {
  ...fixedRefusals('profile.errors', {
    /** No profile yet: the owner's editor sends the user to "create profile" on this code. */
    notFound: [404, 'profile_not_found'],
    /** Unknown id, or another account's: the same answer, so ids leak nothing. */
    entryNotFound: [404, 'entry_not_found'],
    sectionNotFound: [404, 'section_not_found'],
    pictureNotFound: [404, 'picture_not_found'],
  }),

  /** 'File must be less than 2 MB', as the message and on the field. */
  pictureTooLarge: () =>
    new AppError(413, 'payload_too_large', {
      messageKey: fileSize.key,
      params: fileSize.params,
      fieldErrors: { profilePicture: [fileSize] },
    }),

  /** Not an image we take (400 'invalid_image'), or one with too many pixels. */
  pictureRejected: (reason: PictureRejection) => {
    const error =
      reason === 'dimensions'
        ? {
            key: 'profile.errors.pictureDimensions',
            params: { max: PICTURE.maxInputPixels / 1_000_000 },
          }
        : { key: 'profile.errors.pictureInvalid' };
    return new AppError(400, 'invalid_image', {
      messageKey: error.key,
      ...('params' in error ? { params: error.params } : {}),
      fieldErrors: { profilePicture: [error] },
    });
  },

  entryLimitReached: (max: number) => limitReached('entry_limit', 'profile.errors.entryLimit', max),

  sectionLimitReached: (max: number) =>
    limitReached('entry_limit', 'profile.errors.sectionLimit', max),

  entryOrderInvalid: () =>
    new AppError(400, 'validation', {
      messageKey: 'profile.errors.entryOrder',
      fieldErrors: { ids: [{ key: 'profile.errors.entryOrder' }] },
    }),
};
