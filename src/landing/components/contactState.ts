/** What the contact form shows when the page is rendered (the no-JavaScript round trip). */
export type ContactState =
  | { status: 'idle' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'invalid'; values: Record<string, string>; errors: Record<string, string> };
