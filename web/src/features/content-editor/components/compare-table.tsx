import { diffFields, showValue } from '../lib/field-diff';

/** sameWords tells two versions of a text that read the same and differ only in their formatting. */
function sameWords(left: unknown, right: unknown): boolean {
  return left !== undefined && right !== undefined && showValue(left) === showValue(right);
}

/**
 * CompareTable shows two versions of a document field by field: only the fields that differ,
 * with their count. On a phone each field becomes a small card.
 */
export function CompareTable({
  left,
  right,
  leftLabel,
  rightLabel,
  caption,
}: {
  left: unknown;
  right: unknown;
  leftLabel: string;
  rightLabel: string;
  caption: string;
}) {
  const changes = diffFields(left, right);
  const count =
    changes.length === 0
      ? 'No differences: every field is the same.'
      : `${changes.length} field${changes.length === 1 ? '' : 's'} differ${changes.length === 1 ? 's' : ''}; the same fields are hidden.`;
  return (
    <div>
      <p className="text-sm font-medium" role="status">
        {count}
      </p>
      {changes.length ? (
        <div className="mt-3 max-h-[50vh] overflow-auto rounded-md border border-border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 hidden bg-muted text-left md:table-header-group">
              <tr>
                <th scope="col" className="w-1/4 px-3 py-2 font-semibold">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {leftLabel}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {rightLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.pointer} className="block border-t border-border first:border-t-0 md:table-row">
                  <th scope="row" className="block px-3 pt-3 text-left font-medium md:table-cell md:py-2 md:align-top">
                    {c.path}
                  </th>
                  <td className="block px-3 pt-1 align-top md:table-cell md:py-2">
                    <span className="mr-1 text-xs font-semibold uppercase text-muted-foreground md:hidden">{leftLabel}:</span>
                    <span className="whitespace-pre-wrap break-words rounded bg-red-50 px-1 text-red-900">{showValue(c.left)}</span>
                  </td>
                  <td className="block px-3 pt-1 pb-3 align-top md:table-cell md:py-2">
                    <span className="mr-1 text-xs font-semibold uppercase text-muted-foreground md:hidden">{rightLabel}:</span>
                    <span className="whitespace-pre-wrap break-words rounded bg-emerald-50 px-1 text-emerald-900">
                      {showValue(c.right)}
                    </span>
                    {sameWords(c.left, c.right) ? <span className="mt-1 block text-xs text-muted-foreground">Same words; the bold, italic, links or lists differ.</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
