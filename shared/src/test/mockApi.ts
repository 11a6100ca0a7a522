import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../api/client';

/** A stubbed answer: a status and body (and headers), or a transport failure as axios reports it. */
export type MockReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';
/** Answers one request; `undefined` means "no stub": a 404 that names the request. */
export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | undefined | Promise<MockReply | undefined>;

/** Stubs the shared API client's transport (everything above it runs for real); returns the recorded requests. */
export function mockApi(handler: MockHandler): InternalAxiosRequestConfig[] {
  const requests: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = async (config) => {
    requests.push(config);
    const reply = (await handler(config)) ?? { status: 404, data: { success: false, message: `No stub for ${config.method} ${config.url}` } };
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response = { data: reply.data, status: reply.status, statusText: '', headers: new AxiosHeaders(reply.headers ?? {}), config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return requests;
}
