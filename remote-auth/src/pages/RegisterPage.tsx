import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, MESSAGES, PasswordField, TextField, toast, useSession, type RegisterPayload } from '@app/shared';
import { AuthLayout, Footer } from '../components/AuthLayout';
import { PasswordStrength } from '../features/register/PasswordStrength';

const EMPTY: RegisterPayload = { fullName: '', email: '', username: '', password: '', confirmPassword: '', agreeToTerms: false };

const Terms = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin-bottom: 1rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  input { margin-top: 0.2rem; }
`;

/** /register: a new account with the role user, signed in at once. */
export default function RegisterPage() {
  const { register, isLoading } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterPayload>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const passwordsMatch = form.password === form.confirmPassword;
  const canSubmit = passwordsMatch && form.agreeToTerms && !isLoading;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value, checked, type } = event.target;
    setForm((prev) => ({ ...prev, [name]: type === 'checkbox' ? checked : value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    const result = await register({ ...form, fullName: form.fullName.trim(), email: form.email.trim(), username: form.username.trim() });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // Success only: the new user is signed in and goes to the dashboard.
    toast.success(MESSAGES.registrationSuccessful);
    setForm(EMPTY);
    navigate('/dashboard', { replace: true });
  };

  return (
    <AuthLayout title="Create Account" subtitle="Register to get started">
      {error && <Alert variant="error">{error}</Alert>}
      <form onSubmit={onSubmit} aria-label="Register">
        <TextField label="Full Name" name="fullName" autoComplete="name" required value={form.fullName} onChange={onChange} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={form.email} onChange={onChange} />
        <TextField label="Username" name="username" autoComplete="username" required value={form.username} onChange={onChange} />
        <PasswordField label="Password" name="password" autoComplete="new-password" required value={form.password} onChange={onChange} />
        <PasswordStrength password={form.password} />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={onChange}
          error={form.confirmPassword && !passwordsMatch ? MESSAGES.passwordsDoNotMatch : null}
        />
        <Terms>
          <input type="checkbox" name="agreeToTerms" required checked={form.agreeToTerms} onChange={onChange} />
          <span>
            I agree to the{' '}
            <Link to="/terms-of-service" target="_blank" rel="noopener noreferrer">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
          </span>
        </Terms>
        <Button type="submit" fullWidth disabled={!canSubmit} loading={isLoading}>
          {isLoading ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <Footer>
        Already have an account? <Link to="/login">Sign in</Link>
      </Footer>
    </AuthLayout>
  );
}
