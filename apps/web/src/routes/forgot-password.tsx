import { useState, type FormEvent } from 'react';
import { paths } from '../app/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { requestPasswordReset } from '../features/session/session-api.ts';
import { ApiError } from '../lib/api-client.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.auth;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setState(null);
    try {
      await requestPasswordReset(email);
      setState({ tone: 'success', text: m.forgotSent });
    } catch (caught) {
      setState({ tone: 'error', text: caught instanceof ApiError ? caught.message : messages.errors.pageFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard heading={m.forgotHeading}>
      <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{m.forgotHelp}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={m.email} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {state ? <FormAlert tone={state.tone}>{state.text}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={busy || !email.trim()}>
          {busy ? m.working : m.forgotButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <TextLink to={paths.login()}>{m.loginLink}</TextLink>
      </p>
    </AuthCard>
  );
}
