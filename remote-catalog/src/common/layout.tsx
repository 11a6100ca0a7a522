import styled from 'styled-components';

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A row of figure cards (a heading and a big number each): the dashboard's and the Clicks page's. */
export const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  p { margin: 0.25rem 0 0; font-size: ${({ theme }) => theme.font.size.xl}; font-weight: 700; }
`;
