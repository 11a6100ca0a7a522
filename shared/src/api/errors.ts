import { MESSAGES } from '../constants';

/** What an axios failure looks like (checked by shape: this module must not load axios for visitors). */
interface HttpClientError {
  isAxiosError: true;
  message: string;
  response?: { status?: number; data?: unknown };
}

function isAxiosError(error: unknown): error is HttpClientError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export interface FieldError {
  row?: number;
  field?: string;
  /** A spreadsheet import names the column instead of the field. */
  column?: string;
  message: string;
}

/** Every rejected API call rejects with this: `message` is what the user should read. */
export class ApiError extends Error {
  readonly status?: number;
  readonly errors?: FieldError[];
  readonly data?: unknown;

  constructor(message: string, init: { status?: number; errors?: FieldError[]; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.data = init.data;
  }
}

/** The server's `message` if it sent one, else the client's own message ('Network Error', timeouts...). */
export function getErrorMessage(error: unknown, fallback: string = MESSAGES.networkError): string {
  if (error instanceof ApiError) return error.message;
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const data = error.response?.data as { errors?: FieldError[] } | undefined;
    return new ApiError(getErrorMessage(error), {
      status: error.response?.status,
      errors: Array.isArray(data?.errors) ? data.errors : undefined,
      data: error.response?.data,
    });
  }
  return new ApiError(getErrorMessage(error));
}
