import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { IdeaAnswers } from './founder';

// Shared by the campaign journeys (e2e/campaigns.spec.ts, e2e/ad-copy.spec.ts).

/** Axe on the page, or only on an open dialog (the page behind the backdrop is dimmed on purpose). */
export async function expectNoSeriousA11yViolations(page: Page, label: string, within?: string) {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The idea the campaign journeys advertise. */
export const FARM_FRESH: IdeaAnswers = [
  'Farm-fresh vegetables delivered in Pune',
  'We connect local farmers with apartment residents through a weekly subscription box.',
  'Harvested the morning of delivery, zero cold storage',
  'How often would you order fresh vegetables?',
];
