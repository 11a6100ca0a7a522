import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@app/shared';

type Reply = { status: number; data?: unknown; delayMs?: number };

/** Stubs the shared API client's transport; returns the recorded requests. */
export function mockApi(handler: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return requests;
}
