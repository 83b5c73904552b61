import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { StaffGrant } from '../api/staff';

/**
 * GrantDialog shows, once, what lets a colleague in: the temporary password they must
 * replace at their first sign-in, or the one-time sign-in link through which they choose
 * their own. The server keeps neither in readable form, so it is copied now or made anew.
 */
export function GrantDialog({ grant, onClose }: { grant: StaffGrant | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const secret = grant?.temporaryPassword ?? grant?.signInLink ?? '';
  const isLink = Boolean(grant?.signInLink);
  const expires = grant?.linkExpiresAt
    ? new Date(grant.linkExpiresAt).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
    : '';
  return (
    <Dialog
      open={grant !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={isLink ? `Sign-in link for ${grant?.account.username}` : `Temporary password for ${grant?.account.username}`}
      description={
        isLink
          ? `Send this link to ${grant?.account.username}. It works once, until ${expires}; through it they choose their own password.`
          : `Give this password to ${grant?.account.username} in person or by phone. They must choose their own at their first sign-in.`
      }
    >
      <div className="space-y-4">
        <p className="text-sm font-medium text-destructive">It is shown only now. Copy it before you close this window.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <output
            aria-label={isLink ? 'Sign-in link' : 'Temporary password'}
            className="block min-w-0 flex-1 break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm"
          >
            {secret}
          </output>
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
            }}
          >
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <div className="flex justify-end">
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
