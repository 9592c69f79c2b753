/**
 * Neutral lines for the ad (docs/ad-campaigns.md#the-ad-text): calls to take part that
 * hold no claim about the business, used only to top up what the founder's own words give.
 * Headlines are at most 30 characters (the first three at most 15), descriptions at most 90.
 */
export const AD_NEUTRAL = {
  /** At most 15 characters: Google wants one short headline. */
  shortHeadlines: ['Early Access', 'Share Your View', 'Be the First'],
  headlines: [
    'Share Your View',
    'Tell Us What You Need',
    'Be Among the First',
    'Help Shape What We Build',
    'Register Your Interest',
    'Early Access',
  ],
  /** Neutral invitations around the idea's title ("{subject}" is the page's hero phrase). */
  subjectHeadlines: ['Interested in {subject}?', '{subject}: Early Access'],
  descriptions: [
    'Tell us what you need and help shape what comes next.',
    'It is early days. Share your view in a minute.',
    'Leave your answer on the page. It takes a minute.',
  ],
  /** A long headline from the idea's title when the answers give no sentence for one: "{subject}: …". */
  longHeadlineTails: ['tell us what you need', 'share your view in a minute'],
} as const;
