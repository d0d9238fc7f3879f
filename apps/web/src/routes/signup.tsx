import { authMessages, PASSWORD_MIN_LENGTH, type FieldErrors } from '@handloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { paths } from '../app/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { rememberUser, signUp } from '../features/session/session-api.ts';
import { sessionQueryKey } from '../features/session/use-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.auth;
const empty = { name: '', email: '', password: '' };

export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Quick feedback in the browser; the server checks the same rules and more.
    if (!form.name.trim() || !form.email.trim() || !form.password) {
      setError(authMessages.allFieldsRequired);
      setFields({});
      return;
    }
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      setError(authMessages.passwordTooShort);
      setFields({ password: authMessages.passwordTooShort });
      return;
    }
    setBusy(true);
    setError('');
    setFields({});
    try {
      const user = await signUp(form);
      rememberUser(user);
      queryClient.setQueryData(sessionQueryKey, user);
      setForm(empty);
      toast.success(m.signupSuccessful(user.name));
      await navigate(paths.home(), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status > 0 && caught.status < 500) {
        setError(caught.message);
        setFields(caught.fields);
      } else {
        setError(caught instanceof ApiError && caught.status === 0 ? caught.message : authMessages.registerFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard heading={m.signupHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={m.name} name="name" autoComplete="name" value={form.name} onChange={set('name')} error={fields.name} />
        <FormField label={m.email} name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={fields.email} />
        <FormField
          label={m.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={fields.password}
        />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? m.working : m.signupButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        {m.haveAccount} <TextLink to={paths.login()}>{m.loginLink}</TextLink>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to={paths.home()} className="underline underline-offset-4">
          {messages.common.backToHome}
        </Link>
      </p>
    </AuthCard>
  );
}
