import { paths } from '../lib/paths.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';

const m = messages.notFound;

export default function NoPage() {
  useDocumentTitle(m.title);
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <PageHeading subtitle={m.text}>{m.heading}</PageHeading>
      <p>{m.hint}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <li>
          <TextLink to={paths.home()}>{m.home}</TextLink>
        </li>
        <li>
          <TextLink to={paths.allProducts()}>{m.allProducts}</TextLink>
        </li>
        <li>
          <TextLink to={paths.contact()}>{m.contact}</TextLink>
        </li>
      </ul>
    </div>
  );
}
