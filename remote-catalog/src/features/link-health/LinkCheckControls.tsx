import { Button } from '@app/shared';
import { LINK_TEXTS } from '../../constants';

/** Admin buttons over the list: check the selected rows' links, or every active product's. */
export function LinkCheckControls({ selectedIds, busy, onStart }: { selectedIds: string[]; busy: boolean; onStart: (productIds?: string[]) => void }) {
  const count = selectedIds.length;
  return (
    <>
      <Button variant="secondary" disabled={busy || count === 0} onClick={() => onStart(selectedIds)}>
        {count ? LINK_TEXTS.checkSelected(count) : LINK_TEXTS.checkLinks}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => onStart()}>
        {LINK_TEXTS.checkAllLinks}
      </Button>
    </>
  );
}
