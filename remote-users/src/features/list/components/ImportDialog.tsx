import { useState } from 'react';
import styled from 'styled-components';
import { Alert, ApiError, Button, download, getErrorMessage, IMPORT_FILE_TYPES, ImportReport, Label, Modal, toast, UploadProgress, type ApiFieldError } from '@app/shared';
import { usersApi, type TemplateFormat } from '../../../api/usersApi';
import { IMPORT_TEXT } from '../../../constants';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-top: 0.75rem;
`;

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'failed'; message: string; errors: ApiFieldError[] };

/**
 * Import of .csv/.xlsx: upload progress, then either every row is created (toast, list reloads) or none is
 * and the server's row-by-row report is shown. Templates download in both formats. The picker still offers
 * .xls files, so that choosing one gets the server's answer on how to convert it.
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

  const upload = async () => {
    if (!file) {
      setPhase({ kind: 'failed', message: IMPORT_TEXT.chooseFile, errors: [] });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const created = await usersApi.importFile(file, (percent) => setPhase({ kind: 'uploading', percent }));
      toast.success(IMPORT_TEXT.imported(created));
      setFile(null);
      setPhase({ kind: 'idle' });
      onImported();
      onClose();
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: error instanceof ApiError ? (error.errors ?? []) : [] });
    }
  };

  const template = async (format: TemplateFormat) => {
    try {
      await download(() => usersApi.template(format), `users-import-template.${format}`);
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: [] });
    }
  };

  return (
    <Modal
      open={open}
      title={IMPORT_TEXT.title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={uploading}>
            {IMPORT_TEXT.close}
          </Button>
          <Button onClick={upload} loading={uploading}>
            {IMPORT_TEXT.upload}
          </Button>
        </>
      }
    >
      <p>{IMPORT_TEXT.intro}</p>
      <Label htmlFor="user-import-file">{IMPORT_TEXT.fileLabel}</Label>
      <input
        id="user-import-file"
        type="file"
        accept={IMPORT_FILE_TYPES.join(',')}
        disabled={uploading}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setPhase({ kind: 'idle' });
        }}
      />
      {phase.kind === 'uploading' && (
        <UploadProgress percent={phase.percent} label={IMPORT_TEXT.title} text={phase.percent < 100 ? IMPORT_TEXT.uploading(phase.percent) : IMPORT_TEXT.processing} />
      )}
      {phase.kind === 'failed' && (
        <div style={{ marginTop: '0.75rem' }}>
          <Alert variant="error" title={phase.message}>
            {phase.errors.length > 0 && (
              <>
                <p>{IMPORT_TEXT.reportTitle}</p>
                <ImportReport errors={phase.errors} headings={IMPORT_TEXT} />
              </>
            )}
          </Alert>
        </div>
      )}
      <Row>
        <span>{IMPORT_TEXT.template}:</span>
        <Button size="sm" variant="secondary" onClick={() => void template('csv')}>
          {IMPORT_TEXT.templateCsv}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void template('xlsx')}>
          {IMPORT_TEXT.templateExcel}
        </Button>
      </Row>
    </Modal>
  );
}
