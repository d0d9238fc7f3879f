import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { confirmPasswordReset } from '../features/session/session-api.ts';
import { ApiError } from '../lib/api-client.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.auth;

/** Where the reset link from the email lands, with its one-time token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    !token || params.get('error') ? { tone: 'error', text: m.resetInvalid } : null,
  );
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setState(null);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
      setState({ tone: 'success', text: m.resetDone });
    } catch (caught) {
      setState({ tone: 'error', text: caught instanceof ApiError ? caught.message : messages.errors.pageFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard heading={m.resetHeading}>
      {token && !done ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField
            label={m.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {state ? <FormAlert tone={state.tone}>{state.text}</FormAlert> : null}
          <Button type="submit" className="w-full" disabled={busy || !password}>
            {busy ? m.working : m.resetButton}
          </Button>
        </form>
      ) : state ? (
        <FormAlert tone={state.tone}>{state.text}</FormAlert>
      ) : null}
      <p className="mt-6 text-center text-sm">
        {done ? <TextLink to={paths.login()}>{m.loginLink}</TextLink> : <TextLink to={paths.forgotPassword()}>{m.askAgain}</TextLink>}
      </p>
    </AuthCard>
  );
}
