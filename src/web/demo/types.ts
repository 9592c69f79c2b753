import type { ReactNode } from 'react';

/** One demonstration on a demo page: a titled card rendering an example. */
export interface DemoExample {
  title: string;
  render: () => ReactNode;
}

/** A demo page (docs/product.md#roles: template pages, not product behaviour, no data). */
export interface DemoPageDef {
  path: string;
  title: string;
  lead: string;
  examples: DemoExample[];
}
