import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
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

export type RouteArea = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * Every product area's routes, registered in this order (part of the composition root: no area
 * imports this file). Add an area here and its row in docs/architecture.md#areas.
 */
export const routeAreas: RouteArea[] = [
  authRoutes,
  profileRoutes,
  siteRoutes,
  geoRoutes,
  // Orders, their payments and their generated images.
  orderRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  mediaRoutes,
  campaignRoutes,
  // The public side of a landing page: the page itself, its page-view beacon and its contact form.
  landingRoutes,
  trackingRoutes,
  leadsRoutes,
  leadFollowUpRoutes,
  analyticsRoutes,
  notificationRoutes,
  pageEditorRoutes,
  experimentRoutes,
  reportRoutes,
  openapiRoutes,
];
