import { Fragment, useMemo, type ReactNode } from 'react';
import type { RichText } from '@/content/schema';
import { SAFE_HREF } from '@/lib/rich-text';
import { diffWords, type DiffPiece } from '../lib/word-diff';

// The words of two versions of a text, marked where they differ: removed words struck
// through in the old text, added words highlighted in the new, each with words a screen
// reader says. Bold, italic and links show as on the page (<strong>, <em>, <a>), a link
// with its address beside it, since where a link leads is part of what changed; it opens in
// a new tab, so that following it does not leave the dialog and the form. Loaded with
// the compare view alone (compare-table.tsx), so that the diff library stays out of the form.

// What a screen reader says around a change is generated content (::before, ::after), as
// visually hidden as the sr-only text: it is read, but it is no part of the text an editor
// copies or that the page's checks read.
const CHANGE_CLASS = {
  removed:
    "rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-900 before:sr-only before:content-['removed_text:_'] after:sr-only after:content-['_end_of_removed_text']",
  added:
    "rounded-sm bg-emerald-100 px-0.5 text-emerald-900 no-underline before:sr-only before:content-['added_text:_'] after:sr-only after:content-['_end_of_added_text']",
} as const;

const linkKey = (p: DiffPiece | undefined) => (p?.href === undefined ? undefined : `${p.href} ${p.target ?? ''}`);
const styleKey = (p: DiffPiece) => `${p.bold ? 'b' : ''}${p.italic ? 'i' : ''}`;

/** Run is a stretch of pieces that share a key: a change, a link, a style. */
interface Run<T> {
  key: T;
  /** start is the index of the run's first piece in the pieces cut. */
  start: number;
  pieces: DiffPiece[];
}

/** runs cuts pieces into the runs where key stays the same. */
function runs<T>(pieces: DiffPiece[], key: (p: DiffPiece) => T): Run<T>[] {
  const out: Run<T>[] = [];
  pieces.forEach((p, i) => {
    const last = out[out.length - 1];
    if (last && last.key === key(p)) last.pieces.push(p);
    else out.push({ key: key(p), start: i, pieces: [p] });
  });
  return out;
}

/** styled renders words of one style as the page does: italic inside bold. */
function styled(pieces: DiffPiece[]): ReactNode[] {
  return runs(pieces, styleKey).map(({ start, pieces: [first, ...rest] }) => {
    let out: ReactNode = [first, ...rest].map((p) => p.text).join('');
    if (first.italic) out = <em>{out}</em>;
    if (first.bold) out = <strong>{out}</strong>;
    return <Fragment key={start}>{out}</Fragment>;
  });
}

/**
 * marked renders one side's pieces: each run of one change in its <del> or <ins>, and within
 * it each run of one link as a link. A link's address follows the last of its words, so a
 * link whose words are partly changed shows its address once.
 */
function marked(all: DiffPiece[]): ReactNode[] {
  // A line break added or removed shows as the break itself, not as a highlight at a line's end.
  return runs(all, (p) => (p.text === '\n' ? 'same' : p.change)).map((changeRun) => {
    const inner = runs(changeRun.pieces, linkKey).map((linkRun) => {
      const words = styled(linkRun.pieces);
      const href = linkRun.pieces[0].href;
      if (href === undefined) return <Fragment key={linkRun.start}>{words}</Fragment>;
      const next = all[changeRun.start + linkRun.start + linkRun.pieces.length];
      return (
        <Fragment key={linkRun.start}>
          {SAFE_HREF.test(href) ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2 hover:no-underline">
              {words}
            </a>
          ) : (
            words
          )}
          {linkKey(next) === linkRun.key ? null : <span className="text-[0.85em]"> ({href})</span>}
        </Fragment>
      );
    });
    if (changeRun.key === 'same') return <Fragment key={changeRun.start}>{inner}</Fragment>;
    const Tag = changeRun.key === 'removed' ? 'del' : 'ins';
    return (
      <Tag key={changeRun.start} className={CHANGE_CLASS[changeRun.key]}>
        {inner}
      </Tag>
    );
  });
}

/**
 * WordDiff compares two texts (plain or rich, or one of them absent) word by word and hands
 * the two sides, marked, to children, which place them in the compare view's cells. A side
 * with no words at all is undefined, for the cell to say "absent" or "empty" in its words.
 */
export default function WordDiff({
  left,
  right,
  children,
}: {
  left: RichText | undefined;
  right: RichText | undefined;
  children: (left: ReactNode, right: ReactNode) => ReactNode;
}) {
  const diff = useMemo(() => diffWords(left, right), [left, right]);
  return children(diff.left.length ? marked(diff.left) : undefined, diff.right.length ? marked(diff.right) : undefined);
}
