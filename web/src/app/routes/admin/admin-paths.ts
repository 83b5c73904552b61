/** adminPaths are the staff pages' paths (see admin-routes.tsx): the admin panel's app shows them, not the public site's. */
export const adminPaths = ['/qrsadmin', '/admin', '/login'];

/** isAdminPath tells whether pathname is one of the staff pages. */
export const isAdminPath = (pathname: string): boolean => adminPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
