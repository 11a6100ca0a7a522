// Types of security-headers.mjs for the TypeScript servers that use it (the shell's server).
export interface SecurityHeadersConfig {
  apiBaseUrl?: string;
  remotes?: Record<string, string>;
}
export function configOrigins(config: SecurityHeadersConfig | undefined): { api: string | undefined; remotes: string[] };
export function contentSecurityPolicy(config: SecurityHeadersConfig | undefined, options?: { shell?: boolean }): string;
export function securityHeaders(config: SecurityHeadersConfig | undefined, options?: { shell?: boolean }): Record<string, string>;
