import { z } from 'zod';
import {
  landingPageSchema,
  LANDING_LIMITS,
  seoContentSchema,
  serviceCardSchema,
  whyUsCardSchema,
  type LandingPage,
} from './landing';

/**
 * The landing page editor of a live order (GET/PUT /api/orders/{id}/page and its sub-routes):
 * the founder edits every text of the generated page, previews it with the page's own renderer,
 * publishes versions, restores old ones, regenerates sections and replaces images.
 */

/** Where a version came from. */
const PAGE_VERSION_SOURCES = ['generated', 'edited', 'restored', 'regenerated', 'experiment'] as const;
export type PageVersionSource = (typeof PAGE_VERSION_SOURCES)[number];

/** The parts of a page that can be regenerated on their own (or "all" of its texts). */
export const PAGE_SECTIONS = ['all', 'hero', 'about', 'why_us', 'services', 'long_description'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

export const PAGE_SECTION_LABELS: Record<PageSection, string> = {
  all: 'Whole page',
  hero: 'Hero (title, header and subheader)',
  about: 'About us',
  why_us: 'Why us',
  services: 'Services',
  long_description: 'Long description',
};

/** Regenerations an order may ask for per UTC day. */
export const REGENERATIONS_PER_DAY = 5;
/** Versions kept per order (older ones are pruned, the generated one is always kept). */
export const PAGE_VERSIONS_KEPT = 50;

/** Image slots a founder can replace by upload, with the size each upload is cropped to. */
const IMAGE_SLOTS = ['main', 'why_us_1', 'why_us_2', 'why_us_3', 'why_us_4'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export const IMAGE_SLOT_SIZES: Record<ImageSlot, { width: number; height: number }> = {
  main: { width: 1200, height: 800 },
  why_us_1: { width: 800, height: 500 },
  why_us_2: { width: 800, height: 500 },
  why_us_3: { width: 800, height: 500 },
  why_us_4: { width: 800, height: 500 },
};
/** What an image upload may be (sniffed from its bytes) and its largest size. */
export const PAGE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PAGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Icons offered by the editor's icon picker: each one is a Font Awesome (free, solid) icon the
 * landing renderer draws. The page accepts any such class; the picker keeps to this list.
 */
export const EDITOR_ICONS = [
  'fa-cog',
  'fa-star',
  'fa-bolt',
  'fa-heart',
  'fa-check',
  'fa-lightbulb',
  'fa-rocket',
  'fa-award',
  'fa-gem',
  'fa-gift',
  'fa-tags',
  'fa-piggy-bank',
  'fa-credit-card',
  'fa-receipt',
  'fa-chart-line',
  'fa-chart-pie',
  'fa-clock',
  'fa-calendar-check',
  'fa-list-check',
  'fa-clipboard-check',
  'fa-headset',
  'fa-comments',
  'fa-envelope',
  'fa-phone',
  'fa-mobile-screen',
  'fa-laptop',
  'fa-globe',
  'fa-location-dot',
  'fa-map-location-dot',
  'fa-route',
  'fa-truck',
  'fa-truck-fast',
  'fa-box',
  'fa-store',
  'fa-cart-shopping',
  'fa-house',
  'fa-hotel',
  'fa-users',
  'fa-people-group',
  'fa-user-tie',
  'fa-user-doctor',
  'fa-stethoscope',
  'fa-heart-pulse',
  'fa-spa',
  'fa-dumbbell',
  'fa-person-hiking',
  'fa-utensils',
  'fa-carrot',
  'fa-apple-whole',
  'fa-mug-hot',
  'fa-leaf',
  'fa-seedling',
  'fa-recycle',
  'fa-solar-panel',
  'fa-paw',
  'fa-dog',
  'fa-bone',
  'fa-graduation-cap',
  'fa-book-open',
  'fa-chalkboard-user',
  'fa-music',
  'fa-camera',
  'fa-palette',
  'fa-paint-roller',
  'fa-scissors',
  'fa-broom',
  'fa-screwdriver-wrench',
  'fa-robot',
  'fa-shield-halved',
  'fa-lock',
  'fa-sliders',
  'fa-wand-magic-sparkles',
  'fa-ticket',
  'fa-champagne-glasses',
  'fa-file-invoice-dollar',
] as const;

/** Image URLs on an edited page: empty, or an image this server stores (generated or uploaded). */
const ownImageUrlSchema = z
  .string()
  .max(500)
  .regex(/^(\/media\/[A-Za-z0-9_-]{16,40}\.(png|jpg))?$/, 'an image stored by Ideaproof (/media/…) or empty');
const editorWhyUsCardSchema = whyUsCardSchema.extend({ image_url: ownImageUrlSchema });

const questionText = z.string().max(LANDING_LIMITS.question);
/** The contact form's extra questions as the editor sends them: question_1 … question_N, nothing else. */
const editorQuestionsSchema = z
  .strictObject({
    num_questions: z.number().int().min(0).max(LANDING_LIMITS.maxQuestions),
    question_1: questionText.optional(),
    question_2: questionText.optional(),
    question_3: questionText.optional(),
  })
  .superRefine((q, ctx) => {
    for (let i = 1; i <= q.num_questions; i++) {
      if (typeof q[`question_${i}` as 'question_1'] !== 'string') {
        ctx.addIssue({ code: 'custom', message: `question_${i} is missing`, path: [`question_${i}`] });
      }
    }
  });

/**
 * The content a founder edits and saves: the page's content, images limited to stored ones and
 * questions to the form's three.
 */
export const pageContentSchema = landingPageSchema.extend({
  questions: editorQuestionsSchema,
  seo_content: seoContentSchema.extend({
    main_image_url: ownImageUrlSchema,
    bg_image_url: ownImageUrlSchema,
    why_us: z.object({
      point1: editorWhyUsCardSchema,
      point2: editorWhyUsCardSchema,
      point3: editorWhyUsCardSchema,
      point4: editorWhyUsCardSchema,
    }),
  }),
});
/** Edited content as the page's content type (the editor's questions are a stricter form of it). */
export const asLandingPage = (content: z.infer<typeof pageContentSchema>): LandingPage => content as LandingPage;

export const pageVersionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  source: z.enum(PAGE_VERSION_SOURCES),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

export const pageParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const pageVersionParamsSchema = pageParamsSchema.extend({ versionId: z.uuid() });
export const pageImageParamsSchema = pageParamsSchema.extend({ slot: z.enum(IMAGE_SLOTS) });

/**
 * A stock service card typical of the kind of business, offered for the founder to add by hand:
 * never from the founder's answers, and labelled so ("suggested — not from your answers").
 */
const pageSuggestionSchema = serviceCardSchema.extend({ label: z.string() });
export type PageSuggestion = z.infer<typeof pageSuggestionSchema>;

/** GET /api/orders/{id}/page */
export const pageEditorSchema = z.object({
  content: landingPageSchema,
  /** Newest first; the first one is the published page. */
  versions: z.array(pageVersionSchema),
  editable: z.boolean(),
  regenerations_left: z.number().int().min(0),
  regenerations_per_day: z.number().int().min(0),
  suggestions: z.array(pageSuggestionSchema),
});
/** Parsed answers carry the page's content type (its questions are question_N texts). */
type WithPage<T> = Omit<T, 'content'> & { content: LandingPage };
export type PageEditor = WithPage<z.infer<typeof pageEditorSchema>>;

/** PUT /api/orders/{id}/page */
export const savePageBodySchema = z.object({
  content: pageContentSchema,
  /** The version the draft started from: the save is refused (409) when another one was saved since. */
  base_version_id: z.uuid(),
  /** "regenerated" when the draft holds regenerated texts. */
  source: z.enum(['edited', 'regenerated']).default('edited'),
});
export const savePageResponseSchema = z.object({ version: pageVersionSchema });

/** POST /api/orders/{id}/page/versions/{versionId}/restore */
export const restorePageResponseSchema = z.object({ version: pageVersionSchema, content: landingPageSchema });
export type RestorePageResponse = WithPage<z.infer<typeof restorePageResponseSchema>>;

/** POST /api/orders/{id}/page/preview */
export const previewPageBodySchema = z.object({ content: pageContentSchema });

/**
 * POST /api/orders/{id}/page/regenerate: `content` is the draft on screen (the other sections
 * are kept from it); without it, the published page.
 */
export const regeneratePageBodySchema = z.object({
  section: z.enum(PAGE_SECTIONS),
  content: pageContentSchema.optional(),
});
export const regeneratePageResponseSchema = z.object({
  content: landingPageSchema,
  regenerations_left: z.number().int().min(0),
  /** false: no writer had anything different for the section; the draft is unchanged and nothing was counted. */
  changed: z.boolean(),
});
export type RegeneratePageResponse = WithPage<z.infer<typeof regeneratePageResponseSchema>>;

/** POST /api/orders/{id}/page/images/{slot} */
export const pageImageResponseSchema = z.object({ url: z.string() });

/** Messages of the editor (the API's details and the form's notes). */
export const PAGE_EDITOR_MESSAGES = {
  readOnly: 'This order is Completed: its landing page can no longer be edited.',
  staleVersion:
    'This page was saved in another tab or window since you opened it. Reload the editor to see the latest version, then make your changes again.',
  versionNotFound: 'That version of the page was not found.',
  noPage: 'This order has no landing page yet.',
  /** Regenerate found nothing different to offer (not counted against the daily limit). */
  nothingNew: (section: string) =>
    `There is no other arrangement of ${section.toLowerCase()} in your answers: the texts stay as they are, and this did not count against today's regenerations. Edit the texts by hand, or add to your answers.`,
  regenerationsUsed: (perDay: number) =>
    `You have used all ${perDay} regenerations for today. You can regenerate again after midnight UTC.`,
  imageType: 'The file is not a JPEG, PNG, WebP or GIF image',
  imageEmpty: 'The image file is empty',
  imageTooLarge: (mb: number) => `The image must be at most ${mb} MB`,
  imageUnreadable: 'The image could not be read: it is damaged or too large',
  imageField: 'Send the image in the multipart field "file"',
} as const;
