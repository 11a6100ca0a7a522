import styled from 'styled-components';
import type { FieldError } from '../api/errors';

const Bar = styled.div`
  height: 0.5rem;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  margin: 0.5rem 0;
  > div { height: 100%; background: ${({ theme }) => theme.colors.primary}; transition: width 0.1s linear; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #fecaca; }
`;

const Scroll = styled.div`
  max-height: 14rem;
  overflow: auto;
`;

/** An upload's progress bar and its text ("Uploading... 40%" until the bytes are sent, then the processing text). */
export function UploadProgress({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div>
      <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div style={{ width: `${percent}%` }} />
      </Bar>
      <span>{text}</span>
    </div>
  );
}

/** An import's row-by-row report (row, field or column, message), scrolling when long. */
export function ImportReport({ errors, headings }: { errors: FieldError[]; headings: { row: string; field: string; problem: string } }) {
  return (
    <Scroll>
      <Table aria-label="Import errors">
        <thead>
          <tr>
            <th scope="col">{headings.row}</th>
            <th scope="col">{headings.field}</th>
            <th scope="col">{headings.problem}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.field ?? e.column}-${i}`}>
              <td>{e.row ?? ''}</td>
              <td>{e.field ?? e.column ?? ''}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
