import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * LinkUse is one place a link is used: a field of a content document in a language (document,
 * locale and the field's JSON pointer) or of a record (collection and id), with the label and
 * the field's name the panel shows ('Global partner “Acme”', 'Website').
 */
export interface LinkUse {
  label: string;
  where: string;
  document?: string;
  locale?: string;
  pointer?: string;
  collection?: string;
  id?: number;
}

/** LinkKind says how a link is checked: a path of the site, another site's address, a YouTube video. */
export type LinkKind = 'internal' | 'external' | 'video';

/** BrokenLink is a link the last check found broken, with why and where it is used. */
export interface BrokenLink {
  url: string;
  kind: LinkKind;
  /** status is the HTTP status of its last answer; 0 when none came. */
  status: number;
  /** reason says why in a few words: '404 Not Found', 'no such host', 'timed out after 10 s'. */
  reason: string;
  checkedAt: string;
  usedIn: LinkUse[];
}

/** LinkCheckState is GET /api/link-check: the checker's state and the last run's broken links. */
export interface LinkCheckState {
  /** enabled is false on a site whose link checker is turned off (QRS_LINK_CHECK=off). */
  enabled: boolean;
  /** running: a check was asked for or is under way, with total links of which done are checked. */
  running: boolean;
  requestedAt: string | null;
  startedAt: string | null;
  total: number;
  done: number;
  /** finishedAt is when the last run finished, checked how many links it checked. */
  finishedAt: string | null;
  checked: number;
  broken: BrokenLink[];
}

/** LINK_CHECK_PATH is where the checker's state is read and a check started. */
export const LINK_CHECK_PATH = '/api/link-check';

/** POLL_WHILE_RUNNING is how often the state is read again while a check runs, in ms. */
const POLL_WHILE_RUNNING = 1000;

/** linkCheckQueryOptions read the checker's state, again every second while a check runs. */
export const linkCheckQueryOptions = queryOptions({
  queryKey: [LINK_CHECK_PATH],
  queryFn: async () => (await apiGet<LinkCheckState>(LINK_CHECK_PATH))!,
  refetchInterval: (query) => (query.state.data?.running ? POLL_WHILE_RUNNING : false),
});

/** useLinkCheck is the link checker's state. */
export function useLinkCheck() {
  return useQuery(linkCheckQueryOptions);
}

/**
 * useBrokenLinkCount is how many links the last check found broken, for a badge in the panel's
 * navigation: 0 while unknown, and on a site whose link checker is turned off.
 */
export function useBrokenLinkCount(): number {
  const { data } = useLinkCheck();
  return data?.enabled ? data.broken.length : 0;
}
