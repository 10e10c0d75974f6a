/** Injection tokens owned by the composition root (ports carry their own tokens). */
export const COMPOSITION_INPUT = Symbol.for('mono-agent-web.composition.Input');
export const HTTP_AGENT = Symbol.for('mono-agent-web.composition.HttpAgent');
export const SEARCH_USE_CASE = Symbol.for('mono-agent-web.composition.WebSearchUseCase');
export const FETCH_RUN_FACTORY = Symbol.for('mono-agent-web.composition.WebFetchRunFactory');
export const NETWORK_POLICY = Symbol.for('mono-agent-web.composition.NetworkPolicy');
export const CODEX_APP_SERVER_HOST = Symbol.for('mono-agent-web.composition.CodexAppServerHost');
export const CODEX_SEARCH_PROVIDER = Symbol.for('mono-agent-web.composition.CodexSearchProvider');
export const VALIDATE_USE_CASE = Symbol.for('mono-agent-web.composition.ValidateUseCase');
