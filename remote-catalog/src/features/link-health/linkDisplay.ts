import { formatDateTime, type LinkStatus, type ProductLink } from '@app/shared';
import { LINK_STATUSES, LINK_TEXTS } from '../../constants';
import type { BadgeTone } from '@app/shared';

export const LINK_TONES: Record<LinkStatus, BadgeTone> = { healthy: 'success', warning: 'warning', broken: 'danger', unchecked: 'neutral' };

export const isLinkStatus = (value: string): value is LinkStatus => (LINK_STATUSES as readonly string[]).includes(value);

/** A product without a stored check reads as unchecked. */
export const linkStatusOf = (link: ProductLink | null | undefined): LinkStatus => (link && isLinkStatus(link.status) ? link.status : 'unchecked');

/** Warnings and breakages wait for staff to accept them; healthy and unchecked links have nothing to accept. */
export const needsAcknowledgement = (link: ProductLink | null | undefined) => !!link && (link.status === 'warning' || link.status === 'broken') && !link.acknowledged;

/** The sentence behind a badge: the checker's reason, else the HTTP status and timing, and when it was checked. */
export function linkReason(link: ProductLink | null | undefined): string {
  const status = linkStatusOf(link);
  if (!link || status === 'unchecked' || !link.checkedAt) return LINK_TEXTS.notChecked;
  const what = link.error || LINK_TEXTS.httpIn(link.httpStatus, link.responseMs);
  return [what, LINK_TEXTS.checkedOn(formatDateTime(link.checkedAt))].filter(Boolean).join(', ');
}
