/** Google Ads text and image limits the ad content generator keeps to (responsive display ads). */
export const AD_LIMITS = {
  headlines: { min: 3, max: 5, maxLength: 30, shortMaxLength: 15 },
  longHeadline: { maxLength: 90 },
  descriptions: { min: 2, max: 5, maxLength: 90, shortMaxLength: 60 },
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

/** Call-to-action texts the generator picks from: each is one of Google Ads' CallToActionType values. */
export const CALL_TO_ACTIONS = ['Learn more', 'Sign up', 'Contact us', 'Get quote', 'Subscribe', 'Start now'] as const;
