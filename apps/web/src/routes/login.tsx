import { authMessages, LoginFormSchema, safeReturnPath } from '@handloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AuthCard, AuthCardFooter } from '../components/ui/auth-card.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormSubmit } from '../components/ui/form-submit.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { EmailLinkForm } from '../features/session/email-link-form.tsx';
import { logIn, startGoogleSignIn } from '../features/session/session-api.ts';
import { startSession } from '../features/session/use-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { fieldProblem, formAlert } from '../lib/form-problems.ts';
import { settings } from '../lib/settings.ts';
import { shopMessages } from '../messages/shop-messages.ts';
import { notifySuccess } from '../lib/notify.ts';
import { schemaResolver } from '../lib/schema-resolver.ts';
import { schemaText } from '../lib/schema-text.ts';

const m = shopMessages.auth;

export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  // The browser leaves for Google once the shop answers; until then the button waits, and a failure says why.
  const google = useMutation({ mutationFn: () => startGoogleSignIn(returnTo) });
  // An email link that did not work lands here, said until the next try.
  const alert = formAlert(errors) ?? (params.get('linkError') && !isSubmitted ? m.emailLinkFailed : undefined);

  const submit = handleSubmit(async (input) => {
    try {
      const user = await logIn(input);
      startSession(queryClient, user);
      void notifySuccess(m.loginSuccessful, { autoClose: 2000 });
      await navigate(returnTo, { replace: true });
    } catch (caught) {
      // Any failure reads the same, as the spec says; limits and outages say what they are.
      const special = caught instanceof ApiError && (caught.status === 429 || caught.status === 0 || caught.status >= 500);
      setError('root', { message: special ? (caught as ApiError).message : schemaText(authMessages.wrongPasswordOrEmail) });
    }
  });

  return (
    <AuthCard heading={m.loginHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={m.email} type="email" autoComplete="email" {...register('email')} {...fieldProblem(errors.email)} />
        <FormField label={m.password} type="password" autoComplete="current-password" {...register('password')} {...fieldProblem(errors.password)} />
        <FormSubmit alert={alert} busy={isSubmitting} label={m.loginButton} busyLabel={m.working} />
      </form>
      <div className="mt-3 text-right text-sm">
        <TextLink to={paths.forgotPassword()}>{m.forgotPassword}</TextLink>
      </div>
      {settings.googleSignIn ? (
        <div className="mt-4 space-y-2">
          <Button variant="secondary" className="w-full" disabled={google.isPending} onClick={() => google.mutate()}>
            {m.googleButton}
          </Button>
          {google.isError ? <FormAlert tone="error">{google.error.message}</FormAlert> : null}
        </div>
      ) : null}
      <EmailLinkForm returnTo={returnTo} />
      <AuthCardFooter question={m.noAccount} linkText={m.signupLink} to={paths.signup(returnTo)} />
    </AuthCard>
  );
}
