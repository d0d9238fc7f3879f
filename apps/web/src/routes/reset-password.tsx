import { NewPasswordFormSchema } from '@handloom/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { FormSubmit } from '../components/ui/form-submit.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { confirmPasswordReset } from '../features/session/session-api.ts';
import { fieldProblem, formAlert, showServerProblem } from '../lib/form-problems.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';
import { schemaResolver } from '../lib/schema-resolver.ts';

const m = shopMessages.auth;

/** Where the reset link from the email lands, with its one-time token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(NewPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const [done, setDone] = useState(false);
  // Saved: the form and its button go, so the focus moves to the message that took their place (and is read out).
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);
  const linkBroken = !token || Boolean(params.get('error'));
  const alert = formAlert(formState.errors) ?? (linkBroken && !formState.isSubmitted ? m.resetInvalid : undefined);

  const submit = handleSubmit(async (input) => {
    if (!token) return;
    try {
      await confirmPasswordReset(token, input.password);
      setDone(true);
    } catch (caught) {
      showServerProblem(setError, caught, messages.errors.pageFailed);
    }
  });
  const state = done ? { tone: 'success' as const, text: m.resetDone } : alert ? { tone: 'error' as const, text: alert } : null;

  return (
    <AuthCard heading={m.resetHeading}>
      {token && !done ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField label={m.newPassword} type="password" autoComplete="new-password" {...register('password')} {...fieldProblem(formState.errors.password)} />
          <FormSubmit alert={alert} busy={formState.isSubmitting} label={m.resetButton} busyLabel={m.working} />
        </form>
      ) : state ? (
        <div ref={result} tabIndex={-1} className="focus:outline-none">
          <FormAlert tone={state.tone}>{state.text}</FormAlert>
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm">
        {done ? <TextLink to={paths.login()}>{m.loginLink}</TextLink> : <TextLink to={paths.forgotPassword()}>{m.askAgain}</TextLink>}
      </p>
    </AuthCard>
  );
}
