import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@app/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../constants';

/**
 * The search box's text: typed freely, written to the URL 300 ms after the last keystroke, and reset from
 * the URL when that changes on its own (Back/Forward, Reset Filters).
 */
export function useSearchInput(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastCommitted = useRef(urlValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlValue !== lastCommitted.current) {
      lastCommitted.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    if (debounced === lastCommitted.current) return;
    lastCommitted.current = debounced;
    commitRef.current(debounced);
    // Only a settled new text commits; a URL change alone must not write the old text back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [text, setText] as const;
}
