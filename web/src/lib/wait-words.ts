/**
 * waitWords words a wait the server gave (Retry-After, in seconds) for the panel: under two
 * minutes in seconds, under two hours in whole minutes rounded up, else in whole hours
 * rounded up ("37 seconds", "1 second", "6 minutes", "3 hours").
 */
export function waitWords(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** tryAgainIn is the sentence after a refusal the server says to retry later. */
export function tryAgainIn(seconds: number | undefined): string {
  return seconds === undefined ? '' : `Try again in ${waitWords(seconds)}.`;
}
