// The API client of spec §7 and §8. It knows nothing of UI components.
//
// The panel is signed in by the server's HttpOnly session cookie alone, which page scripts
// cannot read: the token of the sign-in answer is not kept anywhere a script could take it
// from (spec §6 allows, but does not ask for, keeping it in local storage), and no call sends
// it. Scripts outside the browser still sign in with the bearer header.

/** Local-storage keys an earlier panel kept a sign-in token under start with this prefix (spec §6, §9). */
export const AUTH_TOKEN_PREFIX = 'qrs_auth';

/**
 * forgetStoredTokens removes every sign-in token an earlier version of the panel left in
 * local storage, where any script of the page could read it.
 */
export function forgetStoredTokens(): void {
  if (typeof localStorage === 'undefined') return;
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(AUTH_TOKEN_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing can have been kept there either
  }
}

/**
 * ApiError is raised for every non-OK answer; its message is "status: body" (spec §8).
 * retryAfter is the answer's Retry-After in whole seconds, when it had one (a 429).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly retryAfter?: number;
  constructor(status: number, statusText: string, body: string, retryAfter?: number) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** fieldErrors returns the server's per-field validation messages, if any. */
  fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }

  /** serverMessage returns the server's human message, or the raw body. */
  serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: string };
      return parsed.message ?? this.body;
    } catch {
      return this.body || this.message;
    }
  }
}

/**
 * parseRetryAfter reads a Retry-After header as whole seconds from now: a number of seconds,
 * or an HTTP date. Anything else, or none, is undefined.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

type RefusalListener = (err: ApiError) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * onRefused calls listener with every non-OK answer of an API call, before the call throws
 * it; it returns the unsubscribe. The admin panel listens for the 403 that asks for a new
 * password first.
 */
export function onRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function refused(err: ApiError): ApiError {
  for (const listener of refusalListeners) listener(err);
  return err;
}

function headersFor(hasJSONBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (hasJSONBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw refused(new ApiError(res.status, res.statusText, text, parseRetryAfter(res.headers.get('Retry-After'))));
  }
}

/**
 * apiRequest sends a call with cookies and a JSON content type only when a body exists; a
 * non-OK answer raises ApiError. headers adds the call's own (such as If-Match).
 */
export async function apiRequest(method: string, url: string, data?: unknown, headers?: HeadersInit): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: headersFor(hasBody, headers),
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** apiJSON sends a call and decodes its JSON answer. */
export async function apiJSON<T>(method: string, url: string, data?: unknown, headers?: HeadersInit): Promise<T> {
  const res = await apiRequest(method, url, data, headers);
  return (await res.json()) as T;
}

/** apiGet is the default read: a GET with a JSON answer; on401 'returnNull' turns a 401 into null. */
export async function apiGet<T>(url: string, opts: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const res = await fetch(url, { headers: headersFor(false), credentials: 'include' });
  if (opts.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** apiUpload posts multipart form data (never with a JSON content type) and decodes the answer. */
export async function apiUpload<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  if (!onProgress) {
    const res = await fetch(url, { method: 'POST', headers: headersFor(false), body: form, credentials: 'include' });
    await throwIfNotOk(res);
    return (await res.json()) as T;
  }
  // fetch cannot report upload progress; XMLHttpRequest can.
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    headersFor(false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (err) {
          reject(err);
        }
      } else {
        reject(refused(new ApiError(xhr.status, xhr.statusText, xhr.responseText, parseRetryAfter(xhr.getResponseHeader('Retry-After')))));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(form);
  });
}
