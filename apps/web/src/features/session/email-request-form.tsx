import { EmailFormSchema } from '@handloom/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSubmit } from '../../components/ui/form-submit.tsx';
import { fieldProblem, formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

interface EmailRequestFormProps {
  label: string;
  button: string;
  variant?: 'primary' | 'secondary';
  /** What is sent on submit; the answer is the same whether or not the account exists. */
  send: (email: string) => Promise<unknown>;
  sent: string;
}

/** One email address and a button: "Forgot password?" and "Sign in with an email link". */
export function EmailRequestForm({ label, button, variant = 'primary', send, sent }: EmailRequestFormProps) {
  const { register, handleSubmit, setError, formState } = useForm({ resolver: schemaResolver(EmailFormSchema), defaultValues: { email: '' } });
  const [done, setDone] = useState(false);
  const alert = formAlert(formState.errors);

  const submit = handleSubmit(async (input) => {
    setDone(false);
    try {
      await send(input.email);
      setDone(true);
    } catch (caught) {
      showServerProblem(setError, caught, messages.errors.pageFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label={label} type="email" autoComplete="email" {...register('email')} {...fieldProblem(formState.errors.email)} />
      {!alert && done ? <FormAlert tone="success">{sent}</FormAlert> : null}
      <FormSubmit alert={alert} busy={formState.isSubmitting} label={button} busyLabel={shopMessages.auth.working} variant={variant} />
    </form>
  );
}
