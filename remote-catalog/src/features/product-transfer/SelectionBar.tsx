import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, DropdownMenu } from '@app/shared';
import type { Selection } from '../../common/useSelection';
import { BULK_ACTIONS, type BulkAction, type BulkTarget, type ProductFilter } from './api';
import { BULK_TEXTS, TRANSFER_TEXTS } from './texts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  min-height: 2.5rem;
`;

/**
 * The rows a bulk action applies to: the selected ones, or (after "Select all N matching this filter", offered
 * once the whole page is selected and the filter matches more) every product the filter matches. Choosing all
 * matching lasts while the page stays fully selected and the rows stay the same.
 */
export function useBulkTarget(selection: Selection, rows: unknown, total: number, filter: ProductFilter) {
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => setAllMatching(false), [rows]);
  const matching = allMatching && selection.allSelected;
  return {
    matching,
    /** The page is fully selected and the filter matches more than it shows. */
    canSelectMatching: selection.allSelected && !matching && total > selection.count,
    selectMatching: () => setAllMatching(true),
    count: matching ? total : selection.count,
    target: (matching ? { filter } : { ids: selection.selectedIds }) as BulkTarget,
    total,
  };
}

export type BulkTargetState = ReturnType<typeof useBulkTarget>;

/** Over the admin list: Bulk Actions for the selection, and the way to widen it to the whole filter. */
export function SelectionBar({ target, onChoose, onClear }: { target: BulkTargetState; onChoose: (action: BulkAction) => void; onClear: () => void }) {
  const { count } = target;
  return (
    <Bar role="group" aria-label={TRANSFER_TEXTS.bulkActions}>
      <DropdownMenu
        label={count ? `${TRANSFER_TEXTS.bulkActions} (${TRANSFER_TEXTS.selected(count)})` : TRANSFER_TEXTS.bulkActions}
        buttonProps={{ disabled: count === 0 }}
        items={BULK_ACTIONS.map((action) => ({ key: action, label: BULK_TEXTS[action].label, danger: action === 'delete', onSelect: () => onChoose(action) }))}
      />
      {target.canSelectMatching && (
        <Button variant="ghost" onClick={target.selectMatching}>
          {TRANSFER_TEXTS.selectAllMatching(target.total)}
        </Button>
      )}
      {target.matching && <span role="status">{TRANSFER_TEXTS.allMatchingSelected(target.total)}</span>}
      {count > 0 && (
        <Button variant="ghost" onClick={onClear}>
          {TRANSFER_TEXTS.clearSelection}
        </Button>
      )}
    </Bar>
  );
}
