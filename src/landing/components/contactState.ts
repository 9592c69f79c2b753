/**
 * What the contact form shows when the page is rendered (the no-JavaScript round trip): the sent
 * and failed lines come from the page's catalogue, the field errors are already in its language.
 */
export type ContactState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'failed' }
  | { status: 'invalid'; values: Record<string, string>; errors: Record<string, string> };
