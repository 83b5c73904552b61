import { CircleCheck, CircleX, RefreshCw, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { Finding } from '@/lib/publish-checks';
import { humanPath } from '../lib/field-diff';

// The publish checks' findings beside the form: what blocks the publish (errors) and what
// only deserves a look (warnings), each naming its field, which a click focuses. The rules
// the browser can run follow the text as it is typed; the server's (the pages rendered, the
// links of the site, the link checker's findings) come with "Check on the server" and with a
// publish they refused.

/** CHECKS_ID is the checks panel's id, which the publish button's note points to. */
export const CHECKS_ID = 'publish-checks';

/** countsSentence says how many errors and warnings there are. */
export function countsSentence(findings: Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const parts = [];
  if (errors) parts.push(errors === 1 ? '1 error blocks publishing' : `${errors} errors block publishing`);
  if (warnings) parts.push(warnings === 1 ? '1 warning' : `${warnings} warnings`);
  return parts.join(' · ');
}

/** blockingSentence says, beside the publish button, what keeps it from publishing. */
export function blockingSentence(findings: Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  return `Publishing is blocked: fix ${errors === 1 ? '1 error' : `${errors} errors`}`;
}

export function ChecksPanel({
  findings,
  onFocusField,
  onCheck,
  checking,
  checkedOnServer,
  panelRef,
}: {
  findings: Finding[];
  onFocusField: (pointer: string) => void;
  onCheck: () => void;
  checking: boolean;
  checkedOnServer: boolean;
  panelRef?: Ref<HTMLElement>;
}) {
  const sorted = [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return (
    <section
      id={CHECKS_ID}
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="publish-checks-heading"
      className="mt-4 rounded-md border border-border bg-white p-4 text-sm shadow-sm focus:outline-2 focus:outline-primary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publish-checks-heading" className="font-semibold">
          Publish checks
        </h3>
        <Button variant="outline" size="sm" onClick={onCheck} disabled={checking}>
          <RefreshCw className={checking ? 'h-4 w-4 animate-spin motion-reduce:animate-none' : 'h-4 w-4'} aria-hidden />
          {checking ? 'Checking...' : 'Check on the server'}
        </Button>
      </div>
      <p className="mt-1 text-muted-foreground" role="status" aria-live="polite">
        {findings.length === 0 ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-800">
            <CircleCheck className="h-4 w-4" aria-hidden />
            {checkedOnServer ? 'Nothing found: the pages render and every rule passes.' : 'Nothing found so far.'}
          </span>
        ) : (
          `${countsSentence(findings)}.`
        )}
        {checkedOnServer ? null : ' The pages and the links to this site are checked on the server, and before publishing.'}
      </p>
      {sorted.length ? (
        <ul className="mt-3 space-y-2">
          {sorted.map((f) => (
            <li key={`${f.rule} ${f.path} ${f.message}`} className="flex gap-2">
              {f.severity === 'error' ? (
                <CircleX className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-label="Error" role="img" />
              ) : (
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-label="Warning" role="img" />
              )}
              <span className="min-w-0 break-words">
                {f.path ? (
                  <button
                    type="button"
                    className="inline text-left font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary"
                    onClick={() => onFocusField(f.path)}
                  >
                    {humanPath(f.path)}
                  </button>
                ) : (
                  <span className="font-medium">The page</span>
                )}
                : {f.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
