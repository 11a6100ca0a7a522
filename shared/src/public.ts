// @app/shared/public: what the visitors' pages and the shell's public part use (config, types, texts, theme,
// the session's state, toasts, errors, a few components). It loads no HTTP library: the public pages call
// the API with fetch. A Module Federation singleton of its own (shared/build/shared-deps.cjs): a shared module
// loads only when imported, so a visitor never downloads the back-office's part ('@app/shared': axios, forms,
// dialogs, menus), which re-exports this entry through its package name (one config, one session store).

export * from './types';
export * from './constants';
export { getRuntimeConfig, setRuntimeConfig, loadRuntimeConfig, subscribeRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from './config';
export { useRuntimeConfig } from './hooks/useRuntimeConfig';

export { apiUrl, resolveImageUrl } from './api/urls';
export { ApiError, getErrorMessage, toApiError, type FieldError as ApiFieldError } from './api/errors';

export { sessionStore, userAtom, tokenAtom, sessionStatusAtom, type SessionStatus } from './session/atoms';
export {
  initSession,
  refreshSession,
  logout,
  SIGN_OUT_TIMEOUT_MS,
  expireSession,
  updateSessionUser,
  clearSessionError,
  patchStatus,
  setSession,
} from './session/state';
export { readStoredSession, writeStoredSession, clearStoredSession } from './session/storage';

export { GuardedBrowserRouter } from './navigation/GuardedBrowserRouter';
export { createGuardedHistory, useNavigationBlocker, type BlockerArgs, type BlockerState, type ShouldBlock } from './navigation/guard';

export * from './format';
export { useDebouncedValue } from './hooks/useDebouncedValue';

export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AppThemeProvider } from './theme/AppThemeProvider';
export { AppProviders } from './theme/AppProviders';

export { Button, buttonLook, type ButtonLookProps, type ButtonProps } from './ui/Button';
export { Spinner, PageSpinner } from './ui/Spinner';
export { Card, Skeleton } from './ui/Card';
export { ProductImage, PRODUCT_IMAGE_FALLBACK, type ProductImageProps } from './ui/ProductImage';
export { Pagination, pageItems, pageRange, pageWindow, PAGINATION_TEXTS, type PageItem, type PaginationProps } from './ui/Pagination';

export { toast, type ToastKind, type ToastItem } from './toast/toastStore';
export { ToastHost, type ToastPlacement } from './toast/ToastHost';
