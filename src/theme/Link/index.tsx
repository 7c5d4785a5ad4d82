import React from 'react';
import { Link as GatsbyLink } from 'gatsby';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Internal route. */
  to?: string;
  /** External URL (opens in a new tab). */
  href?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** Internal routes go through Gatsby's router (prefetch, client navigation); the rest open in a new tab. */
export default function Link({ to, href, children, activeClassName, partiallyActive, ...rest }: Props) {
  const target = to ?? href ?? '#';
  if (isExternal(target) || target.startsWith('#')) {
    const external = isExternal(target) && !target.startsWith('mailto:');
    return (
      <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {external && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <GatsbyLink to={target} activeClassName={activeClassName} partiallyActive={partiallyActive} {...rest}>
      {children}
    </GatsbyLink>
  );
}
