import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './Field';

const Toggle = styled.button`
  flex-shrink: 0;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.5rem 0.625rem;
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Password input with a show/hide toggle ('Show'/'Hide', labelled for screen readers). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <Toggle type="button" aria-label={visible ? 'Hide password' : 'Show password'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      }
    />
  );
}
