import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { RemoteArea } from '../federation/RemoteArea';
import { initFederation } from '../federation/remotes';
import { remoteErrorPlugin, remoteFailures } from '../federation/remoteErrorPlugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.Mock;

beforeEach(() => {
  resetSession();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  initFederation({ auth: 'http://auth.test/mf-manifest.json', public: 'http://public.test/mf-manifest.json' });
});

describe('remote registration', () => {
  it('registers the remotes of config.json with the runtime, with the error plugin', () => {
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'shell',
        remotes: [
          { name: 'remote_auth', entry: 'http://auth.test/mf-manifest.json' },
          { name: 'remote_public', entry: 'http://public.test/mf-manifest.json' },
        ],
        plugins: [expect.objectContaining({ name: 'shell-remote-error-plugin' })],
      }),
    );
  });

  it('the errorLoadRemote plugin records the failure and returns no fallback module', () => {
    const plugin = remoteErrorPlugin();
    const result = plugin.errorLoadRemote!({ id: 'remote_auth/LoginPage', error: new Error('boom'), lifecycle: 'afterResolve' } as never);
    expect(result).toBeUndefined();
    expect(remoteFailures.at(-1)).toMatchObject({ id: 'remote_auth/LoginPage', lifecycle: 'afterResolve', message: 'boom' });
  });
});

describe('RemoteArea', () => {
  it('loads the exposed module lazily and renders its default export', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <h1>Sign In</h1> });
    renderWithProviders(<RemoteArea area="auth" module="./LoginPage" />);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_auth/LoginPage');
  });

  it("shows 'This section is unavailable' when the remote fails; Retry re-registers it and loads it again", async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch manifest'));
    renderWithProviders(<RemoteArea area="public" module="./PublicRoutes" />);
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>Public home</p> });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Public home')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_public', entry: expect.stringMatching(/^http:\/\/public\.test\/mf-manifest\.json\?retry=\d+$/) }],
      { force: true },
    );
  });

  it('catches a remote whose code throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('remote bug');
      },
    });
    renderWithProviders(<RemoteArea area="auth" module="./RegisterPage" />);
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  });

  it('fails clearly when config.json names no manifest for the area', async () => {
    renderWithProviders(<RemoteArea area="users" module="./UsersRoutes" />);
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_users/UsersRoutes');
  });
});

describe('a remote built against a newer shared kit than the page has', () => {
  it('says so, with the versions, instead of the generic text', async () => {
    mockedLoadRemote.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module @app/shared does not satisfy the requirement of remote_catalog which needs ^1.2.0)',
      ),
    );
    // A module no earlier test loaded (loaded components are cached per remote module); not in the registry, so
    // the type check would refuse it without the cast.
    renderWithProviders(<RemoteArea area="auth" module={'./VersionedPage' as never} />);
    const message = await screen.findByTestId('remote-version-mismatch');
    expect(message).toHaveTextContent('This section was released for a newer version of the site (@app/shared ^1.2.0; this page has 1.1.0).');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

