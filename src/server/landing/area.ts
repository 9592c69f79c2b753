import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ChangeFeed } from '../db/change-feed';
import type { ContactState } from '../../landing/components/contactState';
import type { PriceInterestState } from '../../landing/components/Pricing';
import { loadLandingAssets, type LandingAssets } from './assets';
import { PublishedPages } from './published-pages';
import { renderLandingPage, type RenderedPage } from './render';

/** Render one published page (a variant's content, a form's result) with the process's assets. */
type LandingRender = (
  orderId: string,
  landingPage: unknown,
  now: Date,
  variant?: string,
  contact?: ContactState,
  priceInterest?: PriceInterestState,
) => RenderedPage;

/**
 * The landing area's services (`LandingDeps.landing`): its assets, read from disk once per process (the
 * built script may be absent in tests), its renderer and the published pages kept in memory.
 * Built by the composition root (services.ts), which also starts and stops `pages`.
 */
export interface LandingArea {
  assets: LandingAssets;
  render: LandingRender;
  pages: PublishedPages;
}

export function createLandingArea(deps: {
  config: Config;
  database: Database;
  changes: ChangeFeed;
  log: FastifyBaseLogger;
}): LandingArea {
  const assets = loadLandingAssets();
  const render: LandingRender = (orderId, landingPage, now, variant, contact, priceInterest) =>
    renderLandingPage({
      orderId,
      landingPage,
      assets,
      publicUrl: deps.config.PUBLIC_URL,
      contact,
      now,
      variant,
      priceInterest,
    });
  const pages = new PublishedPages({ database: deps.database, changes: deps.changes, log: deps.log, render });
  return { assets, render, pages };
}
