import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './profile/routes';
import { openapiRoutes } from './openapi/routes';
import { siteRoutes } from './site/routes';
import { geoRoutes } from './geo/routes';
import { campaignRoutes } from './campaigns/routes';
import { ordersArea } from './orders/area';
import { landingAreas } from './landing/areas';
import { analyticsRoutes } from './analytics/routes';

export type RouteArea = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every product area's routes, registered in this order. Add an area here. */
export const routeAreas: RouteArea[] = [authRoutes, profileRoutes, siteRoutes, geoRoutes, ordersArea, campaignRoutes, ...landingAreas, analyticsRoutes, openapiRoutes];
