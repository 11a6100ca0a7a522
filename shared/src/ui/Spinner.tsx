import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

export function Spinner({ size = 'md', label = 'Loading', decorative = false }: { size?: keyof typeof sizes; label?: string; decorative?: boolean }) {
  if (decorative) return <Circle $size={sizes[size]} aria-hidden="true" />;
  return (
    <span role="status" aria-live="polite">
      <Circle $size={sizes[size]} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 2rem;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A centred spinner for a whole area (Suspense fallbacks, first loads). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} />
    </Centered>
  );
}
