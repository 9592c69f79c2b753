/** The ad campaign texts of SPEC §5 and §8, written once for the server and the web app. */
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
  // SPEC §8 toasts and fallbacks
  created: 'Google Ad campaign created successfully!',
  createError: (error: string) => `Error creating campaign: ${error}`,
  refreshError: (error: string) => `Failed to refresh ad campaigns: ${error}`,
  contentError: (error: string) => `Error fetching ad content: ${error}`,
  fetchCampaignsFallback: 'Failed to fetch ad campaigns',
  createFallback: 'Failed to create ad campaign',
  fetchContentFallback: 'Failed to fetch ad content',
  // SPEC §2 / §4 texts
  noCampaigns: 'No ad campaigns available',
  noContent: 'No ad content available.',
  noImages: 'No images available.',
  processing: 'Your ad campaign is being processed',
} as const;
