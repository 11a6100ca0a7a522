import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { trackClick } from '../api/publicApi';
import { AFFILIATE_REL } from '../constants';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> & {
  productId: string;
  href: string;
  children: ReactNode;
};

/**
 * The real affiliate link in a new tab, marked sponsored. The click is counted by a beacon on click or
 * middle-click (once per activation), never delaying the navigation.
 */
export function AffiliateLink({ productId, href, children, onClick, ...rest }: Props) {
  const count = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    trackClick(productId);
  };
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel={AFFILIATE_REL}
      onClick={(event) => {
        count(event);
        onClick?.(event);
      }}
      onAuxClick={count}
    >
      {children}
    </a>
  );
}
