/** Build id injected by webpack's DefinePlugin (env APP_BUILD_ID, else package@version+time). */
declare const __APP_BUILD_ID__: string;
