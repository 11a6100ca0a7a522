import styled from 'styled-components';
import { Button, Input, LinkButton } from '@app/shared';
import { LIST_TEXT, NEW_USER_PATH } from '../../../constants';
import type { ReactNode } from 'react';

const Bar = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: 1rem;
`;

const Search = styled.div`
  flex: 1 1 18rem;
  min-width: 14rem;
`;

const Spacer = styled.div`
  flex: 1;
`;

export interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  /** Admin-only controls (Add User, Export, Import, Bulk Actions); absent for read-only viewers. */
  adminControls?: ReactNode;
  canAdd: boolean;
}

export function ListToolbar({ search, onSearch, filtersOpen, onToggleFilters, refreshing, onRefresh, adminControls, canAdd }: ListToolbarProps) {
  return (
    <Bar>
      <Search>
        <Input type="search" aria-label={LIST_TEXT.searchLabel} placeholder={LIST_TEXT.searchPlaceholder} value={search} onChange={(e) => onSearch(e.target.value)} />
      </Search>
      <Button variant="secondary" aria-expanded={filtersOpen} aria-controls="user-filters" onClick={onToggleFilters}>
        {filtersOpen ? LIST_TEXT.hideFilters : LIST_TEXT.showFilters}
      </Button>
      <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
        {LIST_TEXT.refresh}
      </Button>
      <Spacer />
      {adminControls}
      {canAdd && <LinkButton to={NEW_USER_PATH}>{LIST_TEXT.addUser}</LinkButton>}
    </Bar>
  );
}
