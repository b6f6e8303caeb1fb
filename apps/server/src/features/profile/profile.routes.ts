import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customSectionInputSchema,
  customSectionSchema,
  ENTRY_KINDS,
  entryOrderSchema,
  entrySchemas,
  errorBodySchema,
  idParamSchema,
  LIMITS,
  profileSchema,
  sectionSettingsInputSchema,
  sectionSettingsSchema,
  themeSchema,
  thumbnailSchema,
} from '@cv/shared';
import { AppError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { perAccountPerMinute } from '../../security/route-limits';
import { PROFILE_FORM_LIMITS, readProfileForm } from './profile.multipart';
import type { EntryInput, ProfileService } from './profile.service';

/** Saves of the profile form per account and minute. */
export const PROFILE_SAVES_PER_MINUTE = 30;

const errors = errorResponses(400, 401, 403, 404);

/**
 * What `POST /api/profile` takes, for the OpenAPI document only: the parts
 * are read and validated while streaming (readProfileForm), so the parsed
 * body is empty and this optional schema never refuses anything.
 */
const profileFormDoc = z
  .object({
    data: z
      .string()
      .describe(
        'JSON of the general data (profileDataSchema): displayName, jobTitle, location, bio, website, ' +
          'publicAccess, showEmail, showPhone, showAddress, hideDescriptions, removePicture. ' +
          'A text field or a file part of type application/json.',
      ),
    profilePicture: z
      .string()
      .meta({ format: 'binary' })
      .optional()
      .describe(
        `JPEG, PNG, WebP or AVIF, at most ${LIMITS.pictureMaxMb} MB; re-encoded, metadata removed`,
      ),
  })
  .nullish();

export interface ProfileRoutesOptions {
  profile: ProfileService;
}

/**
 * The owner's profile: `/api/profile...`. Every route needs a VERIFIED
 * account; the account is always the logged-in one, never a parameter.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { profile: service },
) => {
  // Scoped to this plugin: only the profile form takes multipart.
  await app.register(multipart, { limits: PROFILE_FORM_LIMITS });
  app.addHook('onRequest', app.requireStatus('VERIFIED'));

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The own profile with theme and all entries (404 until created)',
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => service.getProfile(request.accountId),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Create or update the profile (multipart: data + optional profilePicture)',
        consumes: ['multipart/form-data'],
        body: profileFormDoc,
        response: {
          200: profileSchema.describe('Updated'),
          201: profileSchema.describe('Created'),
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Each save may decode a 2 MB image: generous for people, a brake for scripts.
      config: { rateLimit: perAccountPerMinute('profile-save', PROFILE_SAVES_PER_MINUTE) },
      // Before the (documentation-only) body schema sees a JSON body and calls it invalid.
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
      },
    },
    async (request, reply) => {
      const form = await readProfileForm(request);
      const { created, profile } = await service.saveProfile(
        request.accountId,
        form.data,
        form.picture,
        request.locale,
      );
      return reply.code(created ? 201 : 200).send(profile);
    },
  );

  app.get(
    '/profile/picture/thumbnail',
    {
      schema: {
        tags: ['profile'],
        summary: 'URL of the square thumbnail of the profile picture (404 without a picture)',
        response: { 200: thumbnailSchema, ...errors },
      },
    },
    async (request) => service.getThumbnail(request.accountId),
  );

  app.post(
    '/profile/theme',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save the theme colours',
        body: themeSchema,
        response: { 200: themeSchema, ...errors },
      },
    },
    async (request) => service.saveTheme(request.accountId, request.body),
  );

  app.put(
    '/profile/sections',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Switch sections on or off for the public profile and the CV; answers all switches',
        body: sectionSettingsInputSchema,
        response: { 200: sectionSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveSectionSettings(request.accountId, request.body),
  );

  app.post(
    '/profile/custom-section',
    {
      schema: {
        tags: ['profile'],
        summary: 'Create (without id) or rename and switch (with id) a custom section',
        body: customSectionInputSchema,
        response: {
          200: customSectionSchema.describe('Updated'),
          201: customSectionSchema.describe('Created'),
          ...errors,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { created, section } = await service.saveCustomSection(request.accountId, request.body);
      return reply.code(created ? 201 : 200).send(section);
    },
  );

  app.delete(
    '/profile/custom-section/:id',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete a custom section with all its entries',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteCustomSection(request.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Every section kind shares one mechanism; each gets its own documented routes.
  for (const kind of ENTRY_KINDS) {
    const { input, item } = entrySchemas[kind];

    app.post(
      `/profile/${kind}`,
      {
        schema: {
          tags: ['profile'],
          summary: `Create (without id) or update (with id) a ${kind} entry`,
          body: input,
          response: {
            200: item.describe('Updated'),
            201: item.describe('Created'),
            ...errors,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { created, item: saved } = await service.saveEntry(
          kind,
          request.accountId,
          request.body as EntryInput,
        );
        return reply.code(created ? 201 : 200).send(saved);
      },
    );

    app.put(
      `/profile/${kind}/order`,
      {
        schema: {
          tags: ['profile'],
          summary: `Order all ${kind} entries (first to last); answers the ordered list`,
          body: entryOrderSchema,
          response: { 200: z.array(item), ...errors },
        },
      },
      async (request) => service.orderEntries(kind, request.accountId, request.body.ids),
    );

    app.delete(
      `/profile/${kind}/:id`,
      {
        schema: {
          tags: ['profile'],
          summary: `Delete a ${kind} entry`,
          params: idParamSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteEntry(kind, request.accountId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
