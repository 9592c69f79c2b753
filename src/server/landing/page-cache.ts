import { createHash } from 'node:crypto';
import type { RenderedPage } from './render';

/**
 * Rendered landing pages (the plain state, without a form result), keyed by order and a hash of
 * the stored content: a page is rendered once per content change, not once per visitor. Bounded;
 * the oldest entry goes first.
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(private readonly maxEntries = 500) {}

  keyOf(orderId: string, landingPage: unknown, year: number): string {
    const digest = createHash('sha1').update(JSON.stringify(landingPage)).digest('base64url');
    return `${orderId}:${year}:${digest}`;
  }

  get(key: string): RenderedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: RenderedPage): void {
    if (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, page);
  }
}
