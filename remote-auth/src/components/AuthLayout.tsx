import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_TITLE } from '@app/shared';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
  background: linear-gradient(135deg, #eff6ff 0%, #f3f4f6 100%);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 28rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 2rem;
`;

const Brand = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0 0 0.25rem;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Subtitle = styled.p`
  margin: 0 0 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Footer = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Full-page frame of the sign-in and registration screens; `data-build` names the deployed build. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Page data-remote="remote_auth" data-build={__APP_BUILD_ID__}>
      <Panel>
        <Brand>{BRAND_TITLE}</Brand>
        <Heading>{title}</Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Panel>
    </Page>
  );
}
