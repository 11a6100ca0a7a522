import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type Look = { $variant?: 'primary' | 'secondary'; $size?: 'sm' | 'md' };

/** The kit Button's look, for links (navigation stays a link for assistive technology). */
const buttonLook = css<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  padding: ${({ $size }) => ($size === 'sm' ? '0.25rem 0.625rem' : '0.5rem 1rem')};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  ${({ $variant, theme }) =>
    $variant === 'secondary'
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover { background: ${theme.colors.background}; }
        `
      : css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover { background: ${theme.colors.primaryHover}; }
        `}
`;

export const LinkButton = styled(Link)<Look>`
  ${buttonLook}
`;

/** External link (new tab) with the button look. */
export const AnchorButton = styled.a<Look>`
  ${buttonLook}
`;
