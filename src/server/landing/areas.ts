import type { RouteArea } from '../routes';
import { leadsRoutes } from '../leads/routes';
import { trackingRoutes } from '../tracking/routes';
import { landingRoutes } from './routes';

/** The public side of a landing page: the page itself, its page-view beacon and its contact form. */
export const landingAreas: RouteArea[] = [landingRoutes, trackingRoutes, leadsRoutes];
