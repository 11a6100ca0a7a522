import { useState } from 'react';
import { download, DropdownMenu, getErrorMessage, toast } from '@app/shared';
import { exportProducts, type ProductFilter, type TransferFormat } from './api';
import { TRANSFER_TEXTS } from './texts';

const FORMATS: Array<{ format: TransferFormat; label: string }> = [
  { format: 'csv', label: TRANSFER_TEXTS.exportCsv },
  { format: 'xlsx', label: TRANSFER_TEXTS.exportExcel },
];

/** Export CSV / Excel of every product the list's current filter matches (all pages), downloaded as a file. */
export function ExportMenu({ filter }: { filter: ProductFilter }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: TransferFormat) => {
    setBusy(true);
    try {
      const name = await download(() => exportProducts(format, filter), `products.${format}`);
      toast.success(TRANSFER_TEXTS.exported(name));
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu
      label={TRANSFER_TEXTS.export}
      buttonProps={{ loading: busy }}
      items={FORMATS.map(({ format, label }) => ({ key: format, label, onSelect: () => void run(format) }))}
    />
  );
}
