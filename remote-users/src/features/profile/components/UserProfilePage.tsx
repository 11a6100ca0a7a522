import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Badge, Button, canEditUser, Card, DEFAULT_GENDER_LABEL, DEFAULT_SUBSCRIPTION, formatDate, formatDateTime, LinkButton, PageSpinner, ROLE_LABELS, useCurrentUser, type User } from '@app/shared';
import { PROFILE_TEXT, USERS_PATH, userEditPath } from '../../../constants';
import { useUser } from '../../../hooks/useUser';
import { Avatar } from './Avatar';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
  flex-wrap: wrap;
`;

const Identity = styled(Card)`
  display: flex;
  gap: 1.25rem;
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0.125rem 0 0.5rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Badges = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
  h2 { margin: 0 0 0.75rem; font-size: ${({ theme }) => theme.font.size.lg}; }
  dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1rem;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  li { margin-bottom: 0.75rem; }
  strong { display: block; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : PROFILE_TEXT.notProvided);

function Profile({ user, canEdit }: { user: User; canEdit: boolean }) {
  const T = PROFILE_TEXT;
  return (
    <>
      <Identity as="section" aria-label="Profile">
        <Avatar name={user.fullName} profilePicture={user.profilePicture} />
        <div>
          <h1>{user.fullName}</h1>
          <p>@{user.username}</p>
          <Badges>
            <Badge $tone={user.role === 'admin' ? 'primary' : 'info'}>{ROLE_LABELS[user.role] ?? user.role}</Badge>
            <Badge $tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? T.active : T.inactive}</Badge>
          </Badges>
        </div>
        {canEdit && (
          <div style={{ marginLeft: 'auto' }}>
            <LinkButton to={userEditPath(user._id)}>{T.edit}</LinkButton>
          </div>
        )}
      </Identity>
      <Grid>
        <Card>
          <h2>{T.contact}</h2>
          <Details
            rows={[
              [T.email, user.email],
              [T.mobileNumber, orNotProvided(user.mobileNumber)],
              [T.address, orNotProvided(user.address)],
              [T.occupation, orNotProvided(user.occupation)],
              [T.dateOfBirth, user.dateOfBirth ? formatDate(user.dateOfBirth) : T.notProvided],
            ]}
          />
        </Card>
        <Card>
          <h2>{T.accountDetails}</h2>
          <Details
            rows={[
              [T.subscription, user.subscription.trim() || DEFAULT_SUBSCRIPTION],
              [T.gender, user.gender?.trim() || DEFAULT_GENDER_LABEL],
              [T.accountCreated, formatDateTime(user.createdAt)],
              [T.lastLogin, formatDateTime(user.lastLogin)],
            ]}
          />
        </Card>
        <Card>
          <h2>{T.activityTimeline}</h2>
          <Timeline>
            <li>
              <strong>{T.lastLogin}</strong>
              <span>{formatDateTime(user.lastLogin)}</span>
            </li>
            <li>
              <strong>{T.profileUpdated}</strong>
              <span>{formatDateTime(user.updatedAt)}</span>
            </li>
            <li>
              <strong>{T.accountCreated}</strong>
              <span>{formatDateTime(user.createdAt)}</span>
            </li>
          </Timeline>
        </Card>
      </Grid>
    </>
  );
}

/** /users/:id: one user's profile. */
export default function UserProfilePage() {
  const { id } = useParams();
  const viewer = useCurrentUser();
  const navigate = useNavigate();
  const state = useUser(id);
  return (
    <div>
      <Top>
        <Button variant="secondary" onClick={() => navigate(USERS_PATH)}>
          <span aria-hidden="true">←</span> {PROFILE_TEXT.backToUsers}
        </Button>
      </Top>
      {state.status === 'loading' && <PageSpinner label="Loading user" />}
      {state.status === 'error' && <Alert variant="error">{state.message}</Alert>}
      {state.status === 'not-found' && <Alert variant="error">{PROFILE_TEXT.userNotFound}</Alert>}
      {state.status === 'ready' && <Profile user={state.user} canEdit={canEditUser(viewer, state.user)} />}
    </div>
  );
}
