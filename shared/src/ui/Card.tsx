import styled, { keyframes } from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: 1.25rem;
`;

const pulse = keyframes`50% { opacity: 0.5; }`;

/** Grey placeholder block shown while content loads. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-testid': 'skeleton' })<{ $height?: string; $width?: string }>`
  background: #e5e7eb;
  border-radius: ${({ theme }) => theme.radius.md};
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;
