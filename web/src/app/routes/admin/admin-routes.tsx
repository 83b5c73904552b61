import type { RouteObject } from 'react-router';

/**
 * adminRoutes are the staff routes (/qrsadmin, /admin). They load lazily, so public
 * pages never download the admin panel.
 */
export const adminRoutes: RouteObject[] = [];
