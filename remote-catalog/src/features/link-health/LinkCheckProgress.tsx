import styled from 'styled-components';
import { Alert, Button, Card, type LinkCheckRun } from '@app/shared';
import { LINK_TEXTS } from '../../constants';

const Panel = styled(Card)`
  margin-bottom: 1rem;
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
`;

const Track = styled.div`
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $failed: boolean }>`
  height: 100%;
  background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  transition: width 0.3s ease;
`;

const percentOf = (run: LinkCheckRun) => (run.total > 0 ? Math.min(100, Math.round((run.checked / run.total) * 100)) : 100);

/** The followed run: a progress bar with checked/total and the counts so far; finished runs can be dismissed. */
export function LinkCheckProgress({ run, error, onRetry, onDismiss }: { run: LinkCheckRun | null; error: string | null; onRetry: () => void; onDismiss: () => void }) {
  if (error) {
    return (
      <Alert title={LINK_TEXTS.followError} action={<Button size="sm" variant="secondary" onClick={onRetry}>{LINK_TEXTS.retry}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!run) return null;
  const title = run.status === 'running' ? LINK_TEXTS.running : run.status === 'failed' ? LINK_TEXTS.failedTitle : LINK_TEXTS.finishedTitle;
  return (
    <Panel data-testid="link-check-progress" data-status={run.status}>
      <Head>
        {/* Only the state is announced (running, finished, failed), not every count change each second. */}
        <h2 aria-live="polite">{title}</h2>
        {run.status !== 'running' && (
          <Button size="sm" variant="ghost" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </Button>
        )}
      </Head>
      <Track role="progressbar" aria-label={LINK_TEXTS.progressLabel} aria-valuemin={0} aria-valuemax={run.total} aria-valuenow={run.checked} aria-valuetext={LINK_TEXTS.progress(run.checked, run.total)}>
        <Fill $failed={run.status === 'failed'} style={{ width: `${percentOf(run)}%` }} />
      </Track>
      <p data-testid="link-check-counts">
        {LINK_TEXTS.progress(run.checked, run.total)} · {LINK_TEXTS.counts(run.healthy, run.warning, run.broken)}
      </p>
      {run.status === 'failed' && run.error && <p data-testid="link-check-error">{run.error}</p>}
    </Panel>
  );
}
