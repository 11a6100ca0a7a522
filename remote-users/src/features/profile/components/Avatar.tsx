import { useState } from 'react';
import styled from 'styled-components';
import { PROFILE_PICTURE_PLACEHOLDER, resolveImageUrl } from '@app/shared';
import { PROFILE_TEXT } from '../../../constants';

const size = '6rem';

const Img = styled.img`
  width: ${size};
  height: ${size};
  border-radius: 50%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  width: ${size};
  height: ${size};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  svg { width: 60%; height: 60%; }
`;

/** True when the user has a picture of their own (not empty, not the 'default.jpg' placeholder). */
export function hasOwnPicture(profilePicture: string | null | undefined): boolean {
  const value = (profilePicture ?? '').trim();
  return value !== '' && value !== PROFILE_PICTURE_PLACEHOLDER && !value.endsWith(`/${PROFILE_PICTURE_PLACEHOLDER}`);
}

/** The profile picture, or a default person icon (also when the picture fails to load). */
export function Avatar({ name, profilePicture }: { name: string; profilePicture?: string | null }) {
  const [broken, setBroken] = useState(false);
  if (hasOwnPicture(profilePicture) && !broken) {
    return <Img src={resolveImageUrl(profilePicture)} alt={PROFILE_TEXT.avatarAlt(name)} onError={() => setBroken(true)} />;
  }
  return (
    <Placeholder role="img" aria-label={PROFILE_TEXT.avatarAlt(name)} data-testid="default-avatar">
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </svg>
    </Placeholder>
  );
}
