import { DropdownMenu } from '@app/shared';
import { BULK_TEXT, LIST_TEXT, type BulkAction } from '../../../constants';

const ACTIONS: BulkAction[] = ['activate', 'deactivate', 'delete'];

/** Bulk Actions on the selected rows; each action is confirmed by the page before it runs. */
export function BulkActionsMenu({ count, onChoose }: { count: number; onChoose: (action: BulkAction) => void }) {
  return (
    <DropdownMenu
      label={count ? `${LIST_TEXT.bulkActions} (${LIST_TEXT.selected(count)})` : LIST_TEXT.bulkActions}
      buttonProps={{ disabled: count === 0 }}
      items={ACTIONS.map((action) => ({ key: action, label: BULK_TEXT[action].label, danger: action === 'delete', onSelect: () => onChoose(action) }))}
    />
  );
}
