import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

// The public site's router: matches the URL against the page tree, loads a page's code
// before showing it (the navigation bar shows meanwhile), and follows the browser's history.
// React Router's data router weighs some 27 KB gzip in the first download, for features the
// public pages do not use (loaders, actions, fetchers, blockers); the admin panel keeps it,
// in its own chunks (see app/admin-app.tsx). The hooks' names and meanings follow React
// Router's.

/** Location is where the router is: the URL's parts, the state the navigation carried, and a key per history entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** NavigationType is how the location was reached: POP (a page load, back, forward), PUSH or REPLACE. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** React Router's option; the scroll manager reads the state instead, so it is ignored. */
  preventScrollReset?: boolean;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** Route is one node of the page tree: a path relative to its parent's (or absolute), an index page, or a pathless layout. */
export interface Route {
  id?: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
  Component?: ComponentType | null;
  /** loads the route's code (and what it shows) before it renders, once. */
  lazy?: () => Promise<{ Component?: ComponentType }>;
  children?: Route[];
}

interface RouterValue {
  location: Location;
  type: NavigationType;
  navigate: NavigateFunction;
  loading: boolean;
}

const RouterContext = createContext<RouterValue | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('outside the router');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().type;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
/** useNavigation tells whether the next page's code is loading. */
export const useNavigation = (): { state: 'idle' | 'loading' } => ({ state: useRouter().loading ? 'loading' : 'idle' });
/** Outlet renders the matched child route inside a layout. */
export const Outlet = () => <>{useContext(OutletContext)}</>;

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/**
 * matchRoutes answers the routes from the root down to the page that shows pathname: a page
 * at exactly that path, else a layout at exactly that path (with an empty Outlet), else the
 * "*" page of the longest matching prefix; null for none. Paths match regardless of case and
 * a trailing slash.
 */
export function matchRoutes(routes: Route[], pathname: string): Route[] | null {
  const want = normalize(pathname);
  let splat: { chain: Route[]; length: number } | null = null;
  let layout: Route[] | null = null;
  const visit = (tree: Route[], base: string, parents: Route[]): Route[] | null => {
    for (const route of tree) {
      const chain = [...parents, route];
      const path = route.index || route.path === undefined ? base : join(base, route.path);
      if (route.children) {
        const found = visit(route.children, path, chain);
        if (found) return found;
        if (route.path !== undefined && normalize(path) === want) layout ??= chain;
      } else if (path.endsWith('/*')) {
        const prefix = normalize(path.slice(0, -2) || '/');
        const under = prefix === '/' || want === prefix || want.startsWith(`${prefix}/`);
        if (under && (!splat || prefix.length > splat.length)) splat = { chain, length: prefix.length };
      } else if (normalize(path) === want) {
        return chain;
      }
    }
    return null;
  };
  return visit(routes, '/', []) ?? layout ?? (splat as { chain: Route[] } | null)?.chain ?? null;
}

const loads = new WeakMap<Route, Promise<void>>();

/** loadRoutes loads the code of the routes that show pathname, and answers them (see matchRoutes). */
export async function loadRoutes(routes: Route[], pathname: string): Promise<Route[] | null> {
  const chain = matchRoutes(routes, pathname);
  await Promise.all(
    (chain ?? []).map((route) => {
      if (!route.lazy) return undefined;
      let loading = loads.get(route);
      if (!loading) {
        loading = route.lazy().then((loaded) => {
          Object.assign(route, loaded);
          route.lazy = undefined;
        });
        loads.set(route, loading);
        // A failed load may be tried again.
        loading.catch(() => loads.delete(route));
      }
      return loading;
    }),
  );
  return chain;
}

/** createPath writes a location (or its parts) as a URL path. */
export function createPath({ pathname = '/', search = '', hash = '' }: { pathname?: string; search?: string; hash?: string }): string {
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + q + h;
}

/** Routes renders the page the location matches, each route inside its parent's Outlet. */
export function Routes({ routes }: { routes: Route[] }) {
  const { pathname } = useLocation();
  const chain = matchRoutes(routes, pathname) ?? [];
  return chain.reduceRight<ReactNode>(
    (inner, route) => <OutletContext.Provider value={inner}>{route.Component ? <route.Component /> : <Outlet />}</OutletContext.Provider>,
    null,
  );
}

/** StaticRouter holds a fixed location: the server's render, and tests. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const url = new URL(location, 'http://localhost');
  const value: RouterValue = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
    type: 'POP',
    navigate: () => {
      throw new Error('a static router cannot navigate');
    },
    loading: false,
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

interface Shown {
  location: Location;
  type: NavigationType;
  loading: boolean;
}

/**
 * createHistory follows the browser's URL for routes: a navigation loads the next page's
 * code first, then changes the URL and tells the listener what to show (urgent: at once; not
 * urgent: as a transition, keeping the page shown until the next one is ready).
 */
function createHistory(routes: Route[], leave: (pathname: string) => boolean) {
  let shown: Shown = { location: currentLocation(), type: 'POP', loading: false };
  let listener: (next: Shown, urgent: boolean) => void = () => {};
  let sequence = 0;
  const show = (next: Shown, urgent: boolean) => {
    shown = next;
    listener(next, urgent);
  };

  const go = async (location: Location, type: NavigationType) => {
    const current = ++sequence;
    const href = createPath(location);
    try {
      if (matchRoutes(routes, location.pathname)?.some((r) => r.lazy)) {
        show({ ...shown, loading: true }, true);
        await loadRoutes(routes, location.pathname);
      }
    } catch {
      // The page's code is not there (a new version of the site was published): load the page anew.
      window.location.assign(href);
      return;
    }
    if (current !== sequence) return; // a later navigation won
    if (type !== 'POP') {
      const state: HistoryState = { usr: location.state, key: location.key };
      if (type === 'PUSH') window.history.pushState(state, '', href);
      else window.history.replaceState(state, '', href);
    }
    show({ location, type, loading: false }, false);
  };

  const navigate: NavigateFunction = (to, options = {}) => {
    const from = shown.location;
    const url = new URL(typeof to === 'string' ? to : createPath({ pathname: from.pathname, ...to }), window.location.origin + createPath(from));
    if (url.origin !== window.location.origin || leave(url.pathname)) {
      window.location.assign(url.href);
      return;
    }
    const key = Math.random().toString(36).slice(2, 10);
    void go({ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state ?? null, key }, options.replace ? 'REPLACE' : 'PUSH');
  };

  const listen = (to: typeof listener) => {
    listener = to;
    const onPop = () => void go(currentLocation(), 'POP');
    window.addEventListener('popstate', onPop);
    return () => {
      listener = () => {};
      window.removeEventListener('popstate', onPop);
    };
  };

  return { shown: () => shown, navigate, listen };
}

/**
 * BrowserRouter shows routes at the browser's URL (see createHistory). A navigation to a
 * path leave answers true for (the admin panel, the API, files) is a page load.
 */
export function BrowserRouter({ routes, leave }: { routes: Route[]; leave: (pathname: string) => boolean }) {
  const [history] = useState(() => createHistory(routes, leave));
  const [shown, setShown] = useState(history.shown);
  useEffect(() => history.listen((next, urgent) => (urgent ? setShown(next) : startTransition(() => setShown(next)))), [history]);
  return (
    <RouterContext.Provider value={{ ...shown, navigate: history.navigate }}>
      <Routes routes={routes} />
    </RouterContext.Provider>
  );
}

/** isPlainLeftClick tells a click the app may handle from one the browser should (new tab, download…). */
export function isPlainLeftClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Link is a link the router follows without loading the page anew. */
export function Link({
  to,
  replace,
  state,
  onClick,
  ...props
}: { to: To; replace?: boolean; state?: unknown } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate, location } = useRouter();
  const href = typeof to === 'string' ? to : createPath({ pathname: location.pathname, ...to });
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainLeftClick(e) || (props.target && props.target !== '_self') || props.download !== undefined) return;
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return; // another site, mail, a phone number
    e.preventDefault();
    // A link to the page shown replaces its history entry rather than adding one.
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...props} href={href} onClick={follow} />;
}
