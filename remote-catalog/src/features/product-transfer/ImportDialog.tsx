import { useState } from 'react';
import styled from 'styled-components';
import { Alert, ApiError, Button, download, FieldHint, getErrorMessage, ImportReport, Label, Modal, toast, UploadProgress, type ApiFieldError } from '@app/shared';
import { importProducts, importTemplate, type ImportCounts, type TransferFormat } from './api';
import { IMPORT_LIMITS, IMPORT_TYPES } from './limits';
import { IMPORT_TEXTS } from './texts';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
  margin-top: 0.75rem;
`;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; dryRun: boolean }
  | { kind: 'validated'; counts: ImportCounts }
  | { kind: 'failed'; message: string; errors: ApiFieldError[] };

/**
 * Import of .csv/.xlsx: "Validate only" runs every check and writes nothing; "Import" creates and updates every
 * row or none. Upload progress, then either a toast with the counts (the list reloads) or the server's
 * row-by-row report. Templates download in both formats.
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const uploading = phase.kind === 'uploading';

  const close = () => {
    if (uploading) return;
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  const upload = async (dryRun: boolean) => {
    if (!file) {
      setPhase({ kind: 'failed', message: IMPORT_TEXTS.chooseFile, errors: [] });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0, dryRun });
    try {
      const counts = await importProducts(file, { dryRun, onProgress: (percent) => setPhase({ kind: 'uploading', percent, dryRun }) });
      if (dryRun) {
        setPhase({ kind: 'validated', counts });
        return;
      }
      toast.success(IMPORT_TEXTS.imported(counts.created, counts.updated));
      setFile(null);
      setPhase({ kind: 'idle' });
      onImported();
      onClose();
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: error instanceof ApiError ? (error.errors ?? []) : [] });
    }
  };

  const template = async (format: TransferFormat) => {
    try {
      await download(() => importTemplate(format), `products-import-template.${format}`);
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: [] });
    }
  };

  return (
    <Modal
      open={open}
      title={IMPORT_TEXTS.title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={uploading}>
            {IMPORT_TEXTS.close}
          </Button>
          <Button variant="secondary" onClick={() => void upload(true)} loading={uploading && phase.dryRun} disabled={uploading}>
            {IMPORT_TEXTS.validate}
          </Button>
          <Button onClick={() => void upload(false)} loading={uploading && !phase.dryRun} disabled={uploading}>
            {IMPORT_TEXTS.upload}
          </Button>
        </>
      }
    >
      <p>{IMPORT_TEXTS.intro}</p>
      <Label htmlFor="product-import-file">{IMPORT_TEXTS.fileLabel}</Label>
      <input
        id="product-import-file"
        type="file"
        accept={IMPORT_TYPES.join(',')}
        aria-describedby="product-import-limits"
        disabled={uploading}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setPhase({ kind: 'idle' });
        }}
      />
      <FieldHint id="product-import-limits">{IMPORT_TEXTS.limits(IMPORT_LIMITS.rows, IMPORT_LIMITS.megabytes)}</FieldHint>
      {phase.kind === 'uploading' && (
        <UploadProgress percent={phase.percent} label={IMPORT_TEXTS.title} text={phase.percent < 100 ? IMPORT_TEXTS.uploading(phase.percent) : IMPORT_TEXTS.processing} />
      )}
      {phase.kind === 'validated' && (
        <div style={{ marginTop: '0.75rem' }}>
          <Alert variant="success">{IMPORT_TEXTS.validated(phase.counts.created, phase.counts.updated)}</Alert>
        </div>
      )}
      {phase.kind === 'failed' && (
        <div style={{ marginTop: '0.75rem' }}>
          <Alert variant="error" title={phase.message}>
            {phase.errors.length > 0 && (
              <>
                <p>{IMPORT_TEXTS.reportTitle}</p>
                <ImportReport errors={phase.errors} headings={IMPORT_TEXTS} />
              </>
            )}
          </Alert>
        </div>
      )}
      <Row>
        <span>{IMPORT_TEXTS.template}:</span>
        <Button size="sm" variant="secondary" onClick={() => void template('csv')}>
          {IMPORT_TEXTS.templateCsv}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void template('xlsx')}>
          {IMPORT_TEXTS.templateExcel}
        </Button>
      </Row>
    </Modal>
  );
}
