// Words for the staff lists: when something happened and which browser a session is.

/** whenWords says when an ISO time was, for a list: "just now", "5 min ago", "3 h ago", else the date. */
export function whenWords(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return 'never';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * browserWords names the browser and system of a User-Agent the way a person recognises their
 * own devices: "Chrome on Windows", "Safari on iPhone". An unknown one is "Unknown browser".
 */
export function browserWords(userAgent: string): string {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua) || /iPhone|iPad/.test(ua)
          ? 'Safari'
          : '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || (ua ? ua.slice(0, 60) : 'Unknown browser');
}
