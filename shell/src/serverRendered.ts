import type { RuntimeConfig } from '@app/shared/public';

/** id of the runtime config the server writes into a server-rendered page (no /config.json round trip). */
export const CONFIG_ELEMENT_ID = 'app-config';

/** The runtime config of a server-rendered page; null when the page was not rendered on the server. */
export function embeddedRuntimeConfig(): RuntimeConfig | null {
  const element = document.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RuntimeConfig;
  } catch (error) {
    console.warn('[shell] unreadable embedded config', error);
    return null;
  }
}
