import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, MESSAGES } from '@app/shared';

const Box = styled(Card)`
  max-width: 32rem;
  margin: 2rem auto;
  text-align: center;
  h1 { margin: 0 0 0.5rem; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Shown when a signed-in user opens an area their role cannot use. */
export function NoAccessPage() {
  return (
    <Box data-testid="no-access">
      <h1>{MESSAGES.noAccessTitle}</h1>
      <p>{MESSAGES.noAccessText}</p>
      <Link to="/dashboard">Back to the dashboard</Link>
    </Box>
  );
}
