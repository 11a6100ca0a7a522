/** Why a link check ended without a usable answer, with the sentence staff read. */
export type LinkErrorKind =
  | 'dns'
  | 'refused'
  | 'reset'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'protocol'
  | 'refused-address'
  | 'bad-url'
  | 'loop'
  | 'too-many-redirects'
  | 'aborted'
  | 'other';

export class LinkCheckError extends Error {
  constructor(
    readonly kind: LinkErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'LinkCheckError';
  }

  /** A Node network or TLS error (or one already translated) in words a person understands. */
  static from(error: unknown, url: URL): LinkCheckError {
    if (error instanceof LinkCheckError) return error;
    const { code = '', message = '' } = (error ?? {}) as NodeJS.ErrnoException;
    const host = url.hostname;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA' || code === 'EAI_NODATA' || code === 'EAI_NONAME') {
      return new LinkCheckError('dns', `The server name ${host} could not be found`);
    }
    if (code === 'ECONNREFUSED') return new LinkCheckError('refused', 'The connection was refused');
    if (code === 'ECONNRESET' || code === 'EPIPE' || message === 'socket hang up') {
      return new LinkCheckError('reset', 'The server closed the connection without answering');
    }
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
      return new LinkCheckError('unreachable', `The server ${host} could not be reached`);
    }
    if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(code) || /ssl|tls|certificate/i.test(message)) {
      return new LinkCheckError('tls', `The secure connection to ${host} failed (${code || message})`);
    }
    if (code.startsWith('HPE_') || code === 'ERR_INVALID_HTTP_RESPONSE') {
      return new LinkCheckError('protocol', 'The server answered something that is not valid HTTP');
    }
    return new LinkCheckError('other', `The link could not be checked (${code || message || 'unknown error'})`);
  }
}
