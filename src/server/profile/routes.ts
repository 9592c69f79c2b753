import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  profileUpdateSchema,
  subscriptionsUpdateSchema,
  userDocumentSchema,
  type UserDocument,
} from '../../shared/contracts/profile';
import type { AppContext } from '../context';
import { profiles } from '../db/schema';
import { makeRequireUser, type AuthUser } from '../auth/guard';
import { badRequest, HttpError } from '../http/errors';
import { ensureProfile, toUserDocument } from './document';
import { toProfileJpeg } from './photo';

function currentUser(request: FastifyRequest): AuthUser {
  // makeRequireUser ran as preHandler: the user is set or the request was refused.
  return request.user!;
}

/** The user document (SPEC §3): read, subscriptions, profile settings and photo. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx.auth);
  const security = [{ bearer: [] }];

  async function documentOf(user: AuthUser): Promise<UserDocument> {
    return toUserDocument(await ensureProfile(ctx.db, user));
  }

  async function update(user: AuthUser, values: Partial<typeof profiles.$inferInsert>): Promise<UserDocument> {
    await ensureProfile(ctx.db, user);
    const [row] = await ctx.db
      .update(profiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(profiles.userId, user.id))
      .returning();
    return toUserDocument(row!);
  }

  r.get(
    '/api/me',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user document',
        security,
        response: { 200: userDocumentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return documentOf(currentUser(request));
    },
  );

  r.patch(
    '/api/me',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'Update subscribed_strategies',
        security,
        body: subscriptionsUpdateSchema,
        response: { 200: userDocumentSchema },
      },
    },
    async (request) => update(currentUser(request), { subscribedStrategies: request.body.subscribed_strategies }),
  );

  r.put(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'Save the profile settings',
        description:
          'SPEC §5 rules. `email` is read-only: it may be sent, but must equal the account email (400 otherwise).',
        security,
        body: profileUpdateSchema,
        response: { 200: userDocumentSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      if (b.email !== undefined && b.email.toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest('Email is read-only: it must be your account email');
      }
      return update(user, {
        firstName: b.first_name,
        lastName: b.last_name,
        birthday: b.birthday,
        gender: b.gender,
        phone: b.phone,
        address: b.address,
        addressNumber: b.address_number,
        city: b.city,
        state: b.state,
        zipCode: b.zip_code,
        displayName: b.display_name,
        jobTitle: b.job_title,
        location: b.location,
      });
    },
  );

  const maxMb = Math.round((ctx.config.MAX_UPLOAD_BYTES / (1024 * 1024)) * 10) / 10;
  r.post(
    '/upload-profile-picture',
    {
      preHandler,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Upload the profile photo (multipart field `file`)',
        description: `JPEG, PNG, WebP or GIF (sniffed from the bytes), at most ${maxMb} MB; stored as a JPEG of at most 512×512 without metadata.`,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: userDocumentSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      let upload: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') {
          throw badRequest('Send the photo in the multipart field "file"');
        }
        upload = await file.toBuffer();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new HttpError(413, `The photo must be at most ${maxMb} MB`);
        }
        request.log.info({ err }, 'unreadable profile photo upload');
        throw badRequest('Send the photo as multipart/form-data in the field "file"');
      }
      const jpeg = await toProfileJpeg(upload);
      return update(user, { profilePicture: jpeg });
    },
  );
}
