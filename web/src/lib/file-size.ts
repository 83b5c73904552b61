import { formatNumber } from './format';
import { pageLanguage } from './languages';

/**
 * formatFileSize shows a byte count as "275.7 KB" or "56.0 MB" (decimal units, as downloads
 * usually are), its number written as the language writes numbers.
 */
export function formatFileSize(bytes: number, lang: string = pageLanguage()): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return `${formatNumber(bytes, lang)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, lang, 1)} ${units[unit]}`;
}
