import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, formatDateTime, getErrorMessage, toast, type ProductLink } from '@app/shared';
import { LINK_TEXTS, PRODUCT_TEXTS } from '../../constants';
import { Muted } from '../../common/layout';
import { acknowledgeProductLink, checkProductLink } from './api';
import { LinkHealthBadge } from './LinkHealthBadge';
import { linkStatusOf, needsAcknowledgement } from './linkDisplay';

const Section = styled(Card)`
  margin-top: 1.5rem;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  h3 { margin: 1rem 0 0.5rem; font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  > div { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  dd { margin: 0; word-break: break-all; }
`;

const Chain = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  li { padding: 0.25rem 0; word-break: break-all; }
  code { font-weight: 700; margin-right: 0.5rem; }
`;

const orNA = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? PRODUCT_TEXTS.notAvailable : String(value));

/**
 * The product view's link health: status and reason, HTTP status, timing, the final URL and the redirect
 * chain hop by hop. Admins can check the link now and acknowledge a warning or a breakage.
 */
export function LinkHealthSection({ productId, link: initial, canManage }: { productId: string; link: ProductLink | null | undefined; canManage: boolean }) {
  const [link, setLink] = useState(initial ?? null);
  const [busy, setBusy] = useState<'check' | 'acknowledge' | null>(null);
  useEffect(() => setLink(initial ?? null), [initial]);

  const act = async (kind: 'check' | 'acknowledge') => {
    setBusy(kind);
    try {
      const next = kind === 'check' ? await checkProductLink(productId) : await acknowledgeProductLink(productId);
      setLink(next);
      toast.success(kind === 'check' ? LINK_TEXTS.checked : LINK_TEXTS.acknowledgedToast);
    } catch (err) {
      toast.error(getErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const checked = linkStatusOf(link) !== 'unchecked' && !!link?.checkedAt;
  return (
    <Section aria-labelledby="link-health-title" data-testid="link-health">
      <Head>
        <div>
          <h2 id="link-health-title">{LINK_TEXTS.sectionTitle}</h2>
          <LinkHealthBadge link={link} />
        </div>
        {canManage && (
          <div>
            {needsAcknowledgement(link) && (
              <Button variant="secondary" loading={busy === 'acknowledge'} disabled={!!busy} onClick={() => void act('acknowledge')}>
                {LINK_TEXTS.acknowledge}
              </Button>
            )}
            <Button loading={busy === 'check'} disabled={!!busy} onClick={() => void act('check')}>
              {LINK_TEXTS.checkNow}
            </Button>
          </div>
        )}
      </Head>
      {!checked || !link ? (
        <Muted data-testid="link-not-checked">{LINK_TEXTS.notChecked}</Muted>
      ) : (
        <>
          <Facts>
            <dt>{LINK_TEXTS.reason}</dt>
            <dd data-testid="link-reason">{orNA(link.error)}</dd>
            <dt>{LINK_TEXTS.httpStatus}</dt>
            <dd data-testid="link-http-status">{orNA(link.httpStatus)}</dd>
            <dt>{LINK_TEXTS.responseTime}</dt>
            <dd>{link.responseMs === null || link.responseMs === undefined ? PRODUCT_TEXTS.notAvailable : LINK_TEXTS.ms(link.responseMs)}</dd>
            <dt>{LINK_TEXTS.checkedAt}</dt>
            <dd>{formatDateTime(link.checkedAt)}</dd>
            <dt>{LINK_TEXTS.finalUrl}</dt>
            <dd data-testid="link-final-url">{orNA(link.finalUrl)}</dd>
          </Facts>
          {link.acknowledged && <p>{LINK_TEXTS.acknowledgedNote}</p>}
          <h3>{LINK_TEXTS.redirectChain}</h3>
          {link.redirects?.length ? (
            <Chain data-testid="link-chain">
              {link.redirects.map((hop, i) => (
                <li key={`${i}-${hop.url}`}>
                  <code>{hop.status}</code>
                  {hop.url}
                </li>
              ))}
            </Chain>
          ) : (
            <Muted>{LINK_TEXTS.noRedirects}</Muted>
          )}
        </>
      )}
    </Section>
  );
}
