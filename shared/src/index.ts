// @app/shared: the one module every front end imports. It is a Module Federation singleton: the session
// atoms, the jotai store, the API client and the toast queue exist once per page.
// Everything a visitor's page needs is in '@app/shared/public' (re-exported here through its package name,
// so both entries share one instance of it); this entry adds the back-office's part: the axios client,
// sign-in, forms, dialogs, menus.

export * from '@app/shared/public';

export { api, configureApiAuth, type ApiAccess } from './api/client';
export { download, fileNameFrom, saveBlob } from './api/download';

export { login, register, getMe, type AuthResult } from './session/actions';
export { useSession, useCurrentUser } from './session/hooks';

export * from './roles';
export { useMenuButton } from './hooks/useMenuButton';
export { useQueryState, parsePositiveInt, type QueryPatch, type QueryValue } from './hooks/useQueryState';

export { AnchorButton, LinkButton } from './ui/LinkButton';
export { Input, Select, Label, TextField, Field, FieldError, FieldHint, type TextFieldProps } from './ui/Field';
export { PasswordField } from './ui/PasswordField';
export { Alert, type AlertProps, type AlertVariant } from './ui/Alert';
export { Badge, type BadgeTone } from './ui/Badge';
export { EmptyState } from './ui/EmptyState';
export { DataTable, type DataColumn, type DataTableProps, type DataTableSelection } from './ui/DataTable';
export { Modal, ConfirmDialog, type ModalProps, type ConfirmDialogProps } from './ui/Modal';
export { MenuPanel, MenuItem } from './ui/Menu';
export { DropdownMenu, type DropdownMenuItem } from './ui/DropdownMenu';
export { FileImportDialog, type FileImportDialogProps, type FileImportTexts } from './ui/FileImportDialog';
export { UnsavedChangesPrompt, type UnsavedChangesPromptProps } from './ui/UnsavedChangesPrompt';
