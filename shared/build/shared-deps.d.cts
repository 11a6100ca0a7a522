/** One `shared` entry of ModuleFederationPlugin. */
export interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  eager: boolean;
  import?: string;
  version?: string;
}
export const SHARED_SINGLETONS: string[];
/** `shared` option of ModuleFederationPlugin for the package in `pkgDir`. */
export function sharedConfig(pkgDir: string): Record<string, SharedEntry>;
/** Version range a package declares for `dep`, else `^<installed version>`. */
export function requiredVersionFor(dep: string, pkgDir: string): string;
