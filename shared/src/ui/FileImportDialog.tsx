import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, getErrorMessage, type ApiFieldError } from '@app/shared/public';
import { Alert } from './Alert';
import { FieldHint, Label } from './Field';
import { ImportReport, UploadProgress } from './ImportParts';
import { Modal } from './Modal';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
  margin-top: 0.75rem;
`;

const Note = styled.div`
  margin-top: 0.75rem;
`;

export interface FileImportTexts {
  title: string;
  intro: string;
  fileLabel: string;
  upload: string;
  /** The "Validate only" button; shown when the dialog is given `validated`. */
  validate?: string;
  uploading: (percent: number) => string;
  processing: string;
  template: string;
  templateCsv: string;
  templateExcel: string;
  close: string;
  reportTitle: string;
  row: string;
  field: string;
  problem: string;
  chooseFile: string;
}

export interface FileImportDialogProps<R> {
  open: boolean;
  onClose: () => void;
  texts: FileImportTexts;
  inputId: string;
  accept: readonly string[];
  /** Under the file input (limits, for instance). */
  hint?: string;
  /** Sends the file; `dryRun` is true for "Validate only". Rejects with an ApiError whose `errors` make the report. */
  send: (file: File, options: { dryRun: boolean; onProgress: (percent: number) => void }) => Promise<R>;
  /** After a real import (the dialog then closes): say so, reload the list. */
  onImported: (result: R) => void;
  /** With it the dialog offers "Validate only", and shows this text for a file that passed. */
  validated?: (result: R) => string;
  /** Downloads the template in that format. */
  template: (format: 'csv' | 'xlsx') => Promise<unknown>;
}

type Phase<R> =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; dryRun: boolean }
  | { kind: 'validated'; result: R }
  | { kind: 'failed'; message: string; errors: ApiFieldError[] };

/**
 * A spreadsheet import: choose a file, upload it with progress, then either every row is written (the dialog
 * closes) or none is and the server's row-by-row report is shown. "Validate only" (when offered) runs the same
 * checks and writes nothing. Templates download in both formats.
 */
export function FileImportDialog<R>({ open, onClose, texts, inputId, accept, hint, send, onImported, validated, template }: FileImportDialogProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase<R>>({ kind: 'idle' });
  const uploading = phase.kind === 'uploading';

  const close = () => {
    if (uploading) return;
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  const upload = async (dryRun: boolean) => {
    if (!file) {
      setPhase({ kind: 'failed', message: texts.chooseFile, errors: [] });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0, dryRun });
    try {
      const result = await send(file, { dryRun, onProgress: (percent) => setPhase({ kind: 'uploading', percent, dryRun }) });
      if (dryRun) {
        setPhase({ kind: 'validated', result });
        return;
      }
      setFile(null);
      setPhase({ kind: 'idle' });
      onImported(result);
      onClose();
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: error instanceof ApiError ? (error.errors ?? []) : [] });
    }
  };

  const downloadTemplate = async (format: 'csv' | 'xlsx') => {
    try {
      await template(format);
    } catch (error) {
      setPhase({ kind: 'failed', message: getErrorMessage(error), errors: [] });
    }
  };

  const hintId = `${inputId}-hint`;
  return (
    <Modal
      open={open}
      title={texts.title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={uploading}>
            {texts.close}
          </Button>
          {validated && (
            <Button variant="secondary" onClick={() => void upload(true)} loading={uploading && phase.dryRun} disabled={uploading}>
              {texts.validate}
            </Button>
          )}
          <Button onClick={() => void upload(false)} loading={uploading && !phase.dryRun} disabled={uploading && phase.dryRun}>
            {texts.upload}
          </Button>
        </>
      }
    >
      <p>{texts.intro}</p>
      <Label htmlFor={inputId}>{texts.fileLabel}</Label>
      <input
        id={inputId}
        type="file"
        accept={accept.join(',')}
        aria-describedby={hint ? hintId : undefined}
        disabled={uploading}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setPhase({ kind: 'idle' });
        }}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {phase.kind === 'uploading' && (
        <UploadProgress percent={phase.percent} label={texts.title} text={phase.percent < 100 ? texts.uploading(phase.percent) : texts.processing} />
      )}
      {phase.kind === 'validated' && validated && (
        <Note>
          <Alert variant="success">{validated(phase.result)}</Alert>
        </Note>
      )}
      {phase.kind === 'failed' && (
        <Note>
          <Alert variant="error" title={phase.message}>
            {phase.errors.length > 0 && (
              <>
                <p>{texts.reportTitle}</p>
                <ImportReport errors={phase.errors} headings={texts} />
              </>
            )}
          </Alert>
        </Note>
      )}
      <Row>
        <span>{texts.template}:</span>
        <Button size="sm" variant="secondary" onClick={() => void downloadTemplate('csv')}>
          {texts.templateCsv}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void downloadTemplate('xlsx')}>
          {texts.templateExcel}
        </Button>
      </Row>
    </Modal>
  );
}
