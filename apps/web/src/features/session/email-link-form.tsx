import { EmailRequestForm } from './email-request-form.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { requestEmailLink } from './session-api.ts';

const m = shopMessages.auth;

/** "Sign in with an email link": the one-time link returns the shopper where they were going. */
export function EmailLinkForm({ returnTo }: { returnTo: string }) {
  return (
    <section aria-labelledby="email-link-heading" className="mt-6 border-t border-stone-200 pt-5 dark:border-ink-700">
      <h2 id="email-link-heading" className="font-semibold">
        {m.emailLinkHeading}
      </h2>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-300">{m.emailLinkHelp}</p>
      <EmailRequestForm
        label={m.emailLinkEmail}
        button={m.emailLinkButton}
        variant="secondary"
        send={(email) => requestEmailLink(email, returnTo)}
        sent={m.emailLinkSent}
      />
    </section>
  );
}
