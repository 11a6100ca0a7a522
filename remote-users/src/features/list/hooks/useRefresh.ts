import { useCallback, useState } from 'react';
import { delay } from '../../../lib/delay';
import { REFRESH_SPINNER_MIN_MS } from '../../../constants';

/** Refresh button: reloads and keeps its spinner at least 500 ms so the click is visibly acknowledged. */
export function useRefresh(reload: () => Promise<void>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all([reload(), delay(REFRESH_SPINNER_MIN_MS)]);
    } finally {
      setRefreshing(false);
    }
  }, [reload]);
  return { refreshing, refresh };
}
