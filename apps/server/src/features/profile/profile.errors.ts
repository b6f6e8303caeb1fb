import { LIMITS } from '@cv/shared';
import { AppError, limitReached, notFound } from '../../http/errors';
import { PICTURE, type PictureRejection } from '../platform/picture';

/** The profile feature's domain errors: stable codes, messages from the i18n resources. */

/** No profile yet: the owner's editor sends the user to "create profile" on this code. */
export const profileNotFound = () => notFound('profile_not_found', 'profile.errors.notFound');

/** Unknown id, or another account's: the same answer, so ids leak nothing. */
export const entryNotFound = () => notFound('entry_not_found', 'profile.errors.entryNotFound');

export const sectionNotFound = () =>
  notFound('section_not_found', 'profile.errors.sectionNotFound');

export const pictureNotFound = () =>
  notFound('picture_not_found', 'profile.errors.pictureNotFound');

const fileSize = { key: 'validation.fileSize', params: { maxSize: LIMITS.pictureMaxMb } };

/** 'File must be less than 2 MB', as the message and on the field. */
export const pictureTooLarge = () =>
  new AppError(413, 'payload_too_large', {
    messageKey: fileSize.key,
    params: fileSize.params,
    fieldErrors: { profilePicture: [fileSize] },
  });

/** Not an image we take (400 'invalid_image'), or one with too many pixels. */
export const pictureRejected = (reason: PictureRejection) => {
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
};

export const entryLimitReached = (max: number) =>
  limitReached('entry_limit', 'profile.errors.entryLimit', max);

export const sectionLimitReached = (max: number) =>
  limitReached('entry_limit', 'profile.errors.sectionLimit', max);

export const entryOrderInvalid = () =>
  new AppError(400, 'validation', {
    messageKey: 'profile.errors.entryOrder',
    fieldErrors: { ids: [{ key: 'profile.errors.entryOrder' }] },
  });
