const { createFederatedConfig, registeredRemote } = require('@app/shared/build/webpack.factory.cjs');

// Name, port, title and exposed modules: this remote's entry in @app/contracts/remotes.json.
const { serverExposes: _none, ...remote } = registeredRemote('catalog');

module.exports = createFederatedConfig({ ...remote, dir: __dirname });
