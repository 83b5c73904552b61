/** plural counts things with a regular plural: '1 file', '3 files'. */
export function plural(n: number, one: string) {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}
