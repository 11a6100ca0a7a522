// @app/shared: the one module every front end imports. It is a Module Federation singleton: the session
// atoms, the jotai store, the API client and the toast queue exist once per page.

export * from './types';
export * from './constants';
export { getRuntimeConfig, setRuntimeConfig, loadRuntimeConfig, subscribeRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from './config';
export { useRuntimeConfig } from './hooks/useRuntimeConfig';

export { api, apiUrl, resolveImageUrl, configureApiAuth, type ApiAccess } from './api/client';
export { ApiError, getErrorMessage, toApiError, type FieldError as ApiFieldError } from './api/errors';

export { sessionStore, userAtom, tokenAtom, sessionStatusAtom, type SessionStatus } from './session/atoms';
export {
  initSession,
  refreshSession,
  login,
  register,
  logout,
  getMe,
  expireSession,
  updateSessionUser,
  clearSessionError,
  type AuthResult,
} from './session/actions';
export { useSession, useCurrentUser } from './session/hooks';
export { readStoredSession, writeStoredSession, clearStoredSession } from './session/storage';

export * from './roles';
export * from './format';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useMenuButton } from './hooks/useMenuButton';
export { useQueryState, parsePositiveInt, type QueryPatch, type QueryValue } from './hooks/useQueryState';

export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { AppThemeProvider } from './theme/AppThemeProvider';

export { Button, buttonLook, type ButtonLookProps, type ButtonProps } from './ui/Button';
export { AnchorButton, LinkButton } from './ui/LinkButton';
export { Spinner, PageSpinner } from './ui/Spinner';
export { Input, Select, Label, TextField, Field, FieldError, FieldHint, type TextFieldProps } from './ui/Field';
export { PasswordField } from './ui/PasswordField';
export { Alert, type AlertProps, type AlertVariant } from './ui/Alert';
export { Badge, type BadgeTone } from './ui/Badge';
export { Card, Skeleton } from './ui/Card';
export { EmptyState } from './ui/EmptyState';
export { Modal, ConfirmDialog, type ModalProps, type ConfirmDialogProps } from './ui/Modal';
export { MenuPanel, MenuItem } from './ui/Menu';
export { UnsavedChangesPrompt, type UnsavedChangesPromptProps } from './ui/UnsavedChangesPrompt';

export { toast, type ToastKind, type ToastItem } from './toast/toastStore';
export { ToastHost, type ToastPlacement } from './toast/ToastHost';
