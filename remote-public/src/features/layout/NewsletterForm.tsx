import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '@app/shared/public';
import { subscribeNewsletter } from '../../api/publicApi';
import { TEXTS } from '../../constants';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input { flex: 1 1 12rem; min-width: 0; padding: 0.625rem 0.75rem; border-radius: 0.375rem; border: 1px solid #4b5563; background: #1f2937; color: #f9fafb; font: inherit; }
  input::placeholder { color: #d1d5db; }
  button { padding: 0.625rem 1rem; border-radius: 0.375rem; border: 0; background: #2563eb; color: #fff; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: 0.7; cursor: progress; }
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ $error }) => ($error ? '#fca5a5' : '#86efac')};
`;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** One required email input; really subscribes through POST /api/newsletter. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const message = await subscribeNewsletter(email.trim());
      setState({ kind: 'done', message: message || TEXTS.subscribed });
      setEmail('');
    } catch (error) {
      setState({ kind: 'error', message: getErrorMessage(error, TEXTS.subscribeFailed) });
    }
  };

  return (
    <div>
      <Form onSubmit={onSubmit} aria-label={TEXTS.newsletterTitle}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {TEXTS.emailAddress}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={state.kind === 'sending'}>
          {TEXTS.subscribe}
        </button>
      </Form>
      <div aria-live="polite">
        {state.kind === 'done' && <Status $error={false}>{state.message}</Status>}
        {state.kind === 'error' && <Status $error role="alert">{state.message}</Status>}
      </div>
    </div>
  );
}
