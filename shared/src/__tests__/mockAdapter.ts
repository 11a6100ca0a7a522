import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../api/client';

type Reply = { status: number; data?: unknown } | Error;
type Handler = (config: InternalAxiosRequestConfig) => Reply;

/** Replaces the shared axios instance's transport; records every request that went on the wire. */
export function mockApi(handler: Handler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = handler(config);
    if (reply instanceof Error) throw new AxiosError(reply.message, 'ERR_NETWORK', config);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return requests;
}
