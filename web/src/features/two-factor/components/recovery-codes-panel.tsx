import { Check, Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/api/session';
import { twoFactorRules } from '../api/two-factor';
import { downloadText, recoveryCodesText } from '../lib/recovery-codes';

/**
 * RecoveryCodesPanel shows new recovery codes, this once: the person copies or downloads them
 * and says they saved them before the panel lets them go on.
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel = 'Done' }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const session = useSession();
  const username = session.data?.username ?? '';
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const savedId = useId();
  const headingId = useId();
  const text = recoveryCodesText(username, twoFactorRules.issuer, codes);

  return (
    <div role="group" className="space-y-4" aria-labelledby={headingId}>
      <div>
        <h4 id={headingId} className="font-semibold">
          Your recovery codes
        </h4>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes signs you in once instead of a code of the app. They are shown only now: keep them
          somewhere safe, apart from your phone.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-base min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="select-all text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
        >
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadText(`${twoFactorRules.issuer.toLowerCase()}-recovery-codes.txt`, text)}>
          <Download className="h-4 w-4" aria-hidden />
          Download
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <label htmlFor={savedId} className="flex items-center gap-2 text-sm font-medium">
          <input id={savedId} type="checkbox" className="h-4 w-4 accent-primary" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
          I have saved them
        </label>
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
