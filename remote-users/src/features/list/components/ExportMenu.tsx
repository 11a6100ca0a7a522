import { useState } from 'react';
import { download, DropdownMenu, getErrorMessage, toast } from '@app/shared';
import { usersApi, type ExportFormat, type UserListParams } from '../../../api/usersApi';
import { LIST_TEXT } from '../../../constants';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: LIST_TEXT.exportCsv },
  { format: 'xlsx', label: LIST_TEXT.exportExcel },
  { format: 'pdf', label: LIST_TEXT.exportPdf },
];

/** Export CSV / Excel / PDF of the current filtered, sorted list (all pages), downloaded as a file. */
export function ExportMenu({ params, onError }: { params: UserListParams; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const name = await download(() => usersApi.exportFile(format, params), `users.${format}`);
      toast.success(LIST_TEXT.exported(name));
    } catch (error) {
      onError(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu
      label={LIST_TEXT.export}
      buttonProps={{ loading: busy }}
      items={FORMATS.map(({ format, label }) => ({ key: format, label, onSelect: () => void run(format) }))}
    />
  );
}
