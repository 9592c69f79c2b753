import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { StoredAdContent, orders } from '../../db/schema';
import { storePng } from '../../media/store';
import { AD_IMAGE_SIZES } from '../../../shared/campaigns/ad-limits';
import { pageWordsOf } from '../../../shared/campaigns/ad-strength';
import type { AdCopy, AdCopyInput } from '../../../shared/campaigns/ad-copy';
import { ideaAnswersFrom } from '../../../shared/orders/answers';
import { withFallback } from '../../generation/writers';
import { AD_IMAGE_KINDS, renderAdImages } from './images';
import { builtinWriter, type AdCopyWriter } from './writer';

type OrderRow = typeof orders.$inferSelect;

/** Used when the landing page has no theme colour yet. */
const DEFAULT_COLOUR = '#1f4e79';

/** What the ad is written from: the order's four answers and its landing page texts. */
function adCopyInput(order: OrderRow, businessName: string): AdCopyInput {
  const seo = order.landingPage?.seo_content;
  return {
    businessName,
    answers: ideaAnswersFrom(order.businessIdea),
    title: seo?.title,
    header: seo?.header,
    about: seo?.about_us.paragraph,
  };
}

/** What the review shows beside the ad: the page's business name and the page's words (its header and title). */
function pageFacts(order: OrderRow): Pick<StoredAdContent, 'pageBusinessName' | 'pageWords'> {
  const seo = order.landingPage?.seo_content;
  if (!seo) return {};
  return { pageBusinessName: seo.business_name, pageWords: pageWordsOf([seo.header, seo.title]) };
}

/** The ad copy from `writer`, held to Google's limits; the built-in copy when the writer fails. */
export async function writeAdCopy(
  writer: AdCopyWriter,
  input: AdCopyInput,
  log?: FastifyBaseLogger,
): Promise<{ copy: AdCopy; generator: 'builtin' | 'llm' }> {
  const { value, by } = await withFallback(writer, builtinWriter, input, { log });
  return { copy: value, generator: by === 'builtin' ? 'builtin' : 'llm' };
}

/**
 * Generate a campaign's ad content (docs/architecture.md#data-and-states, the Draft step): text within Google's limits,
 * the four PNG images stored as media, and the final URL of the order's landing page.
 */
export async function generateAdContent(
  db: Db,
  writer: AdCopyWriter,
  args: { order: OrderRow; businessName: string; finalUrl: string },
  log?: FastifyBaseLogger,
): Promise<{ content: StoredAdContent; generator: 'builtin' | 'llm' }> {
  const { copy, generator } = await writeAdCopy(writer, adCopyInput(args.order, args.businessName), log);
  const pngs = await renderAdImages({
    businessName: copy.businessName,
    headline: copy.longHeadlines[0] ?? '',
    fallbackHeadlines: copy.headlines,
    description: copy.descriptions[0] ?? '',
    callToAction: copy.callToAction,
    locale: args.order.landingPage?.seo_content.locale,
    colour: args.order.landingPage?.seo_content.theme_colour ?? DEFAULT_COLOUR,
  });
  const images: StoredAdContent['images'] = {};
  for (const kind of AD_IMAGE_KINDS) {
    images[kind] = (await storePng(db, pngs[kind], AD_IMAGE_SIZES[kind], args.order.id)).id;
  }
  return {
    content: {
      businessName: copy.businessName,
      headlines: copy.headlines,
      longHeadlines: copy.longHeadlines,
      descriptions: copy.descriptions,
      finalUrl: args.finalUrl,
      callToAction: copy.callToAction,
      images,
      ...pageFacts(args.order),
    },
    generator,
  };
}
