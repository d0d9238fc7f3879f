import { authMessages, safeReturnPath, SignupFormSchema } from '@handloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AuthCard, AuthCardFooter } from '../components/ui/auth-card.tsx';
import { FormSubmit } from '../components/ui/form-submit.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { signUp } from '../features/session/session-api.ts';
import { startSession } from '../features/session/use-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { fieldProblem, formAlert, showServerProblem } from '../lib/form-problems.ts';
import { shopMessages } from '../messages/shop-messages.ts';
import { notifySuccess } from '../lib/notify.ts';
import { schemaResolver } from '../lib/schema-resolver.ts';
import { schemaText } from '../lib/schema-text.ts';

const m = shopMessages.auth;

export default function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: schemaResolver(SignupFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const alert = formAlert(errors);

  const submit = handleSubmit(async (input) => {
    try {
      const user = await signUp(input);
      startSession(queryClient, user);
      reset();
      void notifySuccess(m.signupSuccessful(user.name));
      await navigate(returnTo, { replace: true });
    } catch (caught) {
      const told = caught instanceof ApiError && caught.status < 500;
      showServerProblem(setError, told ? caught : null, schemaText(authMessages.registerFailed));
    }
  });

  return (
    <AuthCard heading={m.signupHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={m.name} autoComplete="name" {...register('name')} {...fieldProblem(errors.name)} />
        <FormField label={m.email} type="email" autoComplete="email" {...register('email')} {...fieldProblem(errors.email)} />
        <FormField label={m.password} type="password" autoComplete="new-password" {...register('password')} {...fieldProblem(errors.password)} />
        <FormSubmit alert={alert} busy={isSubmitting} label={m.signupButton} busyLabel={m.working} />
      </form>
      <AuthCardFooter question={m.haveAccount} linkText={m.loginLink} to={paths.login(returnTo)} />
    </AuthCard>
  );
}
