import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, SignupFormSchema } from '@handloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { paths } from '../lib/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormAlert } from '../components/ui/form-alert.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { rememberUser, signUp } from '../features/session/session-api.ts';
import { sessionQueryKey } from '../features/session/use-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { fieldProblem, formAlert, showServerProblem } from '../lib/form-problems.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.auth;

export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const alert = formAlert(errors);

  const submit = handleSubmit(async (input) => {
    try {
      const user = await signUp(input);
      rememberUser(user);
      queryClient.setQueryData(sessionQueryKey, user);
      reset();
      toast.success(m.signupSuccessful(user.name));
      await navigate(paths.home(), { replace: true });
    } catch (caught) {
      const told = caught instanceof ApiError && caught.status < 500;
      showServerProblem(setError, told ? caught : null, authMessages.registerFailed);
    }
  });

  return (
    <AuthCard heading={m.signupHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={m.name} autoComplete="name" {...register('name')} {...fieldProblem(errors.name)} />
        <FormField label={m.email} type="email" autoComplete="email" {...register('email')} {...fieldProblem(errors.email)} />
        <FormField label={m.password} type="password" autoComplete="new-password" {...register('password')} {...fieldProblem(errors.password)} />
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? m.working : m.signupButton}
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
