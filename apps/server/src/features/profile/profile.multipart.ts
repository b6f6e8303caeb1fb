import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, PROFILE_PARTS, profileDataSchema, type ProfileData } from '@cv/shared';
import { AppError } from '../../http/errors';
import { refusedTextError } from '../../http/text-guard';
import { profileErrors } from './profile.errors';

/**
 * Limits of the `POST /api/profile` form. The picture limit is enforced by
 * the parser while the bytes stream in: anything past 2 MB is never buffered.
 */
export const PROFILE_FORM_LIMITS = {
  fileSize: LIMITS.pictureMaxBytes,
  // `data` may come as a file part (a JSON Blob), so two file parts at most.
  files: 2,
  fields: 2,
  parts: 3,
  /** The JSON of the general data: a 5000-character bio in any script fits. */
  fieldSize: 64 * 1024,
} as const;

export interface ProfileForm {
  data: ProfileData;
  /** The uploaded picture's bytes; undefined when none was sent. */
  picture: Buffer | undefined;
}

const MAX_DATA_BYTES = PROFILE_FORM_LIMITS.fieldSize;

const badRequest = (messageKey: string, params?: Record<string, unknown>) =>
  new AppError(400, 'validation', { messageKey, ...(params ? { params } : {}) });

const malformedJson = () => new AppError(400, 'malformed_json');
const malformedMultipart = () => new AppError(400, 'malformed_multipart');

/**
 * Whether an error comes from the form parser meeting a broken body (a
 * missing closing boundary, a cut-off part, a bad part header): those are
 * plain `Error`s without a status, unlike ours and the plugin's limits.
 */
function isParserError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.constructor === Error &&
    (error as { statusCode?: number }).statusCode === undefined
  );
}

// The type provider's own validator: a failure carries the same `validation`
// entries as a JSON body's, so the error handler answers both alike.
const validateDataPart = validatorCompiler({
  schema: profileDataSchema,
  method: 'POST',
  url: '/api/profile',
  httpPart: 'body',
}) as (value: unknown) => { value?: unknown; error?: unknown };

/** The same 400 the schema validation of a JSON body gives: one error path. */
function validateData(value: unknown): ProfileData {
  const refused = refusedTextError(value);
  if (refused) throw refused;
  const result = validateDataPart(value);
  if (result.error) {
    throw Object.assign(new Error('profile data failed validation'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value as ProfileData;
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw part.fieldname === PROFILE_PARTS.picture
        ? profileErrors.pictureTooLarge()
        : payloadTooLarge();
    }
    throw error;
  }
}

const payloadTooLarge = () => new AppError(413, 'payload_too_large');

/** `data` as a text field, a JSON field (parsed by the plugin) or a JSON file part. */
async function readData(part: Multipart): Promise<unknown> {
  if (part.type === 'field') {
    if (part.valueTruncated) throw payloadTooLarge();
    if (typeof part.value !== 'string') return part.value;
    return parseJson(part.value);
  }
  const bytes = await readFile(part);
  if (bytes.length > MAX_DATA_BYTES) throw payloadTooLarge();
  return parseJson(bytes.toString('utf8'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformedJson();
  }
}

/**
 * Reads the multipart form of `POST /api/profile`: the `data` part (JSON of
 * the general data, validated by the shared schema) and an optional
 * `profilePicture` file part. Anything else is refused with a 4xx.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  let data: unknown;
  let sawData = false;
  let sawPicture = false;
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === PROFILE_PARTS.data && !sawData) {
        sawData = true;
        data = await readData(part);
      } else if (part.fieldname === PROFILE_PARTS.picture && !sawPicture) {
        sawPicture = true;
        if (part.type === 'field') {
          // An empty value is how some clients say "no file"; any other text is no image.
          if (part.value !== '') throw profileErrors.pictureRejected('invalid');
          continue;
        }
        const bytes = await readFile(part);
        // A browser sends an empty file part for an empty file input.
        picture = bytes.length > 0 || part.filename ? bytes : undefined;
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('profile.errors.unknownPart', { name: part.fieldname });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The plugin's JSON-field error is a 406; for the client it is malformed JSON.
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw malformedJson();
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('errors.validation');
    if (code === 'FST_MP_PREMATURE_CLOSE' || isParserError(error)) {
      request.log.info({ err: error }, 'malformed multipart body');
      throw malformedMultipart();
    }
    throw error;
  }
  if (!sawData) {
    throw new AppError(400, 'validation', {
      fieldErrors: { [PROFILE_PARTS.data]: [{ key: 'validation.blank' }] },
    });
  }
  return { data: validateData(data), picture };
}
