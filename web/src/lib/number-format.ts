// Number formats for the public pages, written without Intl, which the server's JavaScript
// engine lacks, so the server's HTML and the browser's render agree.

/** groupThousands writes a whole number with comma thousands separators: 50000000 → "50,000,000". */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** compactNumber writes a large whole number short, as a chart's centre does: 50000000 → "50M", 1500 → "1.5K". */
export function compactNumber(value: number): string {
  const units: Array<[number, string]> = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    if (Math.abs(value) >= size) {
      const short = Math.round((value / size) * 10) / 10;
      return `${String(short)}${unit}`;
    }
  }
  return String(value);
}
