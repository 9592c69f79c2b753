import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, subscriptionsUpdateSchema, userDocumentSchema } from '../../shared/contracts/profile';
import type { AppContext } from '../context';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { badRequest, payloadTooLarge } from '../http/errors';
import { readUploadedFile, uploadRoutes } from '../http/multipart';
import { saveProfilePhoto, saveProfileSettings, updateSubscriptions, userDocument } from './service';

/** The user document (docs/product.md#data): read, subscriptions, profile settings and photo. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await signedInRoutes(app, { tags: ['profile'] }, async (r) => {
    r.get(
      '/api/me',
      {
        schema: {
          summary: 'The signed-in user document',
          response: { 200: userDocumentSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return userDocument(ctx.db, signedInUser(request));
      },
    );

    r.patch(
      '/api/me',
      {
        schema: {
          summary: 'Update subscribed_strategies',
          body: subscriptionsUpdateSchema,
          response: { 200: userDocumentSchema },
        },
      },
      async (request) => updateSubscriptions(ctx.db, signedInUser(request), request.body.subscribed_strategies),
    );

    r.put(
      '/profile',
      {
        schema: {
          summary: 'Save the profile settings',
          description:
            'Validation rules of the profile form (docs/product.md#validation-rules). `email` is read-only: it may be sent, but must equal the account email (400 otherwise).',
          body: profileUpdateSchema,
          response: { 200: userDocumentSchema },
        },
      },
      async (request) => saveProfileSettings(ctx.db, signedInUser(request), request.body),
    );

    const maxMb = Math.round((ctx.config.MAX_UPLOAD_BYTES / (1024 * 1024)) * 10) / 10;
    await uploadRoutes(r, ctx, (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/upload-profile-picture',
        {
          config: { rateLimit: { max: 30, timeWindow: 60_000, sharedScope: 'profile-photo' } },
          schema: {
            summary: 'Upload the profile photo (multipart field `file`)',
            description: `JPEG, PNG, WebP or GIF (sniffed from the bytes), at most ${maxMb} MB; stored as a JPEG of at most 512×512 without metadata.`,
            consumes: ['multipart/form-data'],
            response: { 200: userDocumentSchema },
          },
        },
        async (request, reply) => {
          const user = signedInUser(request);
          const upload = await readUploadedFile(request, reply, {
            maxBytes: ctx.config.MAX_UPLOAD_BYTES,
            field: 'file',
            tooLarge: () => payloadTooLarge(`The photo must be at most ${maxMb} MB`),
            unreadable: () => badRequest('Send the photo as multipart/form-data in the field "file"'),
            missingFile: () => badRequest('Send the photo in the multipart field "file"'),
          });
          return saveProfilePhoto(ctx.db, user, upload);
        },
      );
    });
  });
}
