import { lazy, Suspense, type ReactNode } from 'react';
import { diffFields, isWords, showValue } from '../lib/field-diff';

// The word diff and its library load when a comparison is first shown, not with the panel.
const WordDiff = lazy(() => import('./word-diff'));

/** sameWords tells two versions of a text that read the same and differ only in their formatting. */
function sameWords(left: unknown, right: unknown): boolean {
  return left !== undefined && right !== undefined && showValue(left) === showValue(right);
}

/**
 * CompareTable shows two versions of a document field by field: only the fields that differ,
 * with their count. A text shows the words removed from it and added to it; on a phone each
 * field becomes a small card.
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
              {changes.map((c) => {
                const note = sameWords(c.left, c.right) ? 'Same words; the bold, italic, links or lists differ.' : undefined;
                const whole = (
                  <ValueCells
                    leftLabel={leftLabel}
                    rightLabel={rightLabel}
                    left={<WholeValue value={c.left} tone="old" />}
                    right={<WholeValue value={c.right} tone="new" />}
                    note={note}
                  />
                );
                return (
                  <tr key={c.pointer} className="block border-t border-border first:border-t-0 md:table-row">
                    <th scope="row" className="block px-3 pt-3 text-left font-medium md:table-cell md:py-2 md:align-top">
                      {c.path}
                    </th>
                    {isWords(c.left) && isWords(c.right) ? (
                      // Until the word diff has loaded, the two values show whole, as they always did.
                      <Suspense fallback={whole}>
                        <WordDiff left={c.left} right={c.right}>
                          {(old, now) => (
                            <ValueCells
                              leftLabel={leftLabel}
                              rightLabel={rightLabel}
                              left={old ?? showValue(c.left)}
                              right={now ?? showValue(c.right)}
                              note={note}
                            />
                          )}
                        </WordDiff>
                      </Suspense>
                    ) : (
                      whole
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** WholeValue is a value that is not compared word by word (a number, a choice, a list), coloured as the side it is on. */
function WholeValue({ value, tone }: { value: unknown; tone: 'old' | 'new' }) {
  return <span className={tone === 'old' ? 'rounded bg-red-50 px-1 text-red-900' : 'rounded bg-emerald-50 px-1 text-emerald-900'}>{showValue(value)}</span>;
}

/** ValueCells are a field's two cells; on a phone each is led by its column's name. */
function ValueCells({ leftLabel, rightLabel, left, right, note }: { leftLabel: string; rightLabel: string; left: ReactNode; right: ReactNode; note?: string }) {
  return (
    <>
      <td className="block px-3 pt-1 align-top md:table-cell md:py-2">
        <span className="mr-1 text-xs font-semibold uppercase text-muted-foreground md:hidden">{leftLabel}:</span>
        <span className="whitespace-pre-wrap break-words">{left}</span>
      </td>
      <td className="block px-3 pt-1 pb-3 align-top md:table-cell md:py-2">
        <span className="mr-1 text-xs font-semibold uppercase text-muted-foreground md:hidden">{rightLabel}:</span>
        <span className="whitespace-pre-wrap break-words">{right}</span>
        {note ? <span className="mt-1 block text-xs text-muted-foreground">{note}</span> : null}
      </td>
    </>
  );
}
