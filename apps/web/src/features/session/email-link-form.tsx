import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { requestEmailLink } from './session-api.ts';

const m = shopMessages.auth;

/** "Sign in with an email link": the one-time link returns the shopper where they were going. */
export function EmailLinkForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setState(null);
    try {
      await requestEmailLink(email, returnTo);
      setState({ tone: 'success', text: m.emailLinkSent });
    } catch (caught) {
      setState({ tone: 'error', text: caught instanceof ApiError ? caught.message : messages.errors.pageFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="email-link-heading" className="mt-6 border-t border-stone-200 pt-5 dark:border-ink-700">
      <h2 id="email-link-heading" className="font-semibold">
        {m.emailLinkHeading}
      </h2>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-300">{m.emailLinkHelp}</p>
      <form noValidate onSubmit={submit} className="space-y-3">
        <FormField label={m.emailLinkEmail} name="link-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {state ? <FormAlert tone={state.tone}>{state.text}</FormAlert> : null}
        <Button type="submit" variant="secondary" className="w-full" disabled={busy || !email.trim()}>
          {busy ? m.working : m.emailLinkButton}
        </Button>
      </form>
    </section>
  );
}
