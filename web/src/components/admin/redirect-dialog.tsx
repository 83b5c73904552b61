import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { useSaveRecord } from '@/components/admin/use-record-mutations';
import { useCreateRecord, useUpdateRecord } from '@/lib/api/records';
import { collectionNamed, fieldOf } from '@/lib/collections';
import { redirectErrors } from '@/lib/redirect-rules';
import { textOf } from '@/lib/record-fields';

// The form of one redirect, shared by the redirects' screen and whatever offers to turn a
// path into a redirect (the not-found log): the redirect alone is checked here with the
// server's rules, and the server's refusals among the others (a chain, a loop, a page's
// address) come back under the same fields.

/** REDIRECTS is the redirects' declaration (web/content/collections.json). */
export const REDIRECTS = collectionNamed('redirects');

/** Redirect is a redirect as the API answers it. */
export interface Redirect {
  id: number;
  from: string;
  prefix: boolean;
  to: string;
  temporary: boolean;
  createdAt: string;
}

/** RedirectBody is what a save sends: every field but the id. */
type RedirectBody = Omit<Redirect, 'id' | 'createdAt'>;

const YES_NO = z.enum(['true', 'false']);

/** redirectSchema checks a redirect alone, as the server does, and puts each refusal under its field. */
const redirectSchema = z
  .object({ from: textOf(REDIRECTS, 'from'), to: textOf(REDIRECTS, 'to'), prefix: YES_NO, temporary: YES_NO })
  .superRefine((v, ctx) => {
    const errors = redirectErrors({ from: v.from, prefix: v.prefix === 'true', to: v.to });
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

type RedirectForm = z.input<typeof redirectSchema>;

const label = (name: string) => fieldOf(REDIRECTS, name).label;

/**
 * RedirectDialog adds a redirect, or edits item; from fills the From field of a new one (a
 * path visitors asked for in vain). onDone runs once it is saved or the dialog is cancelled.
 */
export function RedirectDialog({ item, from = '', onDone }: { item?: Redirect; from?: string; onDone: () => void }) {
  const form = useForm<RedirectForm, unknown, z.output<typeof redirectSchema>>({
    resolver: zodResolver(redirectSchema),
    defaultValues: {
      from: item?.from ?? from,
      to: item?.to ?? '',
      prefix: item?.prefix ? 'true' : 'false',
      temporary: item?.temporary ? 'true' : 'false',
    },
  });
  const { busy, save } = useSaveRecord({
    item,
    create: useCreateRecord<Redirect, RedirectBody>(REDIRECTS),
    update: useUpdateRecord<Redirect, RedirectBody>(REDIRECTS),
    noun: REDIRECTS.label,
    setError: form.setError,
    onDone,
  });
  const onSubmit = form.handleSubmit((v) =>
    save({ from: v.from, to: v.to, prefix: v.prefix === 'true', temporary: v.temporary === 'true' }),
  );
  const idPrefix = 'redirect';
  return (
    <FormDialog
      open
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? `Edit ${REDIRECTS.label}` : `Add ${REDIRECTS.label}`}
      submitLabel={item ? `Update ${REDIRECTS.label}` : `Add ${REDIRECTS.label}`}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix={idPrefix} name="from" label={label('from')} required placeholder="/old-page" />
      <SelectField
        form={form}
        idPrefix={idPrefix}
        name="prefix"
        label={label('prefix')}
        options={[
          { value: 'false', label: 'No: only this path' },
          { value: 'true', label: 'Yes: this path and every path under it, the rest carried over' },
        ]}
      />
      <TextField form={form} idPrefix={idPrefix} name="to" label={label('to')} required inputMode="url" placeholder="/research" />
      <SelectField
        form={form}
        idPrefix={idPrefix}
        name="temporary"
        label={label('temporary')}
        options={[
          { value: 'false', label: 'No: moved for good (301)' },
          { value: 'true', label: 'Yes: moved for now (302)' },
        ]}
      />
    </FormDialog>
  );
}

/**
 * NewRedirectDialog turns a path into a redirect: the add dialog with From filled in, for
 * the editor to say where it leads. Render it while wanted; onDone closes it.
 */
export function NewRedirectDialog({ from, onDone }: { from: string; onDone: () => void }) {
  return <RedirectDialog from={from} onDone={onDone} />;
}
