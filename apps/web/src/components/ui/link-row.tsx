import { TextLink } from './text-link.tsx';

export interface RowLink {
  to: string;
  label: string;
}

/** A wrapping row of links in running text, e.g. "Shipping · Returns · Contact" under a policy. */
export function LinkRow({ links }: { links: readonly RowLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <TextLink to={link.to}>{link.label}</TextLink>
        </li>
      ))}
    </ul>
  );
}
