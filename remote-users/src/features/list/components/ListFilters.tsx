import styled from 'styled-components';
import { Button, Label, ROLE_LABELS, Select } from '@app/shared';
import { LIST_TEXT, USER_LIST_ROLE_FILTER } from '../../../constants';

const Panel = styled.div`
  display: flex;
  gap: 1rem;
  align-items: flex-end;
  flex-wrap: wrap;
  padding: 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > div { min-width: 12rem; }
`;

/** Role (All Roles, Admin, User) and Status (All Statuses, Active, Inactive) filters, plus Reset Filters. */
export function ListFilters({ role, isActive, onRole, onStatus, onReset }: { role: string; isActive: string; onRole: (v: string) => void; onStatus: (v: string) => void; onReset: () => void }) {
  return (
    <Panel id="user-filters" role="group" aria-label="Filters">
      <div>
        <Label htmlFor="user-filter-role">{LIST_TEXT.role}</Label>
        <Select id="user-filter-role" value={role} onChange={(e) => onRole(e.target.value)}>
          <option value="">{LIST_TEXT.allRoles}</option>
          {USER_LIST_ROLE_FILTER.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="user-filter-status">{LIST_TEXT.status}</Label>
        <Select id="user-filter-status" value={isActive} onChange={(e) => onStatus(e.target.value)}>
          <option value="">{LIST_TEXT.allStatuses}</option>
          <option value="true">{LIST_TEXT.active}</option>
          <option value="false">{LIST_TEXT.inactive}</option>
        </Select>
      </div>
      <Button variant="secondary" onClick={onReset}>
        {LIST_TEXT.resetFilters}
      </Button>
    </Panel>
  );
}
