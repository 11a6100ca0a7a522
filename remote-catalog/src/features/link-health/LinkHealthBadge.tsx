import { Badge, type ProductLink } from '@app/shared';
import { LINK_TEXTS } from '../../constants';
import { VisuallyHidden } from '../../common/layout';
import { LINK_TONES, linkReason, linkStatusOf } from './linkDisplay';

/**
 * The link's status as a coloured badge with its word (never colour alone); the reason is the tooltip and is
 * read out after the word, since a title alone reaches neither keyboard nor screen reader users.
 */
export function LinkHealthBadge({ link }: { link: ProductLink | null | undefined }) {
  const status = linkStatusOf(link);
  const reason = linkReason(link);
  return (
    <Badge $tone={LINK_TONES[status]} title={reason} data-testid="link-badge" data-status={status}>
      {LINK_TEXTS.status[status]}
      {link?.acknowledged && status !== 'unchecked' && status !== 'healthy' ? LINK_TEXTS.acknowledgedSuffix : ''}
      <VisuallyHidden>: {reason}</VisuallyHidden>
    </Badge>
  );
}
