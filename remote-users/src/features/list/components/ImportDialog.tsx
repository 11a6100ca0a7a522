import { download, FileImportDialog, IMPORT_FILE_TYPES, toast } from '@app/shared';
import { usersApi } from '../../../api/usersApi';
import { IMPORT_TEXT } from '../../../constants';

/**
 * Import of users from .csv/.xlsx: every row is created (toast, list reloads) or none is and the server's
 * row-by-row report is shown. The picker still offers .xls files, so that choosing one gets the server's
 * answer on how to convert it.
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      texts={IMPORT_TEXT}
      inputId="user-import-file"
      accept={IMPORT_FILE_TYPES}
      send={(file, { onProgress }) => usersApi.importFile(file, onProgress)}
      onImported={(created) => {
        toast.success(IMPORT_TEXT.imported(created));
        onImported();
      }}
      template={(format) => download(() => usersApi.template(format), `users-import-template.${format}`)}
    />
  );
}
