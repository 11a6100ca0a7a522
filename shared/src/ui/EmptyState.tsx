import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.size.lg}; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
`;

export function EmptyState({ title, description, action, icon }: { title: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box>
      {icon}
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
