import styled from 'styled-components';
import { canViewDashboardStats, MESSAGES, useCurrentUser } from '@app/shared';
import { RemoteArea } from '../federation/RemoteArea';

const Title = styled.h1`
  margin: 0 0 1.5rem;
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

/** /dashboard: the 'Dashboard' heading, then remote-catalog's widgets in their own fallback area. */
export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <section>
      <Title>{MESSAGES.dashboard}</Title>
      {canViewDashboardStats(user) && (
        <div data-testid="dashboard-widgets">
          <RemoteArea area="catalog" module="./DashboardWidgets" />
        </div>
      )}
    </section>
  );
}
