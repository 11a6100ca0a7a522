import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; outline: none; box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
`;

export const Select = styled.select`
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: 0.25rem;
`;

const Wrapper = styled.div`
  margin-bottom: 1rem;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0.25rem 0 0;
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0.25rem 0 0;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Error text under the field; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Rendered at the right of the input (e.g. a show/hide password toggle). */
  adornment?: ReactNode;
}

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** Label + input + error/hint text, wired with ids for assistive technology. */
export function TextField({ label, error, hint, id, adornment, ref, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <Input id={inputId} ref={ref} $invalid={!!error} aria-invalid={!!error || undefined} aria-describedby={describedBy} {...inputProps} />
        {adornment}
      </InputRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Wrapper>
  );
}

/** Wrapper for custom controls: label, any control, error text. */
export function Field({ label, htmlFor, error, hint, children }: { label: ReactNode; htmlFor?: string; error?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error && <FieldError role="alert">{error}</FieldError>}
      {hint && <FieldHint>{hint}</FieldHint>}
    </Wrapper>
  );
}
