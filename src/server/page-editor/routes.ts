import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  asLandingPage,
  PAGE_EDITOR_MESSAGES,
  PAGE_IMAGE_MAX_BYTES,
  pageEditorSchema,
  pageImageParamsSchema,
  pageImageResponseSchema,
  pageParamsSchema,
  pageVersionParamsSchema,
  previewPageBodySchema,
  regeneratePageBodySchema,
  regeneratePageResponseSchema,
  REGENERATIONS_PER_DAY,
  restorePageResponseSchema,
  savePageBodySchema,
  savePageResponseSchema,
} from '../../shared/contracts/page-editor';
import type { PageEditorDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser as userOf } from '../auth/user';
import { badRequest, payloadTooLarge, errorResponses } from '../http/errors';
import { readUploadedFile, uploadRoutes } from '../http/multipart';
import { perUserPerMinute } from '../http/rate-limit';
import { renderLandingPage } from '../landing/render';
import { getPageEditor, previewOrder, regeneratePage, restoreVersion, savePage, uploadPageImage } from './service';
import { writeAgain } from './regenerate';

/** The landing page editor of a live order: read, save, restore, preview, regenerate, images. */
export async function pageEditorRoutes(app: FastifyInstance, ctx: PageEditorDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['page editor'] }, async (r) => {
    r.get(
      '/api/orders/:id/page',
      {
        schema: {
          summary: "The order's landing page content, its versions (newest first) and the regenerations left today",
          params: pageParamsSchema,
          response: { 200: pageEditorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getPageEditor(ctx.db, userOf(request).id, request.params.id);
      },
    );

    r.put(
      '/api/orders/:id/page',
      {
        config: { rateLimit: perUserPerMinute('editor-save', 60) },
        schema: {
          summary: 'Publish an edited page as a new version (409 when another tab saved since, or once Completed)',
          params: pageParamsSchema,
          body: savePageBodySchema,
          response: { 200: savePageResponseSchema, ...errorResponses('conflict') },
        },
      },
      async (request) => {
        const b = request.body;
        const version = await savePage(
          ctx.db,
          userOf(request).id,
          request.params.id,
          asLandingPage(b.content),
          b.base_version_id,
          b.source,
        );
        request.log.info({ orderId: request.params.id, versionId: version.id }, 'landing page edited');
        return { version };
      },
    );

    r.post(
      '/api/orders/:id/page/versions/:versionId/restore',
      {
        config: { rateLimit: perUserPerMinute('editor-restore', 60) },
        schema: {
          summary: 'Publish an earlier version again, as a new version marked "restored"',
          params: pageVersionParamsSchema,
          response: { 200: restorePageResponseSchema, ...errorResponses('conflict') },
        },
      },
      async (request) => restoreVersion(ctx.db, userOf(request).id, request.params.id, request.params.versionId),
    );

    r.post(
      '/api/orders/:id/page/preview',
      {
        config: { rateLimit: perUserPerMinute('editor-preview', 240) },
        schema: {
          summary: 'The draft drawn by the landing page renderer (text/html), without its script: no visit is counted',
          params: pageParamsSchema,
          body: previewPageBodySchema,
          produces: ['text/html'],
          // Sent as the HTML text itself (a string with a text/html type is never serialized).
          response: {
            200: z.string().describe('The draft as a complete HTML document'),
            ...errorResponses('conflict'),
          },
        },
      },
      async (request, reply) => {
        const order = await previewOrder(ctx.db, userOf(request).id, request.params.id);
        const page = renderLandingPage({
          orderId: order.id,
          landingPage: request.body.content,
          // No script: the preview never sends analytics events and its form never submits.
          assets: { css: ctx.landing.assets.css, script: null },
          publicUrl: ctx.config.PUBLIC_URL,
        });
        const out = reply as unknown as FastifyReply;
        return out.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
      },
    );

    r.post(
      '/api/orders/:id/page/regenerate',
      {
        config: { rateLimit: perUserPerMinute('editor-regenerate', 20) },
        schema: {
          summary: `Write the whole page or one section again, as a draft (not saved); ${REGENERATIONS_PER_DAY} a day per order (429 past that)`,
          params: pageParamsSchema,
          body: regeneratePageBodySchema,
          response: { 200: regeneratePageResponseSchema, ...errorResponses('conflict', 'rate_limited') },
        },
      },
      async (request) => {
        return regeneratePage(
          ctx.db,
          userOf(request).id,
          request.params.id,
          request.body.section,
          request.body.content && asLandingPage(request.body.content),
          (answers) => writeAgain(answers, ctx.pageWriter, request.log),
        );
      },
    );

    const maxMb = Math.round((PAGE_IMAGE_MAX_BYTES / (1024 * 1024)) * 10) / 10;
    await uploadRoutes(r, ctx.config, (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/api/orders/:id/page/images/:slot',
        {
          config: { rateLimit: perUserPerMinute('editor-image', 30) },
          schema: {
            summary:
              'Upload an image for the main or a why-us slot (multipart field `file`); the draft uses the returned URL',
            description: `JPEG, PNG, WebP or GIF (sniffed from the bytes), at most ${maxMb} MB; stored as a JPEG cropped to the slot (1200×800 main, 800×500 why-us) without metadata.`,
            consumes: ['multipart/form-data'],
            params: pageImageParamsSchema,
            response: { 200: pageImageResponseSchema, ...errorResponses('conflict') },
          },
        },
        async (request, reply) => {
          const readUpload = (): Promise<Buffer> =>
            readUploadedFile(request, reply, {
              maxBytes: PAGE_IMAGE_MAX_BYTES,
              field: 'file',
              tooLarge: () => payloadTooLarge(PAGE_EDITOR_MESSAGES.imageTooLarge(maxMb)),
              unreadable: () => badRequest(PAGE_EDITOR_MESSAGES.imageField),
            });
          return uploadPageImage(ctx.db, userOf(request).id, request.params.id, request.params.slot, readUpload);
        },
      );
    });
  });
}
