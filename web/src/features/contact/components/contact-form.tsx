import { AlertCircle, CheckCircle2, ChevronDown, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { fillTemplate } from '@/lib/fill-template';
import { pageLanguage } from '@/lib/languages';
import { postedContactForm } from '@/lib/contact-form-state';
import { useContent } from '@/lib/site-content';
import { localizeHref } from '@/lib/site-languages';
import { contactSubjects } from '@/lib/site-rules';
import type { ContactErrors } from '../api/contact-schema';
import { useSendContactMessage } from '../api/send-contact-message';

// The rules (zod) load on first focus, so the home page's first download stays small; the
// form itself is plain HTML and works the moment it is shown.
const loadRules = () => import('../api/contact-schema');

const selectClasses =
  'h-10 w-full appearance-none rounded-md border border-border bg-white px-3 pr-9 text-base text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-destructive';

/**
 * refusalText words the server's refusal of a message too many, followed by how long to wait
 * when the server said (retryAfter, in seconds) and the site has words for it, in whole
 * minutes rounded up.
 */
function refusalText(message: string, retryAfter: number | undefined, waitNotice: string | undefined): string {
  if (!retryAfter || !waitNotice) return message;
  return `${message} ${fillTemplate(waitNotice, { minutes: Math.ceil(retryAfter / 60) })}`;
}

/**
 * ContactForm validates with the spec's messages, posts to /api/contact and reports by toast
 * (spec §4, §8). Without JavaScript it is a plain form posted to the home page of its
 * language (/, /de), which the server answers with the outcome (postedContactForm): the
 * messages beside the fields and the typed text kept, or the confirmation in place of a
 * toast. It speaks the language of its page, its subjects and messages included, and sends
 * that language with the message.
 */
export function ContactForm() {
  const { contactForm: t } = useContent('site');
  const lang = pageLanguage();
  const [posted] = useState(postedContactForm);
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>(() => posted?.errors ?? {});
  const [submitted, setSubmitted] = useState(() => Boolean(posted?.errors));
  const [outcome, setOutcome] = useState(() => (posted?.sent ? 'sent' : posted?.notice ? 'notice' : null));
  // The server's refusal of a message too many, with how long to wait when it said.
  const [refusal, setRefusal] = useState<string | null>(null);

  const values = () => Object.fromEntries(new FormData(formRef.current!)) as Record<string, string>;

  const validate = async () => {
    const { validateContact } = await loadRules();
    const result = validateContact(values(), lang);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending) return;
    setOutcome(null);
    setRefusal(null);
    setSubmitted(true);
    const result = await validate();
    if (!result.ok) {
      const first = (['name', 'email', 'subject', 'message'] as const).find((f) => result.errors[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    await send.mutate(result.input, {
      onSuccess: () => {
        formRef.current?.reset();
        setSubmitted(false);
        setErrors({});
        // Said once, by the success toast (spec §4); the form's own confirmation is for a
        // form sent without JavaScript, which no toast can answer.
        toast(t.success);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429) {
          // Over the limit: say so where the visitor looks, with the wait, and keep the text.
          setRefusal(refusalText(err.serverMessage(), err.retryAfter, t.waitNotice));
          setOutcome('notice');
          return;
        }
        toast({ ...t.failure, variant: 'destructive' });
      },
    });
  };

  // After a first attempt, messages follow the visitor's corrections as they type.
  const onChange = () => {
    if (submitted) void validate();
  };

  const typed = posted?.values ?? {};
  // The refusal this form got, else the one the server's page was rendered with.
  const notice = refusal ?? (posted?.notice ? refusalText(posted.notice, posted.retryAfter, t.waitNotice) : null);
  const a11y = (field: keyof ContactErrors) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={localizeHref('/#contact', lang)}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadRules()}
      noValidate
      aria-label={t.formLabel}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t.nameLabel} error={errors.name}>
          <Input id="contact-name" name="name" autoComplete="name" defaultValue={typed.name} {...a11y('name')} />
        </Field>
        <Field id="contact-email" label={t.emailLabel} error={errors.email}>
          <Input id="contact-email" name="email" type="email" autoComplete="email" defaultValue={typed.email} {...a11y('email')} />
        </Field>
      </div>
      <Field id="contact-subject" label={t.subjectLabel} error={errors.subject}>
        <div className="relative">
          <select id="contact-subject" name="subject" defaultValue={typed.subject ?? ''} className={selectClasses} {...a11y('subject')}>
            <option value="" disabled>
              {t.subjectPlaceholder}
            </option>
            {contactSubjects(lang).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute right-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
        </div>
      </Field>
      <Field id="contact-message" label={t.messageLabel} error={errors.message}>
        <Textarea id="contact-message" name="message" rows={5} defaultValue={typed.message} {...a11y('message')} />
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t.honeypotLabel}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* The language the message is written in, for a form sent without JavaScript too. */}
      <input type="hidden" name="locale" value={lang} />
      {outcome === 'sent' ? (
        <div role="status" className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>
            <strong className="block font-semibold">{t.success.title}</strong>
            {t.success.description}
          </p>
        </div>
      ) : outcome === 'notice' && notice ? (
        <p role="alert" className="flex gap-3 rounded-lg bg-muted p-4 text-sm">
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden />
          {notice}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? t.sending : t.submit}
      </Button>
    </form>
  );
}
