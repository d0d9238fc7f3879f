import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { messages } from '../../messages/messages.ts';
import { TextLink } from './text-link.tsx';

/** The narrow card that holds the login, signup and password forms; its heading names the tab too. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  useDocumentTitle(heading);
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-ink-700 dark:bg-ink-800">
      <h1 className="mb-6 text-center font-serif text-3xl font-semibold text-maroon-800 dark:text-zari-300">{heading}</h1>
      {children}
    </div>
  );
}

/** Under the login and signup forms: the way to the other one, and back home. */
export function AuthCardFooter({ question, linkText, to }: { question: string; linkText: string; to: string }) {
  return (
    <>
      <p className="mt-6 text-center text-sm">
        {question} <TextLink to={to}>{linkText}</TextLink>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to={paths.home()} className="underline underline-offset-4">
          {messages.common.backToHome}
        </Link>
      </p>
    </>
  );
}
