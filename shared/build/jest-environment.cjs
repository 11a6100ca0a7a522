// jsdom, plus Node's fetch `Request`/`Response`/`Headers`, which jsdom lacks: the fetch mocks
// (shared/src/test/mockFetch.ts) answer with Node's Response, as the public site's fetch calls expect.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers });
  }
}

module.exports = JsdomWithFetchEnvironment;
