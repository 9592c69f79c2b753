import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteSchema,
  okSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  profileUpdateSchema,
  subscriptionsUpdateSchema,
  userDocumentSchema,
} from '../../shared/contracts/profile';
import type { ProfileDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { badRequest, errorResponses, payloadTooLarge } from '../http/errors';
import { readUploadedFile, uploadRoutes } from '../http/multipart';
import { savePreferences, saveProfilePhoto, saveProfileSettings, updateSubscriptions, userDocument } from './service';
import { changePassword, deleteAccount } from './account';
import { MINUTE_MS } from '../../shared/time';

/**
 * The user document (docs/product.md#data): read, subscriptions, profile settings and photo; the
 * account settings (preferences, password, deleting the account).
 */
export async function profileRoutes(app: FastifyInstance, ctx: ProfileDeps): Promise<void> {
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

    r.put(
      '/api/me/preferences',
      {
        schema: {
          summary: 'Save the time zone and the email preferences',
          description:
            '`email_digest` off: no weekly digest email is sent for any of your pages. `email_lead_alerts` off: no email for a new lead (the bell still lists it).',
          body: preferencesUpdateSchema,
          response: { 200: userDocumentSchema },
        },
      },
      async (request) => savePreferences(ctx.db, signedInUser(request), request.body),
    );

    r.post(
      '/api/me/password',
      {
        // Each try checks a password: counted in PostgreSQL, per client address.
        config: { rateLimit: { max: 10, timeWindow: MINUTE_MS, sharedScope: 'password-change' } },
        schema: {
          summary: 'Change the password',
          description:
            'The current password and the new one (checked for strength, hashed by the identity library). This session stays signed in; every other session of the account is ended. 400 when the current password is not right.',
          body: passwordChangeSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await changePassword(ctx, signedInUser(request), request.headers.authorization!, request.body);
        return { ok: true as const };
      },
    );

    r.delete(
      '/api/me',
      {
        config: { rateLimit: { max: 10, timeWindow: MINUTE_MS, sharedScope: 'account-delete' } },
        schema: {
          summary: 'Delete the account and its data',
          description:
            'Confirmed by `confirm_email`, the account email typed again (400 otherwise). Deletes the profile, every page with its leads, visits, experiments, campaigns and reports, the notifications and the sessions; payment records are kept as the law requires (docs/product.md#deleting-your-account). 409 while an ad campaign is running.',
          body: accountDeleteSchema,
          response: { 200: okSchema, ...errorResponses('conflict') },
        },
      },
      async (request) => {
        await deleteAccount(ctx, signedInUser(request), request.body.confirm_email);
        return { ok: true as const };
      },
    );

    const maxMb = Math.round((ctx.config.MAX_UPLOAD_BYTES / (1024 * 1024)) * 10) / 10;
    await uploadRoutes(r, ctx.config, (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/upload-profile-picture',
        {
          config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, sharedScope: 'profile-photo' } },
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
