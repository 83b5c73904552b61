// Form controls bound to react-hook-form, each with its label and its error message.
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { clearErrorToasts, toast } from '@/components/ui/toast-store';

interface BaseProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** idPrefix keeps ids unique when two forms are on screen. */
  idPrefix: string;
}

function errorOf<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>): string | undefined {
  const err = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof err?.message === 'string' ? err.message : undefined;
}

/**
 * fieldState is a control's id and error, with the aria attributes that tie a native control
 * to the message Field shows under it (whose id is the control's plus '-error').
 */
function fieldState<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, idPrefix: string, name: Path<T>) {
  const id = `${idPrefix}-${name}`;
  const error = errorOf(form, name);
  const errorAria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return { id, error, errorAria };
}

function labelText(label: string, required?: boolean) {
  return required ? `${label} *` : label;
}

/** TextField is a single-line text input. */
export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
}: BaseProps<T, O> & {
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
}) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Input
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        {...errorAria}
        {...form.register(name)}
      />
    </Field>
  );
}

/** TextAreaField is a multi-line text input. */
export function TextAreaField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  rows = 3,
  placeholder,
}: BaseProps<T, O> & { required?: boolean; rows?: number; placeholder?: string }) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        {...errorAria}
        {...form.register(name)}
      />
    </Field>
  );
}

/** SelectField is a Radix select; its options never have an empty value (spec §5). */
export function SelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  options,
  placeholder,
}: BaseProps<T, O> & { required?: boolean; options: SelectOption[]; placeholder?: string }) {
  const { id, error } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            value={typeof field.value === 'string' ? field.value : undefined}
            onValueChange={(v) => field.onChange(v)}
            options={options}
            placeholder={placeholder}
            invalid={Boolean(error)}
          />
        )}
      />
    </Field>
  );
}

/**
 * FileField picks one file. A file of the wrong kind is announced at once with a toast
 * (and the schema's message under the field), so staff need not wait for the submit.
 */
export function FileField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  accept,
  isAccepted,
  rejected,
  currentUrl,
  currentIsImage = true,
}: BaseProps<T, O> & {
  required?: boolean;
  accept: string;
  isAccepted: (file: File) => boolean;
  rejected: { title: string; description: string };
  currentUrl?: string;
  currentIsImage?: boolean;
}) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <div className="space-y-2">
            {currentUrl && !field.value ? (
              <div className="flex items-center gap-3 text-sm text-muted-foreground">
                {currentIsImage ? (
                  <img src={currentUrl} alt="" className="h-14 w-14 rounded border border-border object-cover" />
                ) : null}
                <span>Current file kept unless you choose a new one.</span>
              </div>
            ) : null}
            <input
              id={id}
              type="file"
              accept={accept}
              {...errorAria}
              onBlur={field.onBlur}
              ref={field.ref}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file && !isAccepted(file)) {
                  toast({ ...rejected, variant: 'destructive' });
                } else if (file) {
                  clearErrorToasts(); // an earlier refused choice no longer holds
                }
                field.onChange(file);
                void form.trigger(name);
              }}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80 focus-visible:outline-2 focus-visible:outline-primary"
            />
          </div>
        )}
      />
    </Field>
  );
}
