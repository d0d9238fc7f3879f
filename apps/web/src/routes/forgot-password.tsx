import { paths } from '../lib/paths.ts';
import { AuthCard } from '../components/ui/auth-card.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { EmailRequestForm } from '../features/session/email-request-form.tsx';
import { requestPasswordReset } from '../features/session/session-api.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.auth;

export default function ForgotPasswordPage() {
  return (
    <AuthCard heading={m.forgotHeading}>
      <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{m.forgotHelp}</p>
      <EmailRequestForm label={m.email} button={m.forgotButton} send={requestPasswordReset} sent={m.forgotSent} />
      <p className="mt-6 text-center text-sm">
        <TextLink to={paths.login()}>{m.loginLink}</TextLink>
      </p>
    </AuthCard>
  );
}
