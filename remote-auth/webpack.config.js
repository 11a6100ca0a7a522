const { createFederatedConfig } = require('@app/shared/build/webpack.factory.cjs');

module.exports = createFederatedConfig({
  name: 'remote_auth',
  dir: __dirname,
  port: Number(process.env.AUTH_PORT || 3001),
  title: 'Sign in',
  exposes: {
    './LoginPage': './src/features/login/LoginPage.tsx',
    './RegisterPage': './src/features/register/RegisterPage.tsx',
  },
});
