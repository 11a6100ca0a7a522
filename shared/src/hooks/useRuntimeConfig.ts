import { useSyncExternalStore } from 'react';
import { getRuntimeConfig, subscribeRuntimeConfig } from '../config';
import type { RuntimeConfig } from '../types';

/** The loaded config.json (apiBaseUrl, contact, remotes). */
export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(subscribeRuntimeConfig, getRuntimeConfig, getRuntimeConfig);
}
