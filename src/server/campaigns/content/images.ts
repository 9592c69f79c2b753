import sharp from 'sharp';
import { AD_IMAGE_SIZES, type AdImageKind } from '../../../shared/campaigns/ad-limits';
import { fontCanRender, useShippedFonts } from '../../media/fonts';
import { callToActionLabel } from '../../../shared/campaigns/call-to-action';
import { adImageSvg, type AdImageText } from './ad-images-svg';

export const AD_IMAGE_KINDS = Object.keys(AD_IMAGE_SIZES) as AdImageKind[];

/** The first text the shipped font can draw (so no image shows boxes), or ''. */
function drawable(...candidates: string[]): string {
  return candidates.find((t) => t.trim() && fontCanRender(t)) ?? '';
}

/**
 * The four ad images as PNG bytes at their exact Google Ads sizes (landscape 1200×628, square
 * 1200×1200, logo 1200×300, square logo 1200×1200), drawn from SVG by sharp in the shipped font.
 */
export async function renderAdImages(
  /** `locale`: the landing page's language, which the drawn call to action speaks. */
  text: AdImageText & { fallbackHeadlines?: string[]; locale?: string },
): Promise<Record<AdImageKind, Buffer>> {
  useShippedFonts();
  const safe: AdImageText = {
    businessName: drawable(text.businessName),
    headline: drawable(text.headline, ...(text.fallbackHeadlines ?? [])),
    description: drawable(text.description),
    callToAction: drawable(callToActionLabel(text.callToAction, text.locale), text.callToAction, 'Learn more'),
    colour: text.colour,
  };
  const entries = await Promise.all(
    AD_IMAGE_KINDS.map(async (kind) => {
      const { width, height } = AD_IMAGE_SIZES[kind];
      const png = await sharp(Buffer.from(adImageSvg(kind, safe)))
        .resize(width, height, { fit: 'fill' })
        .png({ compressionLevel: 9, palette: true, quality: 95 })
        .toBuffer();
      return [kind, png] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<AdImageKind, Buffer>;
}
