/**
 * recoveryCodesText is the text file of recovery codes a person downloads: what they are for,
 * then one code a line.
 */
export function recoveryCodesText(username: string, site: string, codes: string[]): string {
  return [
    `Recovery codes for ${username} at ${site}`,
    'Each code signs you in once, instead of a code of your authenticator app.',
    'Keep them somewhere safe, apart from your phone.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** groupSecret shows a base32 secret in groups of four, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** digitsOnly keeps the digits of what was typed or pasted into a code field, at most max of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** downloadText hands text to the browser as a file download named fileName. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
