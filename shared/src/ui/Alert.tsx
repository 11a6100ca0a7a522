import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

const palette = {
  error: { bg: '#fef2f2', border: '#fecaca', text: '#991b1b' },
  success: { bg: '#f0fdf4', border: '#bbf7d0', text: '#166534' },
  info: { bg: '#eff6ff', border: '#bfdbfe', text: '#1e40af' },
  warning: { bg: '#fffbeb', border: '#fde68a', text: '#92400e' },
};

const Box = styled.div<{ $variant: AlertVariant }>`
  background: ${({ $variant }) => palette[$variant].bg};
  border: 1px solid ${({ $variant }) => palette[$variant].border};
  color: ${({ $variant }) => palette[$variant].text};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
`;

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 0.25rem;
`;

const Body = styled.div`
  flex: 1;
`;

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  /** Extra actions (e.g. a Retry button). */
  action?: ReactNode;
}

/** Banner for errors and notices; errors are announced (role="alert"), others politely (role="status"). */
export function Alert({ variant = 'error', title, children, onDismiss, action }: AlertProps) {
  return (
    <Box $variant={variant} role={variant === 'error' ? 'alert' : 'status'}>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {action}
      {onDismiss && (
        <button type="button" aria-label="Dismiss" onClick={onDismiss} style={{ background: 'none', border: 0, cursor: 'pointer', color: 'inherit' }}>
          ×
        </button>
      )}
    </Box>
  );
}
