import type { AxiosResponse } from 'axios';
import { ApiError, getErrorMessage } from '@app/shared/public';

/** File name from Content-Disposition (`attachment; filename="export-2026-01-01.csv"`), else the fallback. */
export function fileNameFrom(headers: AxiosResponse['headers'], fallback: string): string {
  const disposition = String((headers as Record<string, unknown>)['content-disposition'] ?? '');
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Saves a blob as a file through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a blob answer and returns the file name used. */
export async function download(request: () => Promise<AxiosResponse<Blob>>, fallbackName: string): Promise<string> {
  try {
    const response = await request();
    const name = fileNameFrom(response.headers, fallbackName);
    saveBlob(response.data, name);
    return name;
  } catch (error) {
    throw await blobErrorMessage(error);
  }
}

/** A failed blob request carries its JSON error body as a Blob: read the server's message out of it. */
async function blobErrorMessage(error: unknown): Promise<Error> {
  const data = error instanceof ApiError ? error.data : undefined;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await data.text()) as { message?: string };
      if (body.message) return new ApiError(body.message, { status: (error as ApiError).status });
    } catch {
      // not JSON: fall through to the client's message
    }
  }
  return error instanceof Error ? error : new Error(getErrorMessage(error));
}
