import rules from '../../content/rules.json';

// The rules of a redirect alone, from web/content/rules.json, which the server checks every
// save and import with too (internal/content/redirects.go): the panel refuses the same
// redirects with the same words before sending one. The rules among the others (a chain, a
// loop, a page's address) are the server's, which knows them all; its refusals come back
// under the same fields.

/** redirectRules are the redirects' patterns, the paths the server keeps, and the words of each refusal. */
export const redirectRules = rules.redirects;

const PATH_PATTERN = new RegExp(redirectRules.pathPattern);
const TARGET_PATTERN = new RegExp(redirectRules.targetPattern);

/** fillPaths fills a rule's {slots} with the paths concerned. */
export function fillPaths(message: string, slots: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => slots[name] ?? slot);
}

/**
 * redirectPath answers the path a visitor's request for p is matched by (escapes decoded, a
 * trailing slash left out), or null for p that is no path of the site.
 */
export function redirectPath(p: string): string | null {
  let path = p;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!PATH_PATTERN.test(path)) return null;
  return path.split('/').some((segment) => segment === '.' || segment === '..') ? null : path;
}

/** isRedirectTarget reports whether a redirect may lead to `to`: a path of the site or an http(s) URL. */
export function isRedirectTarget(to: string): boolean {
  return TARGET_PATTERN.test(to);
}

/** targetPath is the path of the site a target leads to, as it is matched; null for another site. */
function targetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return redirectPath(to.split('?')[0]!.split('#')[0]!);
}

/** serverPath is the path the server keeps that p is or is under, if any. */
function serverPath(p: string): string | undefined {
  return redirectRules.serverPaths.find((s) => p === s || p.startsWith(`${s}/`));
}

/** covers reports whether a redirect from `from` (with prefix, every path under it) takes a request for p. */
function covers(from: string, prefix: boolean, p: string): boolean {
  if (!prefix) return p === from;
  return from === '/' || p === from || p.startsWith(`${from}/`);
}

/** RedirectInput is a redirect as typed: its from, whether every path under it, its target. */
export interface RedirectInput {
  from: string;
  prefix: boolean;
  to: string;
}

/**
 * redirectErrors answers the refusals of a redirect alone, by field, as the server words them:
 * a from that is no path of the site or is the server's, a target that is neither a path nor
 * an http(s) URL, or one that leads back to the from. Empty texts are left to the required check.
 */
export function redirectErrors({ from, prefix, to }: RedirectInput): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  let stored = from;
  if (from !== '') {
    const path = redirectPath(from);
    const owned = path === null ? undefined : serverPath(path);
    if (path === null) errors.from = redirectRules.fromPath;
    else if (owned) errors.from = fillPaths(redirectRules.serverPath, { path: owned });
    else stored = path;
  }
  if (to !== '' && !isRedirectTarget(to)) errors.to = redirectRules.target;
  if (errors.from || errors.to || from === '' || to === '') return errors;
  const path = targetPath(to);
  if (path === stored) errors.to = redirectRules.self;
  else if (path !== null && prefix && covers(stored, prefix, path)) errors.to = fillPaths(redirectRules.under, { to: path, from: stored });
  return errors;
}
