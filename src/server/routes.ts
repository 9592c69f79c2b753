import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from './services';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './profile/routes';
import { openapiRoutes } from './openapi/routes';
import { siteRoutes } from './site/routes';
import { geoRoutes } from './geo/routes';
import { campaignRoutes } from './campaigns/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { paymentWebhookRoutes } from './payments/webhook';
import { mediaRoutes } from './media/routes';
import { landingRoutes } from './landing/routes';
import { trackingRoutes } from './tracking/routes';
import { leadsRoutes } from './leads/routes';
import { leadFollowUpRoutes } from './leads/follow-up';
import { analyticsRoutes } from './analytics/routes';
import { notificationRoutes } from './notifications/routes';
import { pageEditorRoutes } from './page-editor/routes';
import { experimentRoutes } from './experiments/routes';
import { reportRoutes } from './report/routes';

export type RouteArea = (app: FastifyInstance, deps: AreaDeps) => Promise<void>;

/**
 * Every product area's routes, registered in this order, each handed its own area's Deps and
 * nothing else (part of the composition root: no area imports this file). Add an area here and
 * its row in docs/architecture.md#areas.
 */
export const routeAreas: RouteArea[] = [
  (app, deps) => authRoutes(app, deps.auth),
  (app, deps) => profileRoutes(app, deps.profile),
  (app, deps) => siteRoutes(app, deps.site),
  (app, deps) => geoRoutes(app, deps.geo),
  // Orders, their payments and their generated images.
  (app, deps) => orderRoutes(app, deps.orders),
  (app, deps) => paymentRoutes(app, deps.payments),
  (app, deps) => paymentWebhookRoutes(app, deps.payments),
  (app, deps) => mediaRoutes(app, deps.media),
  (app, deps) => campaignRoutes(app, deps.campaigns),
  // The public side of a landing page: the page itself, its page-view beacon and its contact form.
  (app, deps) => landingRoutes(app, deps.landing),
  (app, deps) => trackingRoutes(app, deps.tracking),
  (app, deps) => leadsRoutes(app, deps.leads),
  (app, deps) => leadFollowUpRoutes(app, deps.leads),
  (app, deps) => analyticsRoutes(app, deps.analytics),
  (app, deps) => notificationRoutes(app, deps.notifications),
  (app, deps) => pageEditorRoutes(app, deps['page-editor']),
  (app, deps) => experimentRoutes(app, deps.experiments),
  (app, deps) => reportRoutes(app, deps.report),
  (app) => openapiRoutes(app),
];
