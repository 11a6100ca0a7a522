import { download, FileImportDialog, toast } from '@app/shared';
import { importProducts, importTemplate } from './api';
// The limits the API enforces, from the contract: the dialog states them so nobody has to find out by failing.
import { IMPORT_EXTENSIONS, PRODUCT_IMPORT_LIMITS } from '@app/contracts/constants';
import { IMPORT_TEXTS } from './texts';

/**
 * Import of products from .csv/.xlsx: "Validate only" runs every check and writes nothing; "Import" creates
 * and updates every row or none (the report then lists each bad row). The limits are stated under the file.
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      texts={IMPORT_TEXTS}
      inputId="product-import-file"
      accept={IMPORT_EXTENSIONS}
      hint={IMPORT_TEXTS.limits(PRODUCT_IMPORT_LIMITS.rows, PRODUCT_IMPORT_LIMITS.bytes / (1024 * 1024))}
      send={importProducts}
      validated={({ created, updated }) => IMPORT_TEXTS.validated(created, updated)}
      onImported={({ created, updated }) => {
        toast.success(IMPORT_TEXTS.imported(created, updated));
        onImported();
      }}
      template={(format) => download(() => importTemplate(format), `products-import-template.${format}`)}
    />
  );
}
