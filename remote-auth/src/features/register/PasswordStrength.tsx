import styled from 'styled-components';
import { MESSAGES, PASSWORD_BAR_PERCENT_PER_CHAR, PASSWORD_MIN_LENGTH } from '@app/shared';

/** Bar width: 12.5% per character, capped at 100%. */
export const strengthPercent = (password: string) => Math.min(password.length * PASSWORD_BAR_PERCENT_PER_CHAR, 100);
export const strengthLabel = (password: string) => (password.length >= PASSWORD_MIN_LENGTH ? MESSAGES.strengthStrong : MESSAGES.strengthWeak);

const Track = styled.div`
  height: 0.375rem;
  background: #e5e7eb;
  border-radius: 9999px;
  overflow: hidden;
`;

const Fill = styled.div<{ $strong: boolean }>`
  height: 100%;
  background: ${({ $strong, theme }) => ($strong ? theme.colors.success : theme.colors.warning)};
  transition: width 0.2s ease;
`;

const Box = styled.div`
  margin: -0.5rem 0 1rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Label = styled.p<{ $strong: boolean }>`
  margin: 0.25rem 0 0;
  font-weight: 600;
  color: ${({ $strong, theme }) => ($strong ? theme.colors.success : theme.colors.warning)};
`;

const Hint = styled.p`
  margin: 0.125rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PasswordStrength({ password }: { password: string }) {
  const percent = strengthPercent(password);
  const label = strengthLabel(password);
  const strong = label === MESSAGES.strengthStrong;
  return (
    <Box>
      {password.length > 0 && (
        <>
          <Track role="meter" aria-label="Password strength" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={label}>
            <Fill data-testid="password-strength-bar" $strong={strong} style={{ width: `${percent}%` }} />
          </Track>
          <Label $strong={strong} data-testid="password-strength-label">
            {label}
          </Label>
        </>
      )}
      <Hint>{MESSAGES.passwordHint}</Hint>
    </Box>
  );
}
