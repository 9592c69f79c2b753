/**
 * Google Ads' text and image limits for a Performance Max asset group (docs/ad-campaigns.md):
 * the counts Google accepts (min–max), the counts it recommends for a good ad strength, and
 * each text's length in Google's count.
 */
export const AD_LIMITS = {
  headlines: { min: 3, max: 15, recommended: 11, maxLength: 30, shortMaxLength: 15 },
  longHeadlines: { min: 1, max: 5, recommended: 2, maxLength: 90 },
  descriptions: { min: 2, max: 5, recommended: 4, maxLength: 90, shortMaxLength: 60 },
  businessName: { maxLength: 25 },
  callToAction: { maxLength: 30 },
} as const;

/** Pixel sizes of the generated PNG images. */
export const AD_IMAGE_SIZES = {
  landscape: { width: 1200, height: 628 },
  square: { width: 1200, height: 1200 },
  logo: { width: 1200, height: 300 },
  square_logo: { width: 1200, height: 1200 },
} as const;
export type AdImageKind = keyof typeof AD_IMAGE_SIZES;

/**
 * Call-to-action texts an ad may carry: each is one of Google Ads' CallToActionType values
 * (google-ads-api `enums.CallToActionType`; the adapter maps each text to its value).
 */
export const CALL_TO_ACTIONS = [
  'Learn more',
  'Sign up',
  'Subscribe',
  'Book now',
  'Get quote',
  'Shop now',
  'Order now',
  'Contact us',
  'Apply now',
  'Start now',
  'Download',
  'See more',
  'Visit site',
] as const;
export type CallToAction = (typeof CALL_TO_ACTIONS)[number];
