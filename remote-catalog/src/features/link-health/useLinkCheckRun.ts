import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, toast, type LinkCheckRun } from '@app/shared';
import { LINK_CHECK_POLL_MS, LINK_TEXTS } from '../../constants';
import { fetchLatestLinkCheck, fetchLinkCheck, startLinkCheck } from './api';

/**
 * Starts link check runs and follows the one that is running: its counts are read again every second until
 * it is done or failed, then `onFinished` runs once. On mount the latest run is read, so a reload while a run
 * is going picks it up again. `enabled` false (staff) reads and starts nothing.
 */
export function useLinkCheckRun({ enabled, onFinished }: { enabled: boolean; onFinished: (run: LinkCheckRun) => void }) {
  const [run, setRun] = useState<LinkCheckRun | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchLatestLinkCheck().then(
      (latest) => {
        // A finished run from another visit is old news; only a running one is followed.
        if (current && latest?.status === 'running') setRun((shown) => shown ?? latest);
      },
      (err: unknown) => current && setError(getErrorMessage(err)),
    );
    return () => {
      current = false;
    };
  }, [enabled, retries]);

  const runId = run?.status === 'running' ? run.id : null;
  useEffect(() => {
    if (!runId || error) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchLinkCheck(runId).then(
        (next) => {
          if (!current) return;
          setRun(next);
          if (next.status !== 'running') onFinishedRef.current(next);
        },
        (err: unknown) => current && setError(getErrorMessage(err)),
      );
    }, LINK_CHECK_POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `run` changes with each answer, which schedules the next read.
  }, [runId, run, error, retries]);

  const start = useCallback(async (productIds?: string[]) => {
    setStarting(true);
    setError(null);
    try {
      const started = await startLinkCheck(productIds);
      if (started.alreadyRunning) toast.info(LINK_TEXTS.alreadyRunning);
      setRun(started.run);
      // A run over nothing (or a very fast one) may already be over when it is answered.
      if (started.run.status !== 'running') onFinishedRef.current(started.run);
    } catch (err) {
      toast.error(getErrorMessage(err));
    } finally {
      setStarting(false);
    }
  }, []);

  const retry = useCallback(() => {
    setError(null);
    setRetries((n) => n + 1);
  }, []);

  const dismiss = useCallback(() => setRun((shown) => (shown?.status === 'running' ? shown : null)), []);

  return { run, running: run?.status === 'running', starting, error, start, retry, dismiss };
}
