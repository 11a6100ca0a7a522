import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  canEditUser,
  Card,
  getErrorMessage,
  isAdmin,
  isSameUser,
  MESSAGES,
  PageSpinner,
  sessionStore,
  toast,
  tokenAtom,
  updateSessionUser,
  useCurrentUser,
  writeStoredSession,
  UnsavedChangesPrompt,
  type User,
} from '@app/shared';
import { useInvalidate } from '@app/shared/query';
import { usersApi } from '../../../api/usersApi';
import { FORM_TEXT, USERS_PATH } from '../../../constants';
import { useUser } from '../../../hooks/useUser';
import { useUserForm } from '../hooks/useUserForm';
import { EMPTY_FORM, toPayload, validateUserForm, valuesFromUser, type FormMode, type UserFormValues } from '../validation';
import { UserForm } from './UserForm';

const Header = styled.header`
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function Heading({ mode }: { mode: FormMode }) {
  return (
    <Header>
      <h1>{mode === 'create' ? FORM_TEXT.addHeading : FORM_TEXT.editHeading}</h1>
      <p>{mode === 'create' ? FORM_TEXT.addSubtitle : FORM_TEXT.editSubtitle}</p>
    </Header>
  );
}

const NoAccess = () => (
  <Alert variant="error" title={MESSAGES.noAccessTitle}>
    {MESSAGES.noAccessText}
  </Alert>
);

/** After saving oneself: the top bar shows the new name at once; a new password comes with a new token. */
function refreshOwnSession(user: User, token?: string) {
  if (token) {
    sessionStore.set(tokenAtom, token);
    writeStoredSession({ user, token });
  }
  updateSessionUser(user);
}

function FormBody({ mode, target, initial }: { mode: FormMode; target?: User; initial: UserFormValues }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const viewer = useCurrentUser();
  const form = useUserForm(initial);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const self = mode === 'edit' && isSameUser(viewer, target);
  const canSetRole = isAdmin(viewer);

  const submit = async () => {
    const errors = validateUserForm(form.values, mode);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setSaving(true);
    setServerError(null);
    try {
      const payload = toPayload(form.values, mode, { self, canSetRole });
      if (mode === 'create') {
        // POST /api/users: the admin's own session is never touched (unlike the original's register call).
        await usersApi.create(payload);
        toast.success(FORM_TEXT.created);
      } else {
        const { user, token } = await usersApi.update(target!._id, payload);
        if (self) refreshOwnSession(user, token);
        toast.success(FORM_TEXT.updated);
      }
      void invalidate(['users']);
      navigate(USERS_PATH);
    } catch (error) {
      setServerError(getErrorMessage(error));
      setSaving(false);
    }
  };

  return (
    <Card>
      {/* Not while saving: the save's own redirect must not ask. */}
      <UnsavedChangesPrompt when={form.dirty && !saving} />
      <UserForm
        mode={mode}
        values={form.values}
        errors={form.errors}
        onChange={form.setField}
        onSubmit={() => void submit()}
        onCancel={() => navigate(USERS_PATH)}
        saving={saving}
        serverError={serverError}
        canSetRole={canSetRole}
        self={self}
      />
    </Card>
  );
}

/** /users/new: admin only. */
export function NewUserPage() {
  const viewer = useCurrentUser();
  return (
    <div>
      <Heading mode="create" />
      {isAdmin(viewer) ? <FormBody mode="create" initial={EMPTY_FORM} /> : <NoAccess />}
    </div>
  );
}

/** /users/:id/edit: an admin, or the user themself. */
export function EditUserPage() {
  const { id } = useParams();
  const viewer = useCurrentUser();
  const state = useUser(id);
  return (
    <div>
      <Heading mode="edit" />
      {state.status === 'loading' && <PageSpinner label="Loading user" />}
      {state.status === 'not-found' && (
        <Alert variant="error" title={FORM_TEXT.errorTitle}>
          {MESSAGES.userNotFound}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert variant="error" title={FORM_TEXT.errorTitle}>
          {state.message}
        </Alert>
      )}
      {state.status === 'ready' &&
        (canEditUser(viewer, state.user) ? <FormBody key={state.user._id} mode="edit" target={state.user} initial={valuesFromUser(state.user)} /> : <NoAccess />)}
    </div>
  );
}
