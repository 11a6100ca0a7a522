import {
  api,
  ApiError,
  type LatestLinkCheckRunAnswer,
  type LinkCheckRun,
  type LinkCheckRunAnswer,
  type LinkSummary,
  type LinkSummaryAnswer,
  type ProductLink,
  type ProductLinkAnswer,
} from '@app/shared';

/** What starting a run gave: the new run, or the one already running (409: one run at a time). */
export type StartedRun = { run: LinkCheckRun; alreadyRunning: boolean };

/** Starts a run over the given products, or every active product when none are given. */
export async function startLinkCheck(productIds?: string[]): Promise<StartedRun> {
  try {
    const { data } = await api.post<LinkCheckRunAnswer>('/api/link-checks', productIds ? { productIds } : {});
    return { run: data.run, alreadyRunning: false };
  } catch (err) {
    const running = err instanceof ApiError && err.status === 409 ? (err.data as { run?: LinkCheckRun } | undefined)?.run : undefined;
    if (running) return { run: running, alreadyRunning: true };
    throw err;
  }
}

export async function fetchLinkCheck(id: string): Promise<LinkCheckRun> {
  const { data } = await api.get<LinkCheckRunAnswer>(`/api/link-checks/${encodeURIComponent(id)}`);
  return data.run;
}

/** The most recent run (running or not), or null before the first one. */
export async function fetchLatestLinkCheck(): Promise<LinkCheckRun | null> {
  const { data } = await api.get<LatestLinkCheckRunAnswer>('/api/link-checks/latest');
  return data.run ?? null;
}

/** Checks one product's link now and answers its new result. */
export async function checkProductLink(productId: string): Promise<ProductLink> {
  const { data } = await api.post<ProductLinkAnswer>(`/api/products/${encodeURIComponent(productId)}/link-check`);
  return data.link;
}

export async function acknowledgeProductLink(productId: string): Promise<ProductLink> {
  const { data } = await api.patch<ProductLinkAnswer>(`/api/products/${encodeURIComponent(productId)}/link`, { acknowledged: true });
  return data.link;
}

/** Products per link status, for the dashboard. */
export async function fetchLinkSummary(): Promise<LinkSummary> {
  const { data } = await api.get<LinkSummaryAnswer>('/api/link-checks/summary');
  return data.summary;
}
