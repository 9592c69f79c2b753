/** The ad campaign texts of docs/product.md#validation-rules and docs/product.md#messages, written once for the server and the web app. */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  businessNameRequired: 'Business name is required',
  locationRequired: 'At least one location is required',
  budgetRange: 'Budget must be between 5000 and 20000 INR',
  durationRange: 'Duration must be between 1 and 7 days',
  formInvalid: 'Please fix the errors in the form',
  // Beyond the spec (rules it states without a text):
  budgetStep: 'Budget must be a multiple of 10 INR',
  tooManyLocations: 'At most 5 locations can be targeted',
  businessNameTooLong: 'Business name must be at most 25 characters',
  nameTooLong: 'Campaign name is too long',
  duplicateLocation: 'Each location can be targeted once',
  // Where a new campaign's locations start (docs/ad-campaigns.md#where-the-ad-runs)
  locationsFromAnswers: (named: readonly string[]) =>
    `Chosen from the places your answers name: ${named.join(', ')}. Change them if your customers are elsewhere.`,
  locationsCountryOnly: (named: string, country: string) =>
    `Places finer than a country are offered for India only, so ${named} is targeted as ${country}.`,
  locationsDefault: (country: string) =>
    `Your answers name no place, so the ad starts with ${country}. Add the cities or states your customers are in.`,
  // The founder's own ad copy, before paying
  copySaved: 'Your ad copy has been saved.',
  copySaveError: (error: string) => `Could not save your ad copy: ${error}`,
  copySaveFallback: 'Failed to save ad copy',
  copyLocked: 'This ad campaign has been paid for: its ad copy can no longer be changed.',
  copyNotReady: 'The ad copy is still being written. Edit it once the campaign shows Payment Required.',
  copyEdited: 'Edited by you',
  /** The payment's refusal (409) and the dialog's toast while the ad or its page breaks a Google policy. */
  policyBlocked: (problems: readonly string[]) =>
    `Google would refuse this ad, so it cannot be paid for yet: ${problems.join('; ')}`,
  pageFindingsTitle: 'Your landing page must be fixed before paying',
  businessNameShortened: (pageName: string, max: number) =>
    `Your page's name “${pageName}” is longer than the ${max} characters Google shows, so the ad uses a shorter name. Change it below if you prefer another.`,
  // docs/product.md#messages toasts and fallbacks
  created: 'Google Ad campaign created successfully!',
  createError: (error: string) => `Error creating campaign: ${error}`,
  refreshError: (error: string) => `Failed to refresh ad campaigns: ${error}`,
  contentError: (error: string) => `Error fetching ad content: ${error}`,
  fetchCampaignsFallback: 'Failed to fetch ad campaigns',
  /** In the Ad Campaigns card while the list could not be loaded (the reason is the refreshError toast). */
  notLoaded: 'Your ad campaigns could not be loaded.',
  retry: 'Try again',
  createFallback: 'Failed to create ad campaign',
  fetchContentFallback: 'Failed to fetch ad content',
  // docs/product.md#screens / docs/product.md#statuses texts
  noCampaigns: 'No ad campaigns available',
  noCampaignsNext:
    'Once your page is live, choose Create Ad Campaign, then Google Ad, to bring visitors to it. You review the ad and pay before it runs.',
  noContent: 'No ad content available.',
  noImages: 'No images available.',
  processing: 'Your ad campaign is being processed',
} as const;
