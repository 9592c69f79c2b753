/**
 * docs/product.md#messages messages and the exact texts of docs/product.md#screens/docs/product.md#statuses, in one place (orders and payments).
 * Other areas may append their own catalogue here.
 */
export const ORDER_TEXTS = {
  pageTitle: 'Your business ideas',
  searchHint: 'Search by title or status',
  newIdeaTitle: 'Tell us your business idea and we will make it live',
  empty: 'No orders found. Create a new business idea to get started!',
  /** The empty list's next step (docs/product.md#deliberate-differences-from-the-specification: an addition to the spec's empty text). */
  emptyNext: 'Answer four questions about your idea; we write its landing page once you have paid.',
  emptyAction: 'Create a business idea',
  /** The empty list while a search is typed. */
  emptySearchNext: (search: string) => `No idea’s title or status matches “${search}”.`,
  clearSearch: 'Clear the search',
  confirmDelete: 'Are you sure you want to delete this order?',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} entries`,
  notFound: (id: string) => `No order data found for ID: ${id}`,
  paymentRequired: 'Payment is required to create a landing page',
  /** docs/product.md "Deliberate differences": no "Please refresh page after a minute" (the page updates by itself). */
  generating: 'Your landing page is being generated',
  generatingSteps: [
    'Payment received',
    'Writing your page from your answers and drawing its images',
    'Publishing it at its own web address',
  ],
  generatingNote: 'This page updates by itself when your landing page is live. You can leave and come back.',
  completePayment: 'Complete Payment',
  generatingButton: 'Landing Page is being generated...',
  viewLandingPage: 'View Landing Page',
  locked: 'Locked after payment',
  /** The first answer is the idea's title and cannot be blank (so no order is ever untitled). */
  titleRequired: 'Please describe your business idea',
} as const;

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully!',
  /** After "Pay later", or a checkout closed without paying. */
  unpaid: 'Not paid yet. Your order waits in the list: use Pay when you are ready.',
  placeFailed: 'Failed to place your order. Please try again.',
  loadFailed: 'Failed to load orders. Please try again.',
  deleted: 'Order deleted successfully!',
  deleteFailed: 'Failed to delete order. Please try again.',
  updated: 'Your idea was updated.',
  dashboardLoad: (error: string) => `Error loading data: ${error}`,
} as const;

export const PAYMENT_MESSAGES = {
  verified: (status: string) => `Payment verified: ${status}`,
  verifyFailed: (detail: string) => `Payment verification failed: ${detail}`,
  flowError: (message: string) => `Error in Razorpay payment flow: ${message}`,
} as const;
