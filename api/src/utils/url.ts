/** True for absolute http: and https: URLs only (so never javascript: or data:). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An http(s) URL, or a path on the API itself ('/images/x.svg'; never '//host'). */
export function isHttpUrlOrLocalPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return isHttpUrl(value);
}
