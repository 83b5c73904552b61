import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { pageLanguage } from '@/lib/languages';
import type { ContactInput } from './contact-schema';

/**
 * sendContactMessage posts the message with the honeypot field and the language it was written
 * in, the language of the page; the answer is not read (spec §7), but a refusal is worded in it.
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  await apiRequest('POST', '/api/contact', { ...input, website: input.website ?? '', locale: pageLanguage() });
}

/**
 * useSendContactMessage is the contact form's send with its pending state (idle → sending →
 * success or failure, spec §4). Plain state rather than a query-library mutation keeps that
 * library off the home page.
 */
export function useSendContactMessage() {
  const [isPending, setPending] = useState(false);
  const mutate = async (input: ContactInput, on: { onSuccess: () => void; onError: (err: unknown) => void }) => {
    setPending(true);
    try {
      await sendContactMessage(input);
      on.onSuccess();
    } catch (err) {
      on.onError(err);
    } finally {
      setPending(false);
    }
  };
  return { isPending, mutate };
}
