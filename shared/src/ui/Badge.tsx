import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'primary';

const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  neutral: { bg: '#f3f4f6', fg: '#374151' },
  success: { bg: '#dcfce7', fg: '#166534' },
  danger: { bg: '#fee2e2', fg: '#991b1b' },
  warning: { bg: '#fef3c7', fg: '#92400e' },
  info: { bg: '#e0f2fe', fg: '#075985' },
  primary: { bg: '#dbeafe', fg: '#1e40af' },
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.75rem;
  font-weight: 600;
  background: ${({ $tone = 'neutral' }) => tones[$tone].bg};
  color: ${({ $tone = 'neutral' }) => tones[$tone].fg};
`;
