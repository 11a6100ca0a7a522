import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, FieldHint, PasswordField, ROLE_LABELS, Select, TextField } from '@app/shared';
import { FORM_TEXT, ROLE_OPTIONS } from '../../../constants';
import type { FormMode, UserFormErrors, UserFormField, UserFormValues } from '../validation';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  column-gap: 1rem;
`;

const Check = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;
`;

export interface UserFormProps {
  mode: FormMode;
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: <K extends UserFormField>(field: K, value: UserFormValues[K]) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  serverError: string | null;
  /** Role and status can be changed (an admin editing someone else, or creating). */
  canSetRole: boolean;
  /** The signed-in user is editing themself. */
  self: boolean;
}

/** The user form's fields; validation happens in the page on submit. */
export function UserForm({ mode, values, errors, onChange, onSubmit, onCancel, saving, serverError, canSetRole, self }: UserFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const text = (field: 'fullName' | 'username' | 'email' | 'contactNumber') => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const lockedRole = !canSetRole || self;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? FORM_TEXT.addHeading : FORM_TEXT.editHeading}>
      {serverError && (
        <Alert variant="error" title={FORM_TEXT.errorTitle}>
          {serverError}
        </Alert>
      )}
      <Grid>
        <TextField label={FORM_TEXT.fullName} name="fullName" autoComplete="name" {...text('fullName')} />
        <TextField label={FORM_TEXT.username} name="username" autoComplete="off" {...text('username')} />
        <TextField label={FORM_TEXT.email} name="email" type="email" autoComplete="off" {...text('email')} />
        <TextField label={FORM_TEXT.contactNumber} name="contactNumber" type="tel" autoComplete="off" {...text('contactNumber')} />
        <Field label={FORM_TEXT.role} htmlFor="user-form-role" error={errors.role} hint={self ? FORM_TEXT.selfHint : undefined}>
          <Select
            id="user-form-role"
            name="role"
            value={values.role}
            disabled={lockedRole}
            aria-invalid={!!errors.role || undefined}
            onChange={(e) => onChange('role', e.target.value as UserFormValues['role'])}
          >
            <option value="">{FORM_TEXT.selectRole}</option>
            {ROLE_OPTIONS.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <PasswordField
          label={FORM_TEXT.password}
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={mode === 'edit' ? FORM_TEXT.passwordEditHint : undefined}
          onChange={(e) => onChange('password', e.target.value)}
        />
      </Grid>
      {!lockedRole && (
        <div>
          <Check>
            <input type="checkbox" name="isActive" checked={values.isActive} onChange={(e) => onChange('isActive', e.target.checked)} />
            {FORM_TEXT.status}
          </Check>
          <FieldHint>{FORM_TEXT.statusHint}</FieldHint>
        </div>
      )}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {FORM_TEXT.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? FORM_TEXT.saving : mode === 'create' ? FORM_TEXT.save : FORM_TEXT.update}
        </Button>
      </Actions>
    </form>
  );
}
