import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonLook, type ButtonLookProps } from '@app/shared/public';

/** An in-app link with the button look (`$variant`, `$size` as for Button). */
export const LinkButton = styled(Link)<ButtonLookProps>`
  ${buttonLook}
`;

/** An external link with the button look. */
export const AnchorButton = styled.a<ButtonLookProps>`
  ${buttonLook}
`;
