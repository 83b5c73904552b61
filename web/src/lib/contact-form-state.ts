// The contact form's outcome after a post without JavaScript: the server answers the form's
// POST / with the home page rendered with this state under CONTACT_FORM_KEY of the
// page's data, so the form shows the same thing on the server and when it hydrates.

/** CONTACT_FORM_KEY is the state's key in a page's data (see internal/httpapi/contact_form.go). */
export const CONTACT_FORM_KEY = '/api/contact';

/** ContactFormState is what the form shows after a post: sent, or refused with the typed text. */
export interface ContactFormState {
  sent: boolean;
  values?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
  errors?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
  notice?: string;
  /** retryAfter is how many seconds to wait before the next message, with notice. */
  retryAfter?: number;
}

let posted: ContactFormState | undefined;

/** seedContactForm takes the form's state from a page's data (none on an ordinary visit). */
export function seedContactForm(data: Record<string, unknown>): void {
  const state = data[CONTACT_FORM_KEY];
  posted = state && typeof state === 'object' && !Array.isArray(state) ? (state as ContactFormState) : undefined;
}

/** postedContactForm answers the state the page was rendered with, if any. */
export function postedContactForm(): ContactFormState | undefined {
  return posted;
}
