import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, MESSAGES, PasswordField, TextField, useSession } from '@app/shared';
import { AuthLayout, Footer } from '../components/AuthLayout';
import { redirectTarget } from '../features/login/redirect';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -0.5rem 0 1rem;
`;

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** /login: username, password with show/hide, server error banner. */
export default function LoginPage() {
  const { user, isLoading, isError, errorMessage, login } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showForgotHelp, setShowForgotHelp] = useState(false);

  // A signed-in user who has a role goes straight on.
  if (user?.role) return <Navigate to={redirectTarget(location)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ username: username.trim(), password });
    if (result.ok) navigate(redirectTarget(location), { replace: true });
  };

  return (
    <AuthLayout title="Sign In" subtitle="Sign in to manage the catalogue">
      {isError && errorMessage && <Alert variant="error">{errorMessage}</Alert>}
      <form onSubmit={onSubmit} noValidate={false} aria-label="Sign in">
        <TextField label="Username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Row>
          <LinkButton type="button" aria-expanded={showForgotHelp} onClick={() => setShowForgotHelp((v) => !v)}>
            Forgot password?
          </LinkButton>
        </Row>
        {showForgotHelp && <Alert variant="info">{MESSAGES.forgotPasswordHelp}</Alert>}
        <Button type="submit" fullWidth loading={isLoading}>
          {isLoading ? MESSAGES.signingIn : 'Sign In'}
        </Button>
      </form>
      <Footer>
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </Footer>
    </AuthLayout>
  );
}
