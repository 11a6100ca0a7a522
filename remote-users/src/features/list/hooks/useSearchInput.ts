import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../constants';

/**
 * The search box's text: typed freely, written to the URL 300 ms after the last keystroke, and reset from
 * the URL when that changes on its own (Back/Forward, Reset All Filters). The timer commits straight from
 * its callback (no intermediate debounced state and effect), so the request starts as soon as it fires.
 */
export function useSearchInput(urlValue: string, commit: (value: string) => void) {
  const [text, setTextState] = useState(urlValue);
  const lastCommitted = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue !== lastCommitted.current) {
      clearTimeout(timer.current);
      lastCommitted.current = urlValue;
      setTextState(urlValue);
    }
  }, [urlValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setText = useCallback((value: string) => {
    setTextState(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value === lastCommitted.current) return;
      lastCommitted.current = value;
      commitRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  return [text, setText] as const;
}
