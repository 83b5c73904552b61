import { Navigate, type RouteObject } from 'react-router';

/**
 * adminRoutes are the staff routes (/qrsadmin, /admin). Their layout and pages load lazily,
 * so public pages never download the admin panel.
 */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
    children: [
      { path: '/qrsadmin', lazy: async () => ({ Component: (await import('./sign-in-route')).SignInRoute }) },
      { path: '/admin', lazy: async () => ({ Component: (await import('./admin-route')).AdminRoute }) },
    ],
  },
  // Spec §2: /login immediately redirects to /qrsadmin.
  { path: '/login', element: <Navigate to="/qrsadmin" replace /> },
];
