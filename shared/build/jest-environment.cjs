// jsdom, plus Node's fetch `Request`/`Response`/`Headers`, which jsdom lacks. react-router's data routers
// (the shell's router, and `renderWithProviders`'s) build a `Request` for every navigation.
const { TestEnvironment } = require('jest-environment-jsdom');

const NodeRequest = globalThis.Request;

// The router passes a jsdom AbortSignal, which Node's Request refuses: forward it to a Node one.
class Request extends NodeRequest {
  constructor(input, init = {}) {
    const signal = init.signal;
    if (signal && !(signal instanceof AbortSignal)) {
      const controller = new AbortController();
      if (signal.aborted) controller.abort();
      else signal.addEventListener('abort', () => controller.abort(), { once: true });
      init = { ...init, signal: controller.signal };
    }
    super(input, init);
  }
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response: globalThis.Response, Headers: globalThis.Headers });
  }
}

module.exports = JsdomWithFetchEnvironment;
